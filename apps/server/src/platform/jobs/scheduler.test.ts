import { describe, expect, it } from 'vitest';
import type { LeaderLock } from './leader-lock.js';
import { Scheduler } from './scheduler.js';

class ToggleLeader implements LeaderLock {
  leader = false;
  isLeader(): boolean {
    return this.leader;
  }
  start(): void {}
  async stop(): Promise<void> {}
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
      await sleep(50);
      running -= 1;
    });
    scheduler.start();
    await sleep(100);
    expect(runs).toBe(0);
    leader.leader = true;
    await sleep(250);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(maxParallel).toBe(1);
    leader.leader = false;
    await sleep(80);
    const stopped = runs;
    await sleep(100);
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
    await sleep(120);
    await scheduler.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBe(runs);
  });
});
