/**
 * The pack on a whole node: a member buys a tier with a deposit of exactly its amount and, when the
 * deposit succeeds, gets every entry (bonus money with the pack's terms, coins × copies, cash) once;
 * a second purchase, a wrong amount or tier, and a second claim at once are refused and start
 * nothing; a failed deposit gives nothing and leaves the pack open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOfferRoutes as r, type PackDepositData } from '@nyota/contract/api/deposit-offers';
import { ErrorCode } from '@nyota/contract/error-codes';
import { DEFAULT_OFFER_SETTINGS } from '@nyota/contract/staff/offer-settings-schemas';
import { ManualClock } from '../../platform/clock.js';
import { LedgerService } from '../ledger/index.js';
import {
  answerPrompt,
  api,
  channelId,
  createPaymentsTestApp,
  signUp,
  transNoOf,
  waitForIntent,
  type PayTestApp,
  type SignedUp,
} from '../payments/payments.test-kit.js';

let t: PayTestApp;
let ledger: LedgerService;
const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
});
afterAll(() => t.close());

const view = (token?: string) => api<PackDepositData>(t, 'GET', r.packDepositBonus.path, {}, token);
async function buy(m: SignedUp, itemId: string, payMoney: number) {
  const payChannel = String(await channelId(t, 'deposit', 'AIRTEL'));
  return api<{ redirectUrl: string }>(
    t,
    'POST',
    r.packDepositBonusClaim.path,
    { itemId, payMoney: String(payMoney), payChannel },
    m.token,
  );
}
const intentsOf = (memberId: string) =>
  t.database.db.selectFrom('payment_intents').select('id').where('member_id', '=', memberId).execute();

async function settle(id: string, action: 'approve' | 'reject'): Promise<void> {
  await answerPrompt(t, id, action);
  await waitForIntent(t, id, (i) => i.status === (action === 'approve' ? 'SUCCEEDED' : 'FAILED'));
  await t.app.activityStream.drain();
}

describe('pack deposit', () => {
  it('lists its tiers with their entries to a guest', async () => {
    const res = await view();
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ enable: true, state: 'open', headline: 'Starter pack' });
    expect(res.data.tiers.map((x) => [x.id, x.payMoney, x.bonuses.length])).toEqual([
      [1, 5_000, 2],
      [2, 20_000, 3],
    ]);
  });

  it('gives every entry of the bought tier once, and only once per player', async () => {
    const m = await signUp(t);
    const res = await buy(m, '2', 20_000);
    expect(res.code).toBe(0);
    expect((await view(m.token)).data.state).toBe('pending');
    await settle(transNoOf(res.data.redirectUrl), 'approve');
    // The deposit (200.00) plus 10.00 cash; 100.00 bonus money; 5 × 10.00 coins.
    expect(await ledger.balances(m.memberId)).toMatchObject({ cash: 21_000, trial: 10_000, coin: 5_000 });
    expect((await view(m.token)).data.state).toBe('granted');
    const again = await buy(m, '1', 5_000);
    expect([again.code, again.msg]).toEqual([
      ErrorCode.OFFER_UNAVAILABLE,
      'You have bought the pack already: it is once per player.',
    ]);
    expect(await intentsOf(m.memberId)).toHaveLength(1);
  });

  it('refuses a wrong amount or tier, and a second claim while one is open, starting nothing', async () => {
    const m = await signUp(t);
    for (const [item, money] of [
      ['1', 6_000],
      ['3', 5_000],
    ] as const) {
      const res = await buy(m, item, money);
      expect([res.code, res.msg]).toEqual([ErrorCode.VALIDATION, 'Deposit exactly the amount of the pack you chose.']);
    }
    expect(await intentsOf(m.memberId)).toHaveLength(0);
    const both = await Promise.all([buy(m, '1', 5_000), buy(m, '1', 5_000)]);
    expect(both.filter((b) => b.code === 0)).toHaveLength(1);
    expect(await intentsOf(m.memberId)).toHaveLength(1);
  });

  it('gives nothing when the deposit fails, and the pack stays open', async () => {
    const m = await signUp(t);
    const res = await buy(m, '1', 5_000);
    await settle(transNoOf(res.data.redirectUrl), 'reject');
    expect(await ledger.balances(m.memberId)).toMatchObject({ cash: 0, trial: 0, coin: 0 });
    expect((await view(m.token)).data.state).toBe('open');
  });

  it('is for its audience only: a depositors-only pack reads off to a guest and refuses a new player, starting nothing', async () => {
    const packDeposit = { ...DEFAULT_OFFER_SETTINGS.packDeposit, audience: 'depositors' };
    const value = JSON.stringify({ ...DEFAULT_OFFER_SETTINGS, packDeposit });
    await t.database.db.insertInto('offer_settings').values({ id: 1, value, updated_at: clock.now() }).execute();
    try {
      expect((await view()).data.enable).toBe(false);
      const m = await signUp(t);
      expect((await view(m.token)).data.enable).toBe(false);
      const res = await buy(m, '1', 5_000);
      expect([res.code, res.msg]).toEqual([ErrorCode.OFFER_UNAVAILABLE, 'This offer is not available on your account.']);
      expect(await intentsOf(m.memberId)).toHaveLength(0);
    } finally {
      await t.database.db.deleteFrom('offer_settings').execute();
    }
  });
});
