/**
 * The check-in run's rule (check-in-run.ts), by the market's calendar days: a member who keeps
 * signing in keeps the run; one who stays away (no sign-in, no check-in) more than `returnDays`
 * market days after the last check-in lapses it.
 */
import { describe, expect, it } from 'vitest';
import { runOf, stretchAfter, type SignInStretch } from './check-in-run.js';
import { dayMinimum } from './normal-deposit.service.js';

const offer = { durationDays: 3, returnDays: 2 };
const TZ = 'Africa/Lusaka';
// Day 1 checked in at 23:30 Lusaka on 20 November.
const latest = (itemId: number) => ({ itemId, createdAt: new Date('2026-11-20T21:30:00Z') });
const at = (iso: string) => new Date(iso);

describe('runOf', () => {
  it('starts fresh with no check-in', () => {
    expect(runOf(undefined, offer, at('2026-11-20T08:00:00Z'), TZ)).toEqual({ state: [0, 0, 0], day: 1 });
  });

  it('allows nothing more on the same market day, the next day just after local midnight', () => {
    expect(runOf(latest(1), offer, at('2026-11-20T21:59:59Z'), TZ)).toEqual({ state: [1, 0, 0], day: 0 });
    expect(runOf(latest(1), offer, at('2026-11-20T22:00:00Z'), TZ)).toEqual({ state: [1, 0, 0], day: 2 });
  });

  it('keeps the run for returnDays market days, then expires the days left and starts again', () => {
    expect(runOf(latest(2), offer, at('2026-11-22T21:59:59Z'), TZ)).toEqual({ state: [1, 1, 0], day: 3 });
    expect(runOf(latest(2), offer, at('2026-11-22T22:00:00Z'), TZ)).toEqual({ state: [1, 1, -1], day: 1 });
  });

  it('keeps the run for a member who signed in yesterday, however long ago the check-in', () => {
    const signIns: SignInStretch = { stretchFrom: '2026-11-18', lastDay: '2026-11-23', previousStretchEnd: null };
    expect(runOf(latest(1), offer, at('2026-11-24T08:00:00Z'), TZ, signIns)).toEqual({ state: [1, 0, 0], day: 2 });
    // Without sign-ins the same day is four market days after the check-in: lapsed.
    expect(runOf(latest(1), offer, at('2026-11-24T08:00:00Z'), TZ)).toEqual({ state: [1, -1, -1], day: 1 });
  });

  it('lapses after more than returnDays market days with no sign-in, even with a sign-in today', () => {
    const before: SignInStretch = { stretchFrom: '2026-11-18', lastDay: '2026-11-20', previousStretchEnd: null };
    expect(runOf(latest(1), offer, at('2026-11-23T08:00:00Z'), TZ, before)).toEqual({ state: [1, -1, -1], day: 1 });
    // Signed in today after 21, 22 without: the stretch broke after the check-in.
    const back = stretchAfter(before, '2026-11-23', 2);
    expect(back).toEqual({ stretchFrom: '2026-11-23', lastDay: '2026-11-23', previousStretchEnd: '2026-11-20' });
    expect(runOf(latest(1), offer, at('2026-11-23T08:00:00Z'), TZ, back ?? undefined)).toEqual({ state: [1, -1, -1], day: 1 });
    // A break before the check-in does not count; the gap from the check-in to the next sign-in does.
    const brokeBefore: SignInStretch = { stretchFrom: '2026-11-22', lastDay: '2026-11-24', previousStretchEnd: '2026-11-10' };
    expect(runOf(latest(1), offer, at('2026-11-25T08:00:00Z'), TZ, brokeBefore)).toEqual({ state: [1, 0, 0], day: 2 });
    const lateReturn = { ...brokeBefore, stretchFrom: '2026-11-23' };
    expect(runOf(latest(1), offer, at('2026-11-25T08:00:00Z'), TZ, lateReturn)).toEqual({ state: [1, -1, -1], day: 1 });
  });

  it('moves the sign-in stretch one market day at a time', () => {
    const first = stretchAfter(undefined, '2026-11-20', 2);
    expect(first).toEqual({ stretchFrom: '2026-11-20', lastDay: '2026-11-20', previousStretchEnd: null });
    const s = first ?? undefined;
    expect(stretchAfter(s, '2026-11-20', 2)).toBeNull();
    expect(stretchAfter(s, '2026-11-19', 2)).toBeNull();
    expect(stretchAfter(s, '2026-11-22', 2)).toEqual({
      stretchFrom: '2026-11-20',
      lastDay: '2026-11-22',
      previousStretchEnd: null,
    });
    expect(stretchAfter(s, '2026-11-23', 2)).toEqual({
      stretchFrom: '2026-11-23',
      lastDay: '2026-11-23',
      previousStretchEnd: '2026-11-20',
    });
  });

  it('starts a finished run again on a later day', () => {
    expect(runOf(latest(3), offer, at('2026-11-20T21:45:00Z'), TZ)).toEqual({ state: [1, 1, 1], day: 0 });
    expect(runOf(latest(3), offer, at('2026-11-21T08:00:00Z'), TZ)).toEqual({ state: [0, 0, 0], day: 1 });
  });

  it('takes the smallest minimum of the entries that are on', () => {
    const e = (minAmount: number, enable: boolean) => ({
      type: 1 as const,
      amount: 1,
      copies: 1,
      name: 'x',
      minAmount,
      enable,
      days: 1 as const,
    });
    expect(dayMinimum([e(5_000, true), e(1_000, false), e(3_000, true)])).toBe(3_000);
    expect(dayMinimum([e(1_000, false)])).toBe(Infinity);
  });
});
