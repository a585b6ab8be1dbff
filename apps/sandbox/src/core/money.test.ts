import { describe, expect, it } from 'vitest';
import { formatAmount, majorToMinor, parseAmount } from './money.js';
import { countryOf, prefixNetwork } from './networks.js';

describe('wire amounts', () => {
  it('parse pawaPay/MTN decimal strings and refuse the malformed ones', () => {
    expect(parseAmount('15')).toEqual({ ok: true, minor: 1500, fractionDigits: 0 });
    expect(parseAmount('0.5')).toEqual({ ok: true, minor: 50, fractionDigits: 1 });
    expect(parseAmount('15.123')).toMatchObject({ ok: true, fractionDigits: 3 });
    for (const bad of ['015', '-1', '1e3', '1,000', '', '.5', '15.']) expect(parseAmount(bad)).toEqual({ ok: false });
  });

  it('format with the provider’s decimals and read control amounts', () => {
    expect(formatAmount(1500, 2)).toBe('15.00');
    expect(formatAmount(5, 2)).toBe('0.05');
    expect(formatAmount(150_000, 0)).toBe('1500');
    expect(majorToMinor('150.50')).toBe(15_050);
    expect(majorToMinor(12.5)).toBe(1250);
    expect(majorToMinor('1.234')).toBeNull();
  });
});

describe('numbering plan', () => {
  it('tells country and network by prefix', () => {
    expect([countryOf('260961234567'), prefixNetwork('260961234567')]).toEqual(['ZM', 'MTN']);
    expect(prefixNetwork('260571234567')).toBe('AIRTEL');
    expect(prefixNetwork('260953456789')).toBe('ZAMTEL');
    expect(prefixNetwork('254741234567')).toBe('MPESA');
    expect(prefixNetwork('254751234567')).toBe('AIRTEL');
    expect(countryOf('46733123450')).toBeNull();
    expect(countryOf('26096123456')).toBeNull();
  });
});
