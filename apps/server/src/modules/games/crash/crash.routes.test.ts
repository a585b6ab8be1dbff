import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { MARKETS } from '@nyota/contract/markets';
import { elapsedFor, verifyGameHash } from '@nyota/fairness/crash';
import { MemoryBus } from '../../../platform/bus/memory-bus.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { installEnvelopeHandlers } from '../../../platform/http/envelope.js';
import { verifyLedger } from '../../ledger/index.js';
import { SessionsService } from '../../sessions/index.js';
import { bearer, envelope, postForm } from '../../../test-support/test-app.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { DEFAULT_TIMING } from './crash-engine.js';
import { registerCrashRoutes } from './crash.routes.js';
import { CrashRelay, serveCrashCalls } from './crash-relay.js';
import {
  betRow,
  buildHarness,
  cashOf,
  currentRoundId,
  installChain,
  installConfig,
  pickChain,
  players,
  startTimeOf,
  type Harness,
} from './crash.test-kit.js';

let h: DatabaseHandle;

beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(async () => {
  await h.close();
});

interface Served {
  t: Harness;
  app: FastifyInstance;
  tokens: string[];
  memberIds: string[];
  points: number[];
}

/** The crash routes over a real database, sessions and ledger, on the harness's manual clock. */
async function serve(wants: ((cp: number) => boolean)[], n = 2): Promise<Served> {
  const t = buildHarness(h.db);
  const pick = pickChain(wants);
  await installChain(t, pick);
  await installConfig(t);
  const app = Fastify();
  installEnvelopeHandlers(app);
  await app.register(formbody);
  const sessions = new SessionsService(h.db, new MemoryBus(), t.clock);
  registerCrashRoutes(app, { engine: t.engine, sessions, market: MARKETS.zm });
  await app.ready();
  const ps = await players(t, n);
  const tokens: string[] = [];
  for (const p of ps)
    tokens.push((await sessions.issue(p.memberId, { deviceId: 'd', ip: '127.0.0.1', userAgent: 'vitest' })).token);
  return { t, app, tokens, memberIds: ps.map((p) => p.memberId), points: pick.points };
}

async function bet(s: Served, i: number, body: Record<string, string>) {
  return envelope<{ kind: string; bet?: { betId: string }; queued?: { queueId: string } }>(
    await postForm(s.app, '/game-center/crash/bet', body, bearer(s.tokens[i] as string)),
  );
}

async function cashOut(s: Served, i: number, betId: string) {
  return envelope<{ multiplier: number; payout: number; replayed: boolean }>(
    await postForm(s.app, '/game-center/crash/cashout', { betId }, bearer(s.tokens[i] as string)),
  );
}

async function gameBets(betId: string) {
  return h.db.selectFrom('game_bets').selectAll().where('game_id', '=', 1).where('bet_ref', '=', betId).execute();
}

describe('crash routes', () => {
  it('bets, cashes out once (a repeat returns the same result), refuses after the crash, records game_bets', async () => {
    const s = await serve([(cp) => cp >= 200 && cp <= 1_000]);
    const cp = s.points[0] as number;
    const { t } = s;
    await t.engine.start();

    const snap = envelope<{
      round: { phase: string; crashPoint: number | null; commitment: string };
      limits: { minStake: number };
    }>(await s.app.inject({ method: 'GET', url: '/game-center/crash/snapshot' }));
    expect(snap.code).toBe(0);
    expect(snap.data.round).toMatchObject({ phase: 'betting', crashPoint: null });
    expect(JSON.stringify(snap.data)).not.toContain(String((await betRowRound(t)).gameHash));

    expect((await bet(s, 0, { panel: '3', stake: '1000' })).code).toBe(ErrorCode.VALIDATION);
    expect((await postForm(s.app, '/game-center/crash/bet', { panel: '1', stake: '1000' })).json()).toMatchObject({ code: 401 });
    const a = await bet(s, 0, { panel: '1', stake: '1000' });
    const b = await bet(s, 1, { panel: '1', stake: '2000', autoCashout: '' });
    expect(a).toMatchObject({ code: 0, data: { kind: 'placed' } });
    const betA = a.data.bet?.betId as string;
    const betB = b.data.bet?.betId as string;
    expect(await cashOf(t, s.memberIds[0] as string)).toBe(1_000_000 - 1_000);

    // Before the start a cash-out is refused; with a session the snapshot shows my bet.
    expect((await cashOut(s, 0, betA)).code).toBe(ErrorCode.BET_NOT_OPEN);
    const mine = envelope<{ mine: { betId: string }[] }>(
      await s.app.inject({ method: 'GET', url: '/game-center/crash/snapshot', headers: bearer(s.tokens[0] as string) }),
    );
    expect(mine.data.mine.map((m) => m.betId)).toEqual([betA]);

    await t.timers.advance(DEFAULT_TIMING.bettingMs);
    const start = startTimeOf(t, currentRoundId(t));
    await t.timers.advanceTo(start + elapsedFor(150));
    const first = await cashOut(s, 0, betA);
    expect(first).toMatchObject({ code: 0, data: { multiplier: 150, payout: 1_500, replayed: false } });
    const again = await cashOut(s, 0, betA);
    expect(again).toMatchObject({ code: 0, data: { multiplier: 150, payout: 1_500, replayed: true } });
    // Someone else's bet is not theirs to cash out.
    expect((await cashOut(s, 1, betA)).code).toBe(ErrorCode.NOT_FOUND);

    await t.timers.runUntil(() => t.sink.of('crashed').length > 0);
    expect((await cashOut(s, 1, betB)).code).toBe(ErrorCode.ROUND_CRASHED);
    // A repeat after the crash still answers the settled cash-out.
    expect((await cashOut(s, 0, betA)).data).toMatchObject({ multiplier: 150, replayed: true });
    await t.engine.idle();
    expect(await cashOf(t, s.memberIds[0] as string)).toBe(1_000_000 - 1_000 + 1_500);
    expect(await cashOf(t, s.memberIds[1] as string)).toBe(1_000_000 - 2_000);

    // The round's proof, public once it crashed, verifies against the chain.
    const roundId = currentRoundId(t);
    const fair = envelope<{
      gameHash: string;
      terminatingHash: string;
      gameNumber: number;
      crashPoint: number;
      salt: string;
      hmacScheme: number;
    }>(await s.app.inject({ method: 'GET', url: `/game-center/crash/fairness?roundId=${roundId}` }));
    expect(fair.data.crashPoint).toBe(cp);
    expect(fair.data).toMatchObject({ hmacScheme: 2, saltKind: 'development', saltSource: null });
    expect(verifyGameHash(fair.data.gameHash, fair.data.gameNumber, fair.data.terminatingHash)).toBe(true);
    expect((await s.app.inject({ method: 'GET', url: '/game-center/crash/fairness?roundId=x' })).json()).toMatchObject({
      code: ErrorCode.VALIDATION,
    });
    const chain = envelope<{ terminatingHash: string; salt: string; houseEdgeBp: number }>(
      await s.app.inject({ method: 'GET', url: '/game-center/crash/chain' }),
    );
    expect(chain.data).toMatchObject({ terminatingHash: fair.data.terminatingHash, salt: fair.data.salt, houseEdgeBp: 100 });
    expect(JSON.stringify(chain.data)).not.toContain('seed');

    const recalled = envelope<{ list: { betId: string; round: { crashPoint: number } }[] }>(
      await s.app.inject({ method: 'GET', url: '/game-center/crash/my-bets', headers: bearer(s.tokens[0] as string) }),
    );
    expect(recalled.data.list[0]).toMatchObject({ betId: betA, round: { crashPoint: cp } });

    // Both bets are recorded once for records and recall, with outcome and proof.
    const [ra] = await gameBets(betA);
    const [rb] = await gameBets(betB);
    expect(String(ra?.member_id)).toBe(s.memberIds[0]);
    expect(ra?.multiplier).toBe(150);
    expect(Number(ra?.stake)).toBe(1_000);
    expect(Number(ra?.payout)).toBe(1_500);
    expect(ra?.outcome).toMatchObject({ crashPoint: cp, cashedOutAt: 150, reason: 'manual', roundId });
    expect(ra?.fairness).toMatchObject({
      gameHash: fair.data.gameHash,
      salt: fair.data.salt,
      houseEdgeBp: 100,
      hmacScheme: 2,
      saltKind: 'development',
    });
    expect(Number(rb?.payout)).toBe(0);
    expect(rb?.outcome).toMatchObject({ cashedOutAt: null, reason: 'crashed' });

    await t.engine.stop();
    expect(t.log.errors).toEqual([]);
    expect((await verifyLedger(h.db)).ok).toBe(true);
    await s.app.close();
  });

  it('answers from the leader on a node that does not lead, relayed over the bus, and refuses when no leader answers', async () => {
    const s = await serve([(cp) => cp >= 200 && cp <= 1_000]);
    const { t } = s;
    await t.engine.start();
    const bus = new MemoryBus();
    const unserve = await serveCrashCalls(bus, t.engine, t.log);
    // The other node: its own engine never runs (it does not lead), its calls go to the leader.
    const idle = buildHarness(h.db).engine;
    const relay = new CrashRelay(bus, 'node-b', 300);
    const app = Fastify();
    installEnvelopeHandlers(app);
    await app.register(formbody);
    registerCrashRoutes(app, {
      engine: idle,
      relay,
      sessions: new SessionsService(h.db, new MemoryBus(), t.clock),
      market: MARKETS.zm,
    });
    await app.ready();
    const b: Served = { ...s, app };

    const snap = envelope<{ round: { roundId: string; phase: string } }>(
      await app.inject({ method: 'GET', url: '/game-center/crash/snapshot' }),
    );
    expect(snap.data.round).toMatchObject({ roundId: currentRoundId(t), phase: 'betting' });
    const placed = await bet(b, 0, { panel: '1', stake: '1000' });
    expect(placed).toMatchObject({ code: 0, data: { kind: 'placed' } });
    const betId = placed.data.bet?.betId as string;
    const second = await bet(b, 0, { panel: '2', stake: '500' });
    const cancelled = envelope<{ cancelled: boolean; bet: { status: string } }>(
      await postForm(
        app,
        '/game-center/crash/cancel',
        { betId: second.data.bet?.betId as string },
        bearer(s.tokens[0] as string),
      ),
    );
    expect(cancelled.data).toMatchObject({ cancelled: true, bet: { status: 'cancelled' } });
    // The leader's refusals come back as they are, message and all.
    const refused = await bet(b, 1, { panel: '1', stake: '1' });
    expect(refused.code).not.toBe(0);
    expect(refused).toEqual(await bet(s, 1, { panel: '1', stake: '1' }));
    expect((await cashOut(b, 0, betId)).code).toBe(ErrorCode.BET_NOT_OPEN);

    await t.timers.advance(DEFAULT_TIMING.bettingMs);
    await t.timers.advanceTo(startTimeOf(t, currentRoundId(t)) + elapsedFor(150));
    expect(await cashOut(b, 0, betId)).toMatchObject({ code: 0, data: { multiplier: 150, payout: 1_500, replayed: false } });
    expect(await cashOut(s, 0, betId)).toMatchObject({ code: 0, data: { multiplier: 150, replayed: true } });
    await t.timers.runUntil(() => t.sink.of('crashed').length > 0);
    await t.engine.idle();
    expect(await cashOf(t, s.memberIds[0] as string)).toBe(1_000_000 - 1_000 + 1_500);

    // No leader listening: the call goes unanswered and is refused, nothing moved.
    await unserve();
    expect((await bet(b, 1, { panel: '1', stake: '1000' })).code).toBe(ErrorCode.GAME_UNAVAILABLE);
    expect(await cashOf(t, s.memberIds[1] as string)).toBe(1_000_000);

    await relay.close();
    await app.close();
    await t.engine.stop();
    expect(t.log.errors).toEqual([]);
    expect((await verifyLedger(h.db)).ok).toBe(true);
    await s.app.close();
  });

  it('queues a late bet, cancels it; cancels a placed bet; refuses with GAME_UNAVAILABLE when the loop is not here', async () => {
    const s = await serve([(cp) => cp >= 300, (cp) => cp >= 150]);
    const { t } = s;
    expect((await bet(s, 0, { panel: '1', stake: '1000' })).code).toBe(ErrorCode.GAME_UNAVAILABLE);
    const idle = envelope<{ round: null }>(await s.app.inject({ method: 'GET', url: '/game-center/crash/snapshot' }));
    expect(idle).toMatchObject({ code: 0, data: { round: null } });

    await t.engine.start();
    const placed = await bet(s, 0, { panel: '2', stake: '1000', autoCashout: '250' });
    const cancel = envelope<{ cancelled: boolean; bet: { status: string } }>(
      await postForm(
        s.app,
        '/game-center/crash/cancel',
        { betId: placed.data.bet?.betId as string },
        bearer(s.tokens[0] as string),
      ),
    );
    expect(cancel).toMatchObject({ code: 0, data: { cancelled: true, bet: { status: 'cancelled' } } });
    await t.engine.idle();
    expect(await cashOf(t, s.memberIds[0] as string)).toBe(1_000_000);

    await t.timers.advance(DEFAULT_TIMING.bettingMs);
    const queued = await bet(s, 0, { panel: '1', stake: '1000' });
    expect(queued).toMatchObject({ code: 0, data: { kind: 'queued' } });
    const gone = envelope<{ cancelled: boolean }>(
      await postForm(
        s.app,
        '/game-center/crash/cancel',
        { queueId: queued.data.queued?.queueId as string },
        bearer(s.tokens[0] as string),
      ),
    );
    expect(gone.data.cancelled).toBe(true);
    await t.timers.runUntil(() => t.sink.of('starting').length >= 2);
    await t.engine.idle();
    expect(
      envelope<{ mine: unknown[] }>(
        await s.app.inject({ method: 'GET', url: '/game-center/crash/snapshot', headers: bearer(s.tokens[0] as string) }),
      ).data.mine,
    ).toEqual([]);
    expect(await cashOf(t, s.memberIds[0] as string)).toBe(1_000_000);
    await t.engine.stop();
    expect(t.log.errors).toEqual([]);
    await s.app.close();
  });

  it('records the bets of a round finished by recovery', async () => {
    // Below 200x: bet B (no auto cash-out) has 200x as its target and must be refunded, not paid.
    const s = await serve([(cp) => cp >= 300 && cp < 20_000]);
    const cp = s.points[0] as number;
    const { t } = s;
    await t.engine.start();
    const a = await bet(s, 0, { panel: '1', stake: '1000', autoCashout: '200' });
    const b = await bet(s, 1, { panel: '1', stake: '1000' });
    await t.timers.advance(DEFAULT_TIMING.bettingMs);
    const roundId = currentRoundId(t);
    // The loop stops mid-flight (a leadership change): the round is left to recovery.
    await t.engine.stop();
    const betA = a.data.bet?.betId as string;
    const betB = b.data.bet?.betId as string;
    expect(await gameBets(betA)).toEqual([]);

    const next = buildHarness(h.db, { clock: t.clock, nodeId: 'next-leader' });
    await next.engine.start();
    await next.engine.idle();
    expect((await betRow(next, betA)).status).toBe('cashed');
    expect((await betRow(next, betB)).status).toBe('refunded');
    const [ra] = await gameBets(betA);
    const [rb] = await gameBets(betB);
    expect(ra?.outcome).toMatchObject({ roundId, crashPoint: cp, cashedOutAt: 200, reason: 'recovery' });
    expect(Number(ra?.payout)).toBe(2_000);
    expect(rb?.outcome).toMatchObject({ reason: 'refunded' });
    expect(Number(rb?.payout)).toBe(1_000);
    await next.engine.stop();
    expect(next.log.errors).toEqual([]);
    expect((await verifyLedger(h.db)).ok).toBe(true);
    await s.app.close();
  });

  it('settles a recovered round at or above 200x as forced: open bets paid at their target or 200x, records say forced', async () => {
    const s = await serve([(cp) => cp >= 20_000]);
    const cp = s.points[0] as number;
    const { t } = s;
    await t.engine.start();
    const held = await bet(s, 0, { panel: '1', stake: '1000' });
    const auto = await bet(s, 1, { panel: '1', stake: '1000', autoCashout: '15000' });
    await t.timers.advance(DEFAULT_TIMING.bettingMs);
    const roundId = currentRoundId(t);
    // The process dies mid-flight, well before 150x: recovery settles the round.
    await t.timers.advanceTo(startTimeOf(t, roundId) + elapsedFor(300));
    await t.engine.stop();

    const next = buildHarness(h.db, { clock: t.clock, nodeId: 'next-leader' });
    await next.engine.start();
    await next.engine.idle();
    const heldId = held.data.bet?.betId as string;
    const autoId = auto.data.bet?.betId as string;
    expect(await betRow(next, heldId)).toMatchObject({ status: 'cashed', cashoutMultiplier: 20_000, payout: 200_000 });
    expect(await betRow(next, autoId)).toMatchObject({ status: 'cashed', cashoutMultiplier: 15_000, payout: 150_000 });
    expect(await cashOf(next, s.memberIds[0] as string)).toBe(1_000_000 - 1_000 + 200_000);

    const fair = envelope<{ crashPoint: number; forced: boolean; resolution: string }>(
      await s.app.inject({ method: 'GET', url: `/game-center/crash/fairness?roundId=${roundId}` }),
    );
    expect(fair.data).toMatchObject({ crashPoint: cp, forced: true, resolution: 'recovered' });
    const [rh] = await gameBets(heldId);
    expect(rh?.outcome).toMatchObject({ roundId, crashPoint: cp, forced: true, cashedOutAt: 20_000 });
    await next.engine.stop();
    expect(next.log.errors).toEqual([]);
    expect((await verifyLedger(h.db)).ok).toBe(true);
    await s.app.close();
  });
});

async function betRowRound(t: Harness): Promise<{ gameHash: string }> {
  const r = await t.repo.rounds.round(h.db, currentRoundId(t));
  if (!r) throw new Error('no round');
  return r;
}
