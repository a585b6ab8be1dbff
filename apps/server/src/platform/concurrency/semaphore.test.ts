import { describe, expect, it } from 'vitest';
import { Semaphore, SemaphoreFullError } from './semaphore.js';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('semaphore', () => {
  it('runs at most max tasks at once and sheds work past the queue', async () => {
    const gate = new Semaphore(2, 1);
    let running = 0;
    let peak = 0;
    const blockers = [deferred(), deferred(), deferred()];
    const task = (i: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await blockers[i]?.promise;
      running -= 1;
      return i;
    };
    const runs = [gate.run(task(0)), gate.run(task(1)), gate.run(task(2))];
    await expect(gate.run(task(3))).rejects.toBeInstanceOf(SemaphoreFullError);
    for (const b of blockers) b.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(peak).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new Semaphore(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
