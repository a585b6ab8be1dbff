import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword, TOP_RANKED } from './common-passwords.js';
import { assertPasswordAllowed } from './password-policy.js';

describe('common passwords', () => {
  it('loads the ranked list', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(TOP_RANKED * 0.95);
  });

  it('refuses the passwords attackers try first, in any case', () => {
    for (const p of ['123456', 'password', 'qwerty', 'iloveyou', 'Password1', 'MONKEY', 'letmein', 'nyota123', 'Zambia123']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('accepts passwords that are not on the list', () => {
    for (const p of ['tembo-Kp7q', 'kifaru-9Lm2', 'mvua ya jioni 7']) expect(isCommonPassword(p), p).toBe(false);
  });

  it("refuses the player's own number", () => {
    expect(() => assertPasswordAllowed('0971234567', ['0971234567', '260971234567'])).toThrow('errors.password_too_common');
    expect(() => assertPasswordAllowed('tembo-Kp7q', ['0971234567', '260971234567'])).not.toThrow();
  });
});
