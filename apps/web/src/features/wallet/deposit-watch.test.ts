import { describe, expect, it } from 'vitest';
import { DepositResult } from '@nyota/contract/payments-constants';
import { startCountdown } from './countdown';
import { watchDeposit, type DepositState, type WatchOutcome, type WatchTimers } from './deposit-watch';
import { DEPOSIT_POLL_MS, DEPOSIT_WAIT_MS, RESULT_COUNTDOWN_S } from './wallet-constants';

function manualClock() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: WatchTimers = {
    set: (fn, ms) => {
      pending.set(++seq, { at: now + ms, fn });
      return seq;
    },
    clear: (h) => void pending.delete(h as number),
  };
  /** Runs due timers in order, letting awaited promises settle after each. */
  async function advance(ms: number) {
    const end = now + ms;
    for (;;) {
      await flush();
      const next = [...pending.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      pending.delete(next[0]);
      now = next[1].at;
      next[1].fn();
    }
    now = end;
    await flush();
  }
  return { timers, advance, now: () => now, pendingCount: () => pending.size };
}

async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

const PENDING: DepositState = { status: DepositResult.PENDING, desc: 'Please approve the payment on your phone' };

function setup(answers: (n: number) => DepositState | Error = () => PENDING) {
  const clock = manualClock();
  const asked: number[] = [];
  const outcomes: WatchOutcome[] = [];
  let push: ((c: { no: string; status: number; desc: string }) => void) | null = null;
  let unsubscribed = false;
  const stop = watchDeposit(
    'T1',
    {
      fetchResult: async () => {
        asked.push(clock.now());
        const a = answers(asked.length);
        if (a instanceof Error) throw a;
        return a;
      },
      subscribe: (h) => {
        push = h;
        return () => {
          unsubscribed = true;
        };
      },
      finalError: (e) => (e instanceof Error && e.message.startsWith('final:') ? e.message.slice(6) : null),
      timers: clock.timers,
      now: clock.now,
    },
    (o) => outcomes.push(o),
  );
  return {
    clock,
    asked,
    outcomes,
    stop,
    push: (c: { no: string; status: number; desc: string }) => push?.(c),
    unsubscribed: () => unsubscribed,
  };
}

describe('waiting for a deposit (seed §4: push, else every 5 s for about 150 s)', () => {
  it('re-checks every 5 s and gives up as not-yet-confirmed after 150 s', async () => {
    const s = setup();
    await s.clock.advance(DEPOSIT_WAIT_MS + 60_000);
    expect(s.asked).toHaveLength(DEPOSIT_WAIT_MS / DEPOSIT_POLL_MS);
    expect(s.asked[0]).toBe(DEPOSIT_POLL_MS);
    expect(s.asked.at(-1)).toBe(DEPOSIT_WAIT_MS);
    expect(s.outcomes).toEqual([{ kind: 'timeout', desc: PENDING.desc }]);
    expect(s.unsubscribed()).toBe(true);
    expect(s.clock.pendingCount()).toBe(0);
  });

  it('a pushed success for this transNo ends the wait at once, and no more checks are made', async () => {
    const s = setup();
    await s.clock.advance(12_000);
    expect(s.asked).toHaveLength(2);
    s.push({ no: 'T1', status: DepositResult.SUCCESS, desc: 'Deposit successful: K100.00 added' });
    expect(s.outcomes).toEqual([{ kind: 'success', desc: 'Deposit successful: K100.00 added', by: 'push' }]);
    await s.clock.advance(DEPOSIT_WAIT_MS);
    expect(s.asked).toHaveLength(2);
    expect(s.outcomes).toHaveLength(1);
  });

  it('ignores pushes for another deposit and pending pushes', async () => {
    const s = setup();
    s.push({ no: 'OTHER', status: DepositResult.SUCCESS, desc: 'x' });
    s.push({ no: 'T1', status: DepositResult.PENDING, desc: 'y' });
    await s.clock.advance(6_000);
    expect(s.outcomes).toEqual([]);
    s.push({ no: 'T1', status: DepositResult.FAILURE, desc: 'Deposit failed: the PIN was wrong' });
    expect(s.outcomes).toEqual([{ kind: 'failure', desc: 'Deposit failed: the PIN was wrong', by: 'push' }]);
  });

  it('a check that finds the deposit finished ends the wait (missed push)', async () => {
    const s = setup((n) => (n < 3 ? PENDING : { status: DepositResult.FAILURE, desc: 'Deposit failed: declined' }));
    await s.clock.advance(60_000);
    expect(s.asked).toEqual([5_000, 10_000, 15_000]);
    expect(s.outcomes).toEqual([{ kind: 'failure', desc: 'Deposit failed: declined', by: 'poll' }]);
  });

  it('retries after a transport error, but stops on a final refusal', async () => {
    const offline = setup((n) => (n === 1 ? new Error('Network error') : { status: DepositResult.SUCCESS, desc: 'ok' }));
    await offline.clock.advance(10_000);
    expect(offline.outcomes).toEqual([{ kind: 'success', desc: 'ok', by: 'poll' }]);

    const refused = setup(() => new Error('final:Transaction not found'));
    await refused.clock.advance(30_000);
    expect(refused.asked).toHaveLength(1);
    expect(refused.outcomes).toEqual([{ kind: 'failure', desc: 'Transaction not found', by: 'error' }]);
  });

  it('stop() (leaving the screen) ends checks and reports nothing', async () => {
    const s = setup();
    await s.clock.advance(5_000);
    s.stop();
    s.push({ no: 'T1', status: DepositResult.SUCCESS, desc: 'late' });
    await s.clock.advance(DEPOSIT_WAIT_MS);
    expect(s.asked).toHaveLength(1);
    expect(s.outcomes).toEqual([]);
    expect(s.unsubscribed()).toBe(true);
  });
});

describe('result countdown (seed §9: 5 s, then home)', () => {
  it('ticks 5..0 once a second and goes home once', async () => {
    const clock = manualClock();
    const ticks: number[] = [];
    let home = 0;
    startCountdown(
      RESULT_COUNTDOWN_S,
      (s) => ticks.push(s),
      () => home++,
      clock.timers,
    );
    expect(ticks).toEqual([5]);
    await clock.advance(4_999);
    expect(ticks).toEqual([5, 4, 3, 2, 1]);
    expect(home).toBe(0);
    await clock.advance(1);
    expect(ticks).toEqual([5, 4, 3, 2, 1, 0]);
    expect(home).toBe(1);
    await clock.advance(10_000);
    expect(home).toBe(1);
  });

  it('stopping it (pressing a button, leaving) never goes home', async () => {
    const clock = manualClock();
    let home = 0;
    const stop = startCountdown(
      RESULT_COUNTDOWN_S,
      () => undefined,
      () => home++,
      clock.timers,
    );
    await clock.advance(3_000);
    stop();
    await clock.advance(10_000);
    expect(home).toBe(0);
  });
});
