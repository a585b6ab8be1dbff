/** The comparison rules on their own: both directions, each kind, and payments either side of midnight. */
import { toMinor, ZERO_MINOR } from '@nyota/contract/money/minor';
import { describe, expect, it } from 'vitest';
import type { Intent } from './intent-row.js';
import { diffDay } from './recon-diff.js';
import { dayBounds } from './recon-days.js';
import type { StatementLine } from './statement-reader.js';

const { start, end } = dayBounds('2026-05-04', 'Africa/Lusaka'); // 2026-05-03T22:00Z .. 2026-05-04T22:00Z
let n = 0;

function intent(over: Partial<Intent> = {}): Intent {
  const id = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  return {
    id,
    memberId: '1',
    direction: 'deposit',
    amount: toMinor(1_000),
    providerAmount: toMinor(1_000),
    fee: ZERO_MINOR,
    tax: ZERO_MINOR,
    subsidy: ZERO_MINOR,
    currency: 'ZMW',
    country: 'ZM',
    msisdn: '260971234567',
    operator: 'AIRTEL',
    channelId: 1,
    provider: 'pawapay',
    payItemId: null,
    note: '',
    lang: 'en',
    status: 'SUCCEEDED',
    providerRef: id,
    providerTxnId: null,
    failureCode: null,
    failureMessage: null,
    reviewStatus: 'none',
    reviewedBy: null,
    reviewedAt: null,
    reviewNote: null,
    lateSuccess: false,
    attention: null,
    manualSince: null,
    submitCount: 1,
    attempts: 1,
    nextCheckAt: null,
    lastCheckedAt: null,
    expiresAt: null,
    expiredAt: null,
    createdAt: new Date('2026-05-04T10:00:00Z'),
    updatedAt: new Date('2026-05-04T10:00:00Z'),
    submittedAt: null,
    finalizedAt: null,
    ...over,
  };
}

function line(i: Pick<Intent, 'id'>, over: Partial<StatementLine> = {}): StatementLine {
  return {
    intentId: i.id,
    direction: 'COLLECTION',
    status: 'SUCCEEDED',
    money: { minor: toMinor(1_000), currency: 'ZMW' },
    createdAt: new Date('2026-05-04T10:00:01Z'),
    ...over,
  };
}

const diff = (dayIntents: Intent[], lines: StatementLine[], otherIntents: Intent[] = []) =>
  diffDay({ start, end, source: 'statement', dayIntents, otherIntents, result: { lines, unchecked: [] } }).map((d) => [
    d.kind,
    d.intentId,
  ]);

describe('diffDay', () => {
  it('compares currency, amount and status; a failed or open payment need not be on a wallet statement', () => {
    const same = intent();
    const currency = intent();
    const amount = intent();
    const ourFailure = intent({ status: 'FAILED' });
    const failedNotListed = intent({ status: 'FAILED' });
    const openNotListed = intent({ status: 'PENDING' });
    expect(
      diff(
        [same, currency, amount, ourFailure, failedNotListed, openNotListed],
        [
          line(same),
          line(currency, { money: { minor: toMinor(1_000), currency: 'KES' } }),
          line(amount, { money: { minor: toMinor(999), currency: 'ZMW' } }),
          line(ourFailure),
        ],
      ),
    ).toEqual([
      ['currency_differs', currency.id],
      ['amount_differs', amount.id],
      ['status_differs', ourFailure.id],
    ]);
  });

  it('matches by id across midnight: the line belongs to our intent’s day, whatever its own timestamp', () => {
    // Ours at 23:59:59 in Lusaka on the 4th; pawaPay recorded it two seconds later, on the 5th.
    const lateEvening = intent({ createdAt: new Date('2026-05-04T21:59:59Z') });
    const providerSide = line(lateEvening, { createdAt: new Date('2026-05-04T22:00:01Z') });
    expect(diff([lateEvening], [providerSide])).toEqual([]);
    // The report of the 5th reads the same line (its window is widened) and leaves it to the 4th.
    const next = dayBounds('2026-05-05', 'Africa/Lusaka');
    expect(
      diffDay({
        ...next,
        source: 'statement',
        dayIntents: [],
        otherIntents: [lateEvening],
        result: { lines: [providerSide], unchecked: [] },
      }),
    ).toEqual([]);
    // A line we cannot place is reported by the day of its own timestamp only.
    const stranger = line({ id: 'c0ffee00-0000-4000-8000-000000000001' }, { createdAt: new Date('2026-05-04T22:30:00Z') });
    expect(diff([], [stranger])).toEqual([]);
    expect(
      diffDay({ ...next, source: 'statement', dayIntents: [], otherIntents: [], result: { lines: [stranger], unchecked: [] } }),
    ).toEqual([expect.objectContaining({ kind: 'missing_locally', intentId: stranger.intentId })]);
  });

  it('per-intent checks: a payment the provider accepted but cannot find is missing, an unanswered check is unverified', () => {
    const accepted = intent({ status: 'PENDING' });
    const neverSent = intent({ status: 'FAILED', providerRef: null });
    const unanswered = intent();
    const out = diffDay({
      start,
      end,
      source: 'per-intent',
      dayIntents: [accepted, neverSent, unanswered],
      otherIntents: [],
      result: { lines: [], unchecked: [{ intentId: unanswered.id, error: 'HTTP 503' }] },
    });
    expect(out.map((d) => [d.kind, d.intentId, d.detail])).toEqual([
      ['missing_at_provider', accepted.id, undefined],
      ['unverified', unanswered.id, 'HTTP 503'],
    ]);
  });
});
