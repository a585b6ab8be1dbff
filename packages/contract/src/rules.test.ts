import { describe, expect, it } from 'vitest';
import { MARKETS } from './markets.js';
import {
  amountInput,
  checkConfirm,
  checkMobile,
  checkOtp,
  checkPassword,
  digitsOnly,
  localMobilePattern,
  maskMobile,
  toE164,
  toLocal,
} from './rules.js';
import { reconnectDelayMs } from './constants.js';

describe('seed §5 validation rules', () => {
  it.each([
    ['', 'base.mobileLabel'],
    ['096123456', 'base.invidate_mobile'],
    ['09612345678', 'base.invidate_mobile'],
    ['1961234567', 'base.invidate_mobile'],
    ['096123456a', 'base.invidate_mobile'],
    ['0961234567', null],
  ])('mobile %j -> %s', (v, key) => expect(checkMobile(v)).toBe(key));

  it.each([
    ['', 'base.invidate_password'],
    ['12345', 'base.invidate_password_length'],
    ['123456', null],
    ['x'.repeat(20), null],
    ['x'.repeat(21), 'base.invidate_password_length'],
    ['😀😀😀😀😀😀', null],
  ])('password %j -> %s', (v, key) => expect(checkPassword(v)).toBe(key));

  it.each([
    ['1234', null],
    ['123', 'base.invidate_otp_code'],
    ['12345', 'base.invidate_otp_code'],
    ['12a4', 'base.invidate_otp_code'],
    ['١٢٣٤', 'base.invidate_otp_code'],
  ])('otp %j -> %s', (v, key) => expect(checkOtp(v)).toBe(key));

  it('confirmation must equal the password', () => {
    expect(checkConfirm('secret1', 'secret1')).toBeNull();
    expect(checkConfirm('secret1', 'secret2')).toBe('base.dont_match');
  });
});

describe('phone numbers', () => {
  it('converts Zambian national numbers to E.164 digits and back', () => {
    expect(toE164('0961234567')).toBe('260961234567');
    expect(toLocal('260961234567')).toBe('0961234567');
    expect(toE164('096123456')).toBeNull();
  });

  it('uses each market area code', () => {
    expect(toE164('0712345678', MARKETS.ke)).toBe('254712345678');
    expect(toE164('0241234567', MARKETS.gh)).toBe('233241234567');
  });

  it('masks numbers for public lists', () => expect(maskMobile('0961234567')).toBe('096****567'));
});

describe('inputs', () => {
  it('keeps digits only, up to a length', () => expect(digitsOnly('09a6 1-23', 4)).toBe('0961'));
  it('lets a leading zero block further digits unless a point follows (seed: currency inputs)', () => {
    expect(amountInput('0')).toBe('0');
    expect(amountInput('05')).toBe('0');
    expect(amountInput('00012.345')).toBe('0.34');
    expect(amountInput('0.5')).toBe('0.5');
    expect(amountInput('0.505')).toBe('0.50');
    expect(amountInput('.5')).toBe('0.5');
    expect(amountInput('120.345')).toBe('120.34');
    expect(amountInput('1.2.3')).toBe('1.23');
    expect(amountInput('abc100')).toBe('100');
  });
});

describe('reconnect delay (seed §9)', () => {
  it('is 5 s for the first hundred attempts, then grows by powers of 5', () => {
    expect(reconnectDelayMs(0)).toBe(5000);
    expect(reconnectDelayMs(99)).toBe(5000);
    expect(reconnectDelayMs(200)).toBe(25000);
    expect(reconnectDelayMs(300)).toBe(125000);
  });
});

describe('market presets', () => {
  it('share one national number format, so the contract schemas validate every market alike', () => {
    // The route schemas use one mobile pattern; a market with another format needs per-market schemas.
    for (const m of Object.values(MARKETS)) {
      expect(localMobilePattern(m).source).toBe(localMobilePattern(MARKETS.zm).source);
    }
  });

  it('give every operator prefix a valid national number', () => {
    for (const m of Object.values(MARKETS)) {
      for (const op of m.operators) {
        for (const prefix of op.prefixes) {
          const local = m.trunkPrefix + prefix + '0'.repeat(m.nsnLength - prefix.length);
          expect(checkMobile(local, m)).toBeNull();
        }
      }
    }
  });
});
