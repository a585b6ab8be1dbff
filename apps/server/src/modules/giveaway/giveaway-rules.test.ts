/** The giveaway's time rules and status, without a database. */
import { describe, expect, it } from 'vitest';
import type { GiveawayRound } from '@nyota/contract/staff/giveaway-settings-schemas';
import { currentRound, splitRound, stateOf, windowOf } from './giveaway-rules.js';

const round: GiveawayRound = {
  id: 1,
  name: { en: 'R', sw: 'R' },
  enabled: true,
  startAt: '2026-11-10T00:00:00Z',
  endAt: '2026-11-30T00:00:00Z',
  budget: 1_000,
  presents: [
    { id: 1, amount: 300, registrationDays: 0, validHours: 24, auto: false },
    { id: 2, amount: 300, registrationDays: 3, validHours: 24, auto: false },
    { id: 3, amount: 800, registrationDays: 0, validHours: 24, auto: false },
    { id: 4, amount: 100, registrationDays: 0, validHours: 24, auto: true },
  ],
};
const at = (iso: string) => new Date(iso);
const p = (i: number) => round.presents[i] ?? round.presents[0]!;

describe('giveaway rules', () => {
  it('opens a present at the later of the round start and the account age, for validHours, never past the end', () => {
    expect(windowOf(round, p(0), at('2026-11-01T00:00:00Z'))).toEqual({
      availableAt: at('2026-11-10T00:00:00Z'),
      expireAt: at('2026-11-11T00:00:00Z'),
    });
    expect(windowOf(round, p(1), at('2026-11-20T06:00:00Z')).availableAt).toEqual(at('2026-11-23T06:00:00Z'));
    expect(windowOf(round, p(0), at('2026-11-29T12:00:00Z')).expireAt).toEqual(at('2026-11-30T00:00:00Z'));
  });

  it('is later before, open inside and gone after its window', () => {
    const w = windowOf(round, p(1), at('2026-11-20T00:00:00Z'));
    expect(stateOf(w, false, at('2026-11-22T23:59:59Z'))).toBe('later');
    expect(stateOf(w, false, at('2026-11-23T00:00:00Z'))).toBe('open');
    expect(stateOf(w, false, at('2026-11-24T00:00:00Z'))).toBe('gone');
    expect(stateOf(w, true, at('2026-11-23T00:00:00Z'))).toBe('claimed');
  });

  it('gives status 1, 2, 3 and 4 and leaves out what the budget left cannot pay', () => {
    const base = {
      createdAt: at('2026-11-20T00:00:00Z'),
      guest: false,
      claimed: new Set<number>(),
      budgetLeft: 1_000,
      now: at('2026-11-20T01:00:00Z'),
    };
    const open = splitRound(round, base);
    expect(open.status).toBe(1);
    expect(open.presents.map((x) => x.id)).toEqual([1, 3]);
    expect(open.others.map((x) => x.id)).toEqual([2]);
    expect(splitRound(round, { ...base, budgetLeft: 500 }).presents.map((x) => x.id)).toEqual([1]);
    expect(splitRound(round, { ...base, claimed: new Set([1, 3]) }).status).toBe(2);
    expect(splitRound(round, { ...base, guest: true }).status).toBe(3);
    expect(splitRound(round, { ...base, claimed: new Set([1, 2, 3, 4]) }).status).toBe(4);
  });

  it('shows the running round with the latest start', () => {
    const later = { ...round, id: 2, startAt: '2026-11-15T00:00:00Z' };
    const off = { ...round, id: 3, startAt: '2026-11-16T00:00:00Z', enabled: false };
    expect(currentRound({ rounds: [round, later, off] }, at('2026-11-20T00:00:00Z'))?.id).toBe(2);
    expect(currentRound({ rounds: [round] }, at('2026-12-01T00:00:00Z'))).toBeUndefined();
  });
});
