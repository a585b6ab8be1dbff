/**
 * What the server actually sends on /im during real crash rounds, read by real sockets: every
 * message must parse against the contract's union without losing a field (TestWsClient checks
 * each one), and each kind must arrive only on the socket the contract says it travels on.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IM_SERVER_KINDS } from '@nyota/contract/im/messages';
import { systemClock } from '../../../platform/clock.js';
import { listenForSockets, TEST_CLIENT, TestWsClient } from '../../../platform/realtime/test-ws-client.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { LedgerService } from '../../ledger/index.js';
import { createMembers, fund } from '../../ledger/ledger.test-kit.js';
import { SeamlessWallet } from '../../ledger/index.js';
import { SessionsService } from '../../sessions/index.js';
import { realTimers } from '../shared/timers.js';
import { CrashEngine } from './crash-engine.js';
import { crashBusSink } from './crash-realtime.js';
import { pickChain, recordingLog } from './crash.test-kit.js';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await listenForSockets(t.app);
});
afterAll(async () => {
  await t.close();
});

function kindsOf(c: TestWsClient): Set<string> {
  return new Set(c.messages.map((m) => `${m.object}/${m.event}`));
}

/** The kinds the contract sends on this socket only. */
function onlyOn(socket: 'watch' | 'member'): string[] {
  return Object.entries(IM_SERVER_KINDS).flatMap(([kind, on]) => (on === socket ? [kind] : []));
}

async function until(done: () => boolean, timeoutMs = 15_000): Promise<void> {
  await expect.poll(done, { timeout: timeoutMs, interval: 10 }).toBe(true);
}

describe('the crash game on /im, checked against the contract', () => {
  it('sends watchers the round feed and a member their balance, cash-outs and queued bet, all in the union', async () => {
    const low = (cp: number) => cp >= 105 && cp <= 140;
    const pick = pickChain([low, low, low]);
    const ledger = new LedgerService({ db: t.database.db, bus: t.bus });
    const log = recordingLog();
    const engine = new CrashEngine({
      db: t.database.db,
      wallet: new SeamlessWallet(ledger),
      clock: systemClock,
      timers: realTimers((err) => log.error({ err }, 'timer')),
      events: crashBusSink(t.bus, log),
      market: { currencySymbol: 'K' },
      log,
      nodeId: 'wire',
      timing: { bettingMs: 300, pauseMs: 100 },
      newChain: { length: 50 },
      devSalt: true,
    });
    await sql`update hash_chains set cursor = length where game = 'crash'`.execute(t.database.db);
    await engine.createChain({ seed: pick.seed, salt: pick.salt, length: pick.length });

    const [memberId] = await createMembers(t.database.db, 1);
    if (!memberId) throw new Error('no member');
    const sessions = new SessionsService(t.database.db, t.bus, t.clock);
    const session = await sessions.issue(memberId, TEST_CLIENT);
    const watcher = await TestWsClient.connect(`${url}&watch=crash`);
    const member = await TestWsClient.connect(url, [session.token]);
    await watcher.waitFor('System', 'Hello');
    await member.waitFor('System', 'Hello');
    await fund(ledger, memberId, 100_000);
    await member.waitFor('CashAccount', 'Change');

    const player = { memberId, label: '26097***001' };
    await engine.start();
    try {
      const auto = await engine.placeBet(player, { panel: 1, stake: 1_000, autoCashout: 101 });
      const manual = await engine.placeBet(player, { panel: 2, stake: 1_000, autoCashout: null });
      if (auto.kind !== 'placed' || manual.kind !== 'placed') throw new Error('expected placed bets');
      await watcher.waitFor('Crash', 'started', 5_000);
      await until(() => (engine.snapshot(null).round?.elapsedMs ?? 0) > 150);
      await engine.cashOut(memberId, manual.bet.betId);
      // Betting is closed while the round flies: this bet waits for the next round.
      expect((await engine.placeBet(player, { panel: 1, stake: 500, autoCashout: null })).kind).toBe('queued');
      await member.waitFor('Crash', 'queuedBetPlaced', 10_000);
      await until(() => watcher.messages.filter((m) => m.event === 'crashed').length >= 1);
    } finally {
      await engine.stop();
    }
    watcher.send({ object: 'System', event: 'Ping', data: Date.now() });
    await watcher.waitFor('System', 'Pong');
    await sessions.issue(memberId, { ...TEST_CLIENT, deviceId: 'second-phone' });
    await member.waitFor('Session', 'KickOut');

    expect([watcher.invalid, member.invalid]).toEqual([[], []]);
    const watched = kindsOf(watcher);
    const pushed = kindsOf(member);
    for (const kind of ['Crash/starting', 'Crash/started', 'Crash/tick', 'Crash/bets', 'Crash/crashed', 'System/Pong'] as const) {
      expect(watched.has(kind), kind).toBe(true);
    }
    for (const kind of ['CashAccount/Change', 'Crash/cashedOut', 'Crash/queuedBetPlaced', 'Session/KickOut'] as const) {
      expect(pushed.has(kind), kind).toBe(true);
    }
    expect(onlyOn('member').filter((k) => watched.has(k))).toEqual([]);
    expect(onlyOn('watch').filter((k) => pushed.has(k))).toEqual([]);
    // A tick carrying the auto cash-out names it; the crash lists the round's last ones.
    const cashoutTicks = watcher.messages.filter((m) => m.object === 'Crash' && m.event === 'tick' && m.data.cashouts);
    expect(cashoutTicks.length).toBeGreaterThan(0);
    expect(log.errors).toEqual([]);
    for (const c of [watcher, member]) c.ws.terminate();
  }, 30_000);
});
