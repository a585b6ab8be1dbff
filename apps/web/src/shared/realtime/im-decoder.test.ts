import { describe, expect, it } from 'vitest';
import { IM_SAMPLES } from '@nyota/contract/im/samples';
import { decodeImMessage, imDecodeCounts } from './im-decoder';

describe('the /im decoder', () => {
  it('decodes every message kind the server sends, from the text of its frame', () => {
    for (const sample of Object.values(IM_SAMPLES)) {
      expect(decodeImMessage(JSON.stringify(sample), () => undefined)).toEqual(sample);
    }
  });

  it('ignores, counts and reports what does not parse, and never throws', () => {
    const reports: string[] = [];
    const before = { ...imDecodeCounts };
    const bad = [
      'not json',
      '',
      'null',
      '"Crash"',
      '[]',
      '{}',
      JSON.stringify({ object: 'VIP', event: 'Change', data: { level: 3 } }),
      JSON.stringify({ object: 'Crash', event: 'tick', data: { roundId: 5, elapsedMs: 100 } }),
      JSON.stringify({ object: 'Crash', event: 'tick' }),
      JSON.stringify({ object: 'CashAccount', event: 'Change', data: { balance: 1.5 } }),
      JSON.stringify({ object: 'Deposit', event: 'StatusChange', data: { no: 'T', status: 3 } }),
      JSON.stringify({ object: 'Session', event: 'KickOut', data: { reason: 'because' } }),
    ];
    for (const raw of bad) expect(decodeImMessage(raw, (why) => reports.push(why))).toBeNull();
    expect(imDecodeCounts.ignored - before.ignored).toBe(bad.length);
    expect(imDecodeCounts.decoded).toBe(before.decoded);
    expect(reports).toHaveLength(bad.length);
    // The report says where the message went wrong.
    expect(reports[7]).toContain('data.roundId');
  });

  it('keeps the fields it knows and drops the others (a newer server may add some)', () => {
    const tick = { object: 'Crash', event: 'tick', data: { roundId: '9', elapsedMs: 1_000, sync: true, lag: 3 } };
    expect(decodeImMessage(JSON.stringify(tick), () => undefined)).toEqual({
      object: 'Crash',
      event: 'tick',
      data: { roundId: '9', elapsedMs: 1_000, sync: true },
    });
  });
});
