/**
 * The crash relay between two nodes over a real Redis bus: calls reach the node whose engine runs,
 * answers and refusals come back intact and matched to their calls, and a call nobody answers is
 * refused with GAME_UNAVAILABLE. The engine is a stand-in here; crash.routes.test.ts relays calls
 * to a real one.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { RedisBus } from '../../../platform/bus/redis-bus.js';
import { AppError } from '../../../platform/http/app-error.js';
import { skipWithoutRedis, TEST_REDIS_URL } from '../../../test-support/test-redis.js';
import type { CashOutResult } from './crash-engine.js';
import { CRASH_CALLS_TOPIC, CrashRelay, serveCrashCalls, type CrashCallTarget } from './crash-relay.js';
import * as errors from './crash-errors.js';

const skip = await skipWithoutRedis('crash-relay');

describe.skipIf(skip)('crash relay over Redis', () => {
  let leaderBus: RedisBus;
  let otherBus: RedisBus;
  let running = true;
  const failures: object[] = [];
  const snapshotsFor: Array<string | null> = [];
  let cashOuts = 0;
  const cashedOutIds: string[] = [];
  const log = { warn: () => undefined, error: (obj: object) => void failures.push(obj) };

  const cashedOut = (betId: string): CashOutResult => ({
    betId,
    roundId: '9',
    multiplier: 150,
    payout: 1_500,
    cashedOutAt: 1_000,
    reason: 'manual',
    replayed: false,
  });
  const target: CrashCallTarget = {
    isRunning: () => running,
    snapshot: (memberId) => {
      snapshotsFor.push(memberId);
      return { serverTime: 1, round: null, limits: null, bets: [], betCount: 0, betTotal: 0, mine: [], queued: [], history: [] };
    },
    placeBet: () => Promise.reject(errors.stakeOutOfRange('K 1.00', 'K 1,000.00')),
    cancelBet: () => Promise.reject(new Error('database down')),
    cancelQueued: (_m, queueId) => queueId === 'q1',
    cashOut: async (_m, betId) => {
      cashOuts += 1;
      cashedOutIds.push(betId);
      return cashedOut(betId);
    },
  };

  beforeAll(async () => {
    const prefix = `nyota-test:${randomBytes(6).toString('hex')}:`;
    leaderBus = new RedisBus(TEST_REDIS_URL, prefix);
    otherBus = new RedisBus(TEST_REDIS_URL, prefix);
    await serveCrashCalls(leaderBus, target, log);
  });
  afterAll(async () => {
    await leaderBus.close();
    await otherBus.close();
  });

  it('answers each call from the leader, intact and matched to its call, refusals included', async () => {
    const relay = new CrashRelay(otherBus, 'node-b', 3_000);
    const ids = Array.from({ length: 20 }, (_, i) => `bet-${i}`);
    const results = await Promise.all(ids.map((betId) => relay.call<CashOutResult>({ op: 'cashOut', memberId: '1', betId })));
    expect(results).toEqual(ids.map(cashedOut));
    expect(await relay.call<boolean>({ op: 'cancelQueued', memberId: '1', queueId: 'q1' })).toBe(true);
    expect(await relay.call<boolean>({ op: 'cancelQueued', memberId: '1', queueId: 'q2' })).toBe(false);
    expect(await relay.call({ op: 'snapshot', memberId: '7' })).toMatchObject({ serverTime: 1, round: null });
    expect(snapshotsFor).toEqual(['7']);

    const refused = await relay
      .call({
        op: 'bet',
        player: { memberId: '1', label: 'x', selfExcluded: false },
        request: { panel: 1, stake: 1, autoCashout: null },
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: ErrorCode.LIMIT_EXCEEDED,
      key: 'errors.crash_stake_range',
      params: { min: 'K 1.00', max: 'K 1,000.00' },
    });
    // A failure that is not a refusal stays on the leader's log; the caller gets an internal error.
    const failed = await relay.call({ op: 'cancelBet', memberId: '1', betId: 'b' }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(AppError);
    expect(failures).toHaveLength(1);
    await relay.close();
  });

  it('does not run a call that reaches the leader after its caller gave up', async () => {
    const before = cashOuts;
    await otherBus.publish(CRASH_CALLS_TOPIC, {
      id: 'late',
      replyTo: 'crash:replies:nobody',
      deadline: Date.now() - 1,
      call: { op: 'cashOut', memberId: '1', betId: 'late' },
    });
    await otherBus.publish(CRASH_CALLS_TOPIC, {
      id: 'in-time',
      replyTo: 'crash:replies:nobody',
      deadline: Date.now() + 5_000,
      call: { op: 'cashOut', memberId: '1', betId: 'in-time' },
    });
    await expect.poll(() => cashOuts).toBe(before + 1);
    expect(cashedOutIds.at(-1)).toBe('in-time');
  });

  it('refuses with GAME_UNAVAILABLE when no engine answers in time', async () => {
    running = false;
    const relay = new CrashRelay(otherBus, 'node-c', 300);
    const refused = await relay.call({ op: 'cashOut', memberId: '1', betId: 'b' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: ErrorCode.GAME_UNAVAILABLE });
    running = true;
    expect(await relay.call({ op: 'cashOut', memberId: '1', betId: 'b' })).toEqual(cashedOut('b'));
    await relay.close();
  });
});
