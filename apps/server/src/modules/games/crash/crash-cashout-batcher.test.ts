import { describe, expect, it } from 'vitest';
import type { BetRow, TimedCashout } from './crash-bets.repo.js';
import { CashOutBatcher } from './crash-cashout-batcher.js';

/** A write the test finishes by hand, recording each group it was given. */
class ManualWrites {
  readonly groups: string[][] = [];
  private readonly pending: { resolve(rows: BetRow[]): void; reject(err: unknown): void; ids: string[] }[] = [];

  readonly write = (group: readonly TimedCashout[]): Promise<BetRow[]> => {
    const ids = group.map((c) => c.id);
    this.groups.push(ids);
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject, ids }));
  };

  /** Waits until `n` groups have been handed to the write (the batcher leaves on a later turn). */
  async started(n: number): Promise<void> {
    while (this.groups.length < n) await new Promise((r) => setImmediate(r));
  }

  /** Commits the oldest unfinished group: every bet of it cashed except those in `skipped`. */
  commit(skipped: string[] = []): void {
    const p = this.pending.shift();
    if (!p) throw new Error('no group in flight');
    p.resolve(p.ids.filter((id) => !skipped.includes(id)).map((id) => row(id)));
  }

  fail(err: Error): void {
    const p = this.pending.shift();
    if (!p) throw new Error('no group in flight');
    p.reject(err);
  }
}

function row(id: string): BetRow {
  return { id, status: 'cashed' } as BetRow;
}

const cashout = (id: string): TimedCashout => ({ id, multiplier: 150, reason: 'manual', at: new Date(0) });

describe('crash cash-out group commit', () => {
  it('groups what arrives together, and what arrives during a write into the next group', async () => {
    const w = new ManualWrites();
    const batcher = new CashOutBatcher(w.write, { maxInFlight: 1, maxGroup: 100 });
    const first = ['a', 'b', 'c'].map((id) => batcher.submit(cashout(id)));
    await w.started(1);
    const second = ['d', 'e'].map((id) => batcher.submit(cashout(id)));
    // Nothing leaves while the one slot is busy.
    await new Promise((r) => setImmediate(r));
    expect(w.groups).toEqual([['a', 'b', 'c']]);
    w.commit(['b']);
    expect(await Promise.all(first)).toEqual([row('a'), undefined, row('c')]);
    await w.started(2);
    expect(w.groups[1]).toEqual(['d', 'e']);
    w.commit();
    expect(await Promise.all(second)).toEqual([row('d'), row('e')]);
  });

  it('fails only the members of a failed group; the groups around it commit', async () => {
    const w = new ManualWrites();
    const batcher = new CashOutBatcher(w.write, { maxInFlight: 2, maxGroup: 2 });
    const settled = Promise.allSettled(['a', 'b', 'c', 'd', 'e'].map((id) => batcher.submit(cashout(id))));
    await w.started(2);
    // Two groups in flight at once, each at most two cash-outs; the fifth waits for a slot.
    expect(w.groups).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    w.fail(new Error('commit failed'));
    await w.started(3);
    expect(w.groups[2]).toEqual(['e']);
    w.commit();
    w.commit();
    const outcomes = await settled;
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(outcomes[0]).toMatchObject({ reason: new Error('commit failed') });
  });
});
