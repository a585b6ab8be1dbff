import { describe, expect, it } from 'vitest';
import { withholdingTax, type WithholdingHistory } from './withholding-tax.js';

const rule = { rate: 1000, rounding: 'down' as const, base: 'net_winnings' as const };
const h = (deposited: number, withdrawn = 0, withheld = 0): WithholdingHistory => ({ deposited, withdrawn, withheld });

describe('withholding tax on net winnings (docs/product-rules/wallet-tax.md)', () => {
  it.each([
    // [case, history, amount, tax, taxable]
    ['no deposits: all of it is winnings', h(0), 30_000, 3_000, 30_000],
    ['deposits cover it: no tax', h(50_000), 30_000, 0, 0],
    ['exactly the deposits: none when zero', h(30_000), 30_000, 0, 0],
    ['the part above deposits is taxed', h(10_000), 30_000, 2_000, 20_000],
    ['a deposit set against an earlier withdrawal counts once', h(10_000, 30_000, 2_000), 10_000, 1_000, 10_000],
    ['leftover deposits carry to the next withdrawal', h(50_000, 10_000), 30_000, 0, 0],
    ['leftover deposits partly cover the next one', h(50_000, 10_000), 60_000, 2_000, 20_000],
    ['tax withheld earlier counts toward this one', h(0, 10_000, 1_500), 10_000, 500, 10_000],
    ['tax withheld above what is now due is not refunded', h(20_000, 10_000, 1_000), 10_000, 0, 0],
    ['a fraction of a ngwee is rounded down', h(0), 10_005, 1_000, 10_005],
  ])('%s', (_name, history, amount, tax, taxable) => {
    expect(withholdingTax({ ...rule, amount, history })).toEqual({ tax, taxableAmount: taxable });
  });

  // The seen over-charge (K = 100 ngwee): K100 deposited on day -31, K100 withdrawn on day -20.
  // The deposit's age does not matter, so the K100 taken out on day -20 stays covered.
  describe('the 30-day edge', () => {
    const seen = h(10_000, 10_000, 0);
    it('a K100 withdrawal today is K10, not K20', () => {
      expect(withholdingTax({ ...rule, amount: 10_000, history: seen }).tax).toBe(1_000);
    });
    it('a K10 withdrawal today is K1, not K10', () => {
      expect(withholdingTax({ ...rule, amount: 1_000, history: seen }).tax).toBe(100);
    });
    it('K200 deposited today and K200 withdrawn is not taxed', () => {
      expect(withholdingTax({ ...rule, amount: 20_000, history: h(30_000, 10_000, 0) }).tax).toBe(0);
    });
  });

  it('rounding up and half up follow the rule, and never exceed the amount', () => {
    expect(withholdingTax({ ...rule, rounding: 'up', amount: 10_001, history: h(0) }).tax).toBe(1_001);
    expect(withholdingTax({ ...rule, rounding: 'half_up', amount: 10_005, history: h(0) }).tax).toBe(1_001);
    expect(withholdingTax({ ...rule, rate: 10_000, amount: 7, history: h(0, 0, 0) }).tax).toBe(7);
  });

  it('a flat withdrawal rule taxes the whole amount, whatever was deposited', () => {
    expect(withholdingTax({ ...rule, rate: 500, base: 'withdrawal', amount: 10_000, history: h(99_999) })).toEqual({
      tax: 500,
      taxableAmount: 10_000,
    });
  });

  it('no rate, no tax', () => {
    expect(withholdingTax({ ...rule, rate: 0, amount: 10_000, history: h(0) })).toEqual({ tax: 0, taxableAmount: 0 });
  });
});
