import { describe, expect, it } from 'vitest';
import { increaseFor, invitesNeeded } from './cash-giving-formula.js';

describe('cash-giving formula', () => {
  it('adds the table entry of each invitee in turn, repeating the last, never past the target', () => {
    const table = [10_000, 5_000];
    expect(increaseFor(table, 0, 15_000, 30_000)).toBe(10_000);
    expect(increaseFor(table, 1, 25_000, 30_000)).toBe(5_000);
    expect(increaseFor(table, 5, 1_000, 30_000)).toBe(5_000);
    expect(increaseFor(table, 1, 28_000, 30_000)).toBe(2_000);
    expect(increaseFor(table, 1, 30_000, 30_000)).toBe(0);
  });

  it('says up front how many valid invitees reach the target, and the count only falls as they are opened', () => {
    const table = [10_000, 5_000, 2_000];
    expect(invitesNeeded(table, 0, 15_000, 30_000)).toBe(2);
    // 10,000 + 5,000 + 2,000 x 7 (the last entry repeats)
    expect(invitesNeeded(table, 0, 0, 30_000)).toBe(10);
    let current = 0;
    let needed = invitesNeeded(table, 0, current, 30_000);
    for (let opened = 0; current < 30_000; opened += 1) {
      current += increaseFor(table, opened, current, 30_000);
      const next = invitesNeeded(table, opened + 1, current, 30_000);
      expect(next).toBe(needed - 1);
      needed = next;
    }
    expect(needed).toBe(0);
  });
});
