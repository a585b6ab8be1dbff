import { describe, expect, it } from 'vitest';
import { canTransition, depositResultOf, depositStatusOf, withdrawStatusOf, type IntentStatus } from './intent-state.js';

const ALL: IntentStatus[] = ['CREATED', 'UNKNOWN', 'SUBMITTED', 'PENDING', 'SUCCEEDED', 'FAILED'];

describe('intent state machine', () => {
  it('moves forward only; final states never change', () => {
    const allowed = ALL.flatMap((from) => ALL.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      [
        'CREATED>UNKNOWN',
        'CREATED>SUBMITTED',
        'CREATED>PENDING',
        'CREATED>SUCCEEDED',
        'CREATED>FAILED',
        'UNKNOWN>SUBMITTED',
        'UNKNOWN>PENDING',
        'UNKNOWN>SUCCEEDED',
        'UNKNOWN>FAILED',
        'SUBMITTED>PENDING',
        'SUBMITTED>SUCCEEDED',
        'SUBMITTED>FAILED',
        'PENDING>SUCCEEDED',
        'PENDING>FAILED',
      ].sort(),
    );
  });

  it.each([
    ['CREATED', false, 0, 1],
    ['PENDING', false, 0, 1],
    ['UNKNOWN', true, 3, 4],
    ['SUCCEEDED', false, 1, 3],
    ['SUCCEEDED', true, 1, 3],
    ['FAILED', false, 2, 4],
  ] as const)('deposit %s (expired %s) shows status %i and result %i', (status, expired, shown, result) => {
    expect(depositStatusOf(status, expired)).toBe(shown);
    expect(depositResultOf(status, expired)).toBe(result);
  });

  it.each([
    ['CREATED', 'pending', 0],
    ['CREATED', 'none', 1],
    ['CREATED', 'approved', 1],
    ['UNKNOWN', 'none', 9],
    ['SUBMITTED', 'none', 9],
    ['PENDING', 'approved', 9],
    ['SUCCEEDED', 'none', 99],
    ['FAILED', 'none', -1],
    ['FAILED', 'rejected', -2],
  ] as const)('withdraw %s with review %s shows %i', (status, review, shown) => {
    expect(withdrawStatusOf(status, review)).toBe(shown);
  });
});
