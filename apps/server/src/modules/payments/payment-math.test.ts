import { describe, expect, it } from 'vitest';
import { MARKETS } from '@nyota/contract/markets';
import type { DepositConfig, WithdrawConfig } from '@nyota/contract/api/payments';
import { applyRate, depositTax, netAmount, UnsupportedFeeTypeError, withdrawFee } from './payment-math.js';
import { depositTaxSettings, withholdingRule } from './payments-config.js';

describe('withdraw fee (seed §5)', () => {
  it.each([
    // [amount, type, value, fee]
    [10_000, 2, 250, 250], // fixed K2.50 whatever the amount
    [1, 2, 250, 250], // fixed can exceed a tiny amount: the net check refuses it later
    [10_000, 1, 100, 100], // 1% of K100.00 = K1.00 exactly
    [10_050, 1, 100, 101], // 1% of K100.50 = 100.5 ngwee, rounded up
    [1, 1, 100, 1], // any fraction of a ngwee is a whole ngwee
    [99_999, 1, 150, 1500], // 1.5% of 999.99 = 14.99985 -> 15.00
    [10_000, 1, 0, 0],
  ])('amount %i, type %i, value %i -> fee %i', (amount, type, value, fee) => {
    expect(withdrawFee(amount, type, value)).toBe(fee);
  });

  it.each([0, 3, -1, 99])('refuses fee type %i', (type) => {
    expect(() => withdrawFee(10_000, type, 100)).toThrow(UnsupportedFeeTypeError);
  });
});

describe('rounding of rates', () => {
  it.each([
    [1005, 1000, 'down', 100],
    [1005, 1000, 'up', 101],
    [1005, 1000, 'half_up', 101],
    [1004, 1000, 'half_up', 100],
    [1000, 1000, 'up', 100],
  ] as const)('%i × %i/10000 rounded %s = %i', (amount, rate, rounding, out) => {
    expect(applyRate(amount, rate, rounding)).toBe(out);
  });
});

describe('deposit tax and subsidy (seed §3 tax info)', () => {
  const base = { taxRate: 500, rounding: 'down' as const, subsidyRate: 0, subsidyRange: { min: 0, amount: 0 } };
  it.each([
    // [amount, settings, taxPayable, subsidy, credit]
    [10_000, base, 500, 0, 9_500],
    [10_019, base, 500, 0, 9_519], // 500.95 rounded down
    [10_000, { ...base, subsidyRate: 10_000 }, 500, 500, 10_000], // platform pays all the tax
    [10_000, { ...base, subsidyRate: 5_000 }, 500, 250, 9_750],
    [10_000, { ...base, subsidyRate: 10_000, subsidyRange: { min: 20_000, amount: 0 } }, 500, 0, 9_500], // below the range
    [50_000, { ...base, subsidyRate: 10_000, subsidyRange: { min: 20_000, amount: 1_000 } }, 2_500, 1_000, 48_500], // capped
    [10_000, { ...base, taxRate: 0, subsidyRate: 10_000 }, 0, 0, 10_000],
  ])('amount %i -> tax %#', (amount, settings, tax, subsidy, credit) => {
    const t = depositTax(amount, settings);
    expect(t).toEqual({ taxPayable: tax, rateSubsidyAmount: subsidy, credit });
  });
});

describe('net amount (seed §5)', () => {
  it('net is amount − fee − tax, never below zero', () => {
    expect(netAmount(10_000, 100, 1_000)).toBe(8_900);
    expect(netAmount(100, 250, 0)).toBe(0);
  });
});

describe('dated tax rules per market', () => {
  const withdraw: WithdrawConfig = {
    enable: true,
    message: '',
    taxRate: null,
    minimumLimitPerTransaction: 1,
    upperLimitPerTransaction: 1,
    dailyLimit: 1,
    instantDailyCap: 1,
    unwageredFee: { rate: 0, multiple: 1, windowDays: 30 },
  };
  const deposit: DepositConfig = {
    enable: true,
    taxRate: null,
    subsidyRange: { min: 0, amount: 0 },
    subsidyRate: 0,
    minimumLimitPerTransaction: 1,
    upperLimitPerTransaction: 1,
    dailyLimit: 1,
    expiryMinutes: 10,
  };

  it.each([
    ['zm', '2022-06-01T12:00:00Z', 2000, 'net_winnings'],
    ['zm', '2026-01-15T12:00:00Z', 1500, 'net_winnings'],
    ['ke', '2025-06-30T12:00:00Z', 2000, 'net_winnings'],
    ['ke', '2025-07-01T12:00:00Z', 500, 'withdrawal'],
    ['gh', '2026-01-15T12:00:00Z', 1000, 'net_winnings'],
  ] as const)('%s on %s withholds %i on %s', (market, when, rate, base) => {
    expect(withholdingRule(withdraw, MARKETS[market], new Date(when))).toMatchObject({ rate, base });
  });

  it('a rate in config 6002 overrides the dated rule and applies the seed rule', () => {
    expect(withholdingRule({ ...withdraw, taxRate: 1000 }, MARKETS.ke, new Date('2026-01-15T12:00:00Z'))).toEqual({
      rate: 1000,
      rounding: 'down',
      base: 'net_winnings',
    });
  });

  it('the rule follows the local day: 23:30 UTC on 30 June is already 1 July in Nairobi', () => {
    expect(withholdingRule(withdraw, MARKETS.ke, new Date('2025-06-30T23:30:00Z')).base).toBe('withdrawal');
  });

  it('deposit tax: Kenyan excise on deposits from July 2025, none in Zambia', () => {
    expect(depositTaxSettings(deposit, MARKETS.ke, new Date('2025-08-01T12:00:00Z')).taxRate).toBe(500);
    expect(depositTaxSettings(deposit, MARKETS.ke, new Date('2025-05-01T12:00:00Z')).taxRate).toBe(0);
    expect(depositTaxSettings(deposit, MARKETS.zm, new Date('2026-01-15T12:00:00Z')).taxRate).toBe(0);
    expect(depositTaxSettings({ ...deposit, taxRate: 700 }, MARKETS.zm, new Date()).taxRate).toBe(700);
  });
});
