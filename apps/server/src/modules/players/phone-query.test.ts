import { describe, expect, it } from 'vitest';
import { MARKETS } from '@nyota/contract/markets';
import { phonePrefixE164 } from './phone-query.js';

describe('phonePrefixE164', () => {
  it.each([
    ['0971234567', '260971234567'],
    ['260971234567', '260971234567'],
    ['+260 97 123 4567', '260971234567'],
    ['+260 97…', '26097'],
    ['971234567', '260971234567'],
    ['097-123-4567', '260971234567'],
  ])('%s is %s', (typed, digits) => {
    expect(phonePrefixE164(typed, MARKETS.zm)).toBe(digits);
  });

  it('refuses text that cannot start a number', () => {
    expect(phonePrefixE164('ab', MARKETS.zm)).toBeNull();
    expect(phonePrefixE164('+2', MARKETS.zm)).toBeNull();
  });
});
