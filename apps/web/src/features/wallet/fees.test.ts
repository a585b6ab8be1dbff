import { describe, expect, it } from 'vitest';
import { feeFor, feeRuleOf, feeRuleText, netAmount, percentText } from './fees';

describe('withdraw fee (seed §5)', () => {
  it('type 1 is a percentage over 10000, rounded up to the next minor unit', () => {
    const rule = feeRuleOf({ withdrawFeeType: 1, withdrawFeeValue: 100 });
    expect(rule).toEqual({ kind: 'percent', rate: 100 });
    expect(feeFor(10_000, rule)).toBe(100);
    // 1% of K 10.01 is 10.01 ngwee: charged as 11.
    expect(feeFor(1_001, rule)).toBe(11);
    expect(feeFor(1, rule)).toBe(1);
    expect(feeFor(0, rule)).toBe(0);
  });

  it('type 2 is a fixed amount whatever the withdrawal', () => {
    const rule = feeRuleOf({ withdrawFeeType: 2, withdrawFeeValue: 250 });
    expect(feeFor(1_000, rule)).toBe(250);
    expect(feeFor(5_000_000, rule)).toBe(250);
  });

  it('any other type is an error: no fee can be shown and the channel is not offered', () => {
    for (const type of [0, 3, -1]) {
      const rule = feeRuleOf({ withdrawFeeType: type, withdrawFeeValue: 100 });
      expect(rule).toEqual({ kind: 'unsupported', type });
      expect(feeFor(10_000, rule)).toBeNull();
      expect(feeRuleText(rule, 'K')).toBe('');
    }
  });

  it('describes the rule for the channel list', () => {
    expect(feeRuleText({ kind: 'percent', rate: 100 }, 'K')).toBe('1%');
    expect(feeRuleText({ kind: 'percent', rate: 150 }, 'K')).toBe('1.5%');
    expect(feeRuleText({ kind: 'fixed', amount: 250 }, 'K')).toBe('K 2.50');
    expect(feeRuleText({ kind: 'fixed', amount: 0 }, 'K')).toBe('');
    expect(percentText(1_000)).toBe('10%');
    expect(percentText(125)).toBe('1.25%');
  });

  it('net is amount minus fee minus tax, never below zero', () => {
    expect(netAmount(10_000, 100, 1_000)).toBe(8_900);
    expect(netAmount(300, 250, 100)).toBe(0);
  });
});
