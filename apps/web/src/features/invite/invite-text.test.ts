import { describe, expect, it } from 'vitest';
import { formulaLines, neededText, processStatusKey } from './invite-text';
import { countdownText } from '../../shared/lib/countdown';

const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`;

describe('invite texts', () => {
  it('publishes the whole table: the start, each entry, the repeating last one and the count needed', () => {
    const lines = formulaLines(t, 15_000, [10_000, 5_000], 2);
    expect(lines).toEqual([
      'invite.formula_start{"start":"K 150.00"}',
      'invite.formula_step{"n":1,"amount":"K 100.00"}',
      'invite.formula_step{"n":2,"amount":"K 50.00"}',
      'invite.formula_rest{"amount":"K 50.00"}',
      'invite.formula_needed{"n":2}',
    ]);
  });

  it('says one more friend in its own words, and counts down in hours', () => {
    expect(neededText(t, 1, 30_000)).toBe('invite.needed_one{"target":"K 300.00"}');
    expect(neededText(t, 3, 30_000)).toBe('invite.needed{"n":3,"target":"K 300.00"}');
    expect(countdownText(24 * 3_600_000 - 1_000)).toBe('23:59:59');
    expect(countdownText(49 * 3_600_000)).toBe('2d 01:00:00');
    expect(countdownText(-5)).toBe('00:00:00');
    expect(processStatusKey(-1)).toBe('invite.status.-1');
  });
});
