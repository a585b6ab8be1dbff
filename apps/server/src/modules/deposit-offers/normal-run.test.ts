/** The check-in run's rule (normal-deposit.service.ts#runOf), by the market's calendar days. */
import { describe, expect, it } from 'vitest';
import { dayMinimum, runOf } from './normal-deposit.service.js';

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
