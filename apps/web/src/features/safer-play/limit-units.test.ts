import { describe, expect, it } from 'vitest';
import { parseTyped, typedOf } from './limit-units';

describe('limit input', () => {
  it('reads money in currency units with cents and minutes as whole numbers', () => {
    expect(parseTyped('deposit_day', '100')).toBe(10_000);
    expect(parseTyped('loss_day', '0.50')).toBe(50);
    expect(parseTyped('loss_day', ' ')).toBeNull();
    expect(parseTyped('loss_day', '0')).toBeUndefined();
    expect(parseTyped('loss_day', '1.234')).toBeUndefined();
    expect(parseTyped('session_minutes', '45')).toBe(45);
    expect(parseTyped('session_minutes', '4.5')).toBeUndefined();
  });

  it('shows a stored value back as typed', () => {
    expect(typedOf('deposit_week', 10_000)).toBe('100');
    expect(typedOf('loss_day', 50)).toBe('0.50');
    expect(typedOf('session_minutes', 30)).toBe('30');
    expect(typedOf('loss_month', null)).toBe('');
  });
});
