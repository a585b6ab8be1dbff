import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeaderLock } from './leader-lock.js';
import { Scheduler } from './scheduler.js';

class ToggleLeader implements LeaderLock {
  leader = false;
  isLeader(): boolean {
    return this.leader;
  }
  fence(): null {
    return null;
  }
  onChange(): void {}
  start(): void {}
  async stop(): Promise<void> {}
}

// Fake timers: the scheduler's turns are driven by the test, so nothing depends on machine load.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const later = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('scheduler', () => {
  it('runs jobs only while this node leads, and never overlaps a slow run', async () => {
    const leader = new ToggleLeader();
    const scheduler = new Scheduler(leader, { error: () => undefined });
    let runs = 0;
    let running = 0;
    let maxParallel = 0;
    scheduler.every('slow', 10, async () => {
      runs += 1;
      running += 1;
      maxParallel = Math.max(maxParallel, running);
      await later(50);
      running -= 1;
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(0);

    leader.leader = true;
    // Turn at +10, run for 50, next turn 10 after it ends: runs start at 10, 70, 130, 190.
    await vi.advanceTimersByTimeAsync(200);
    expect(runs).toBe(4);
    expect(maxParallel).toBe(1);

    leader.leader = false;
    await vi.advanceTimersByTimeAsync(60);
    const stopped = runs;
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(stopped);
    await scheduler.stop();
  });

  it('keeps running a job after it fails', async () => {
    const leader = new ToggleLeader();
    leader.leader = true;
    const errors: unknown[] = [];
    const scheduler = new Scheduler(leader, { error: (obj) => errors.push(obj) });
    let runs = 0;
    scheduler.every('flaky', 10, async () => {
      runs += 1;
      throw new Error('boom');
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(35);
    await scheduler.stop();
    expect(runs).toBe(3);
    expect(errors.length).toBe(3);
  });

  it('stops arming turns once stopped', async () => {
    const leader = new ToggleLeader();
    leader.leader = true;
    const scheduler = new Scheduler(leader, { error: () => undefined });
    let runs = 0;
    scheduler.every('tick', 10, async () => {
      runs += 1;
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(25);
    await scheduler.stop();
    const atStop = runs;
    await vi.advanceTimersByTimeAsync(100);
    expect(atStop).toBe(2);
    expect(runs).toBe(atStop);
  });
});
