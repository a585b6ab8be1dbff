import { describe, expect, it } from 'vitest';
import { imMemberPush, imServerMessage, IM_SERVER_KINDS, type ImServerKind } from './messages.js';
import { memberBusMessage } from './bus.js';
import { imClientMessage } from './system.js';
import { IM_SAMPLES } from './samples.js';

const kinds = Object.keys(IM_SERVER_KINDS) as ImServerKind[];

/** The sample with its `data` replaced. */
function withData(kind: ImServerKind, data: unknown): unknown {
  return { ...IM_SAMPLES[kind], data };
}

describe('the /im message union', () => {
  it.each(kinds)('%s: a real message parses to itself', (kind) => {
    const sample = IM_SAMPLES[kind];
    expect(`${sample.object}/${sample.event}`).toBe(kind);
    expect(imServerMessage.parse(sample)).toEqual(sample);
  });

  it.each(kinds)('%s: a message without its data, or with empty data, is refused', (kind) => {
    expect(imServerMessage.safeParse(withData(kind, undefined)).success).toBe(false);
    expect(imServerMessage.safeParse(withData(kind, {})).success).toBe(false);
  });

  it('refuses unknown objects and events, and non-objects', () => {
    for (const bad of [
      { object: 'Crash', event: 'landed', data: { roundId: '1' } },
      { object: 'Promotion', event: 'Change', data: {} },
      { object: 'CashAccount', event: 'StatusChange', data: { balance: 1 } },
      { event: 'tick', data: IM_SAMPLES['Crash/tick'].data },
      null,
      'Crash/tick',
      [IM_SAMPLES['Crash/tick']],
    ]) {
      expect(imServerMessage.safeParse(bad).success).toBe(false);
    }
  });

  it('refuses values of the wrong kind inside a known message', () => {
    const tick = IM_SAMPLES['Crash/tick'].data;
    const cashedOut = IM_SAMPLES['Crash/cashedOut'].data;
    for (const bad of [
      withData('Crash/tick', { ...tick, sync: false }),
      withData('Crash/tick', { ...tick, elapsedMs: '3150' }),
      withData('Crash/cashedOut', { ...cashedOut, panel: 3 }),
      withData('Crash/cashedOut', { ...cashedOut, reason: 'lucky' }),
      withData('Crash/cashedOut', { ...cashedOut, payout: 10.5 }),
      withData('CashAccount/Change', { balance: '100' }),
      withData('Deposit/StatusChange', { no: 'x', status: 2, desc: '' }),
      withData('Session/KickOut', { reason: 'bored' }),
    ]) {
      expect(imServerMessage.safeParse(bad).success).toBe(false);
    }
  });

  it('a tick without cash-outs or sync is complete (the server leaves both out when empty)', () => {
    const bare = { object: 'Crash', event: 'tick', data: { roundId: '1207', elapsedMs: 4_000 } };
    expect(imServerMessage.parse(bare)).toEqual(bare);
  });

  it('drops fields it does not know, so the server can add one before clients read it', () => {
    const sample = IM_SAMPLES['CashAccount/Change'];
    expect(imServerMessage.parse({ ...sample, data: { balance: 5, unit: 'ZMW' }, trace: 1 })).toEqual({
      ...sample,
      data: { balance: 5 },
    });
  });

  it('member pushes are exactly the kinds marked member, less the kick-out (sent by the socket itself)', () => {
    for (const kind of kinds) {
      const expected = IM_SERVER_KINDS[kind] === 'member' && kind !== 'Session/KickOut';
      expect(imMemberPush.safeParse(IM_SAMPLES[kind]).success, kind).toBe(expected);
    }
  });
});

describe('bus and client messages', () => {
  it('a member topic carries pushes and session revocations, nothing else', () => {
    expect(memberBusMessage.safeParse({ kind: 'push', message: IM_SAMPLES['Deposit/StatusChange'] }).success).toBe(true);
    expect(memberBusMessage.safeParse({ kind: 'session-revoked', sessionId: 's1', reason: 'logout' }).success).toBe(true);
    expect(memberBusMessage.safeParse({ kind: 'push', message: IM_SAMPLES['Crash/tick'] }).success).toBe(false);
    expect(memberBusMessage.safeParse({ kind: 'session-revoked', sessionId: 's1', reason: 'bored' }).success).toBe(false);
    expect(memberBusMessage.safeParse({ kind: 'other' }).success).toBe(false);
  });

  it('a client may send a Ping, with or without its clock', () => {
    expect(imClientMessage.safeParse({ object: 'System', event: 'Ping', data: 1_764_000_000_000 }).success).toBe(true);
    expect(imClientMessage.safeParse({ object: 'System', event: 'Ping' }).success).toBe(true);
    expect(imClientMessage.safeParse({ object: 'System', event: 'Pong', data: 1 }).success).toBe(false);
  });
});
