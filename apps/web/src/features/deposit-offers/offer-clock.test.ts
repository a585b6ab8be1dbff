import { describe, expect, it } from 'vitest';
import { bonusPreview, clockText, secondsLeft } from './offer-clock';

describe('first-deposit countdown', () => {
  const end = '2026-11-20T08:30:00.000Z';
  it('counts whole seconds down to the end and stops at 0', () => {
    expect(secondsLeft(end, Date.parse('2026-11-20T08:00:00.000Z'))).toBe(1800);
    expect(secondsLeft(end, Date.parse('2026-11-20T08:29:59.200Z'))).toBe(1);
    expect(secondsLeft(end, Date.parse('2026-11-20T08:31:00.000Z'))).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft('not a date', 0)).toBe(0);
  });
  it('writes minutes and seconds, and hours past an hour', () => {
    expect(clockText(1800)).toBe('30:00');
    expect(clockText(65)).toBe('01:05');
    expect(clockText(3900)).toBe('1:05:00');
  });
  it('previews the bonus as the server computes it', () => {
    expect(bonusPreview(5_000, { percent: 100, maxBonus: 1_000_000 })).toBe(5_000);
    expect(bonusPreview(3_001, { percent: 50, maxBonus: 2_000 })).toBe(1_500);
    expect(bonusPreview(10_000, { percent: 50, maxBonus: 2_000 })).toBe(2_000);
  });
});
