/** The extra-fee rule on fixed cases (docs/product-rules/wallet-unwagered-fee.md), pure. */
import { describe, expect, it } from 'vitest';
import { applyTurnover, DAY_MS, uncoveredMoney, unwageredFee, type DepositTurnover } from './unwagered-fee.js';

const T0 = new Date('2026-05-01T10:00:00Z').getTime();
const at = (days: number) => new Date(T0 + days * DAY_MS);
const cfg = { multiple: 1, windowDays: 30 };

describe('deposit turnover', () => {
  it('stakes cover the oldest deposit first, then the next; extra stakes cover nothing later', () => {
    const d: DepositTurnover[] = [];
    applyTurnover(d, [{ kind: 'deposit', intentId: 'a', amount: 100, at: at(0) }], cfg);
    applyTurnover(d, [{ kind: 'deposit', intentId: 'b', amount: 100, at: at(1) }], cfg);
    applyTurnover(d, [{ kind: 'stake', stake: 150, at: at(2) }], cfg);
    expect(d.map((x) => x.covered)).toEqual([100, 50]);
    applyTurnover(d, [{ kind: 'stake', stake: 500, at: at(2) }], cfg);
    applyTurnover(d, [{ kind: 'deposit', intentId: 'c', amount: 100, at: at(3) }], cfg);
    expect(uncoveredMoney(d, at(3), 30)).toBe(100);
  });

  it('a multiple needs that many times the deposit; money uncovered rounds up', () => {
    const d: DepositTurnover[] = [];
    applyTurnover(d, [{ kind: 'deposit', intentId: 'a', amount: 100, at: at(0) }], { multiple: 3, windowDays: 30 });
    applyTurnover(d, [{ kind: 'stake', stake: 100, at: at(0) }], cfg);
    expect(uncoveredMoney(d, at(0), 30)).toBe(67);
  });

  it('a deposit outside the window is neither covered nor counted; a fact replayed changes nothing', () => {
    const d: DepositTurnover[] = [];
    const dep = { kind: 'deposit' as const, intentId: 'a', amount: 100, at: at(0) };
    applyTurnover(d, [dep, dep], cfg);
    expect(d).toHaveLength(1);
    applyTurnover(d, [{ kind: 'stake', stake: 100, at: at(31) }], cfg);
    expect(d[0]?.covered).toBe(0);
    expect(uncoveredMoney(d, at(31), 30)).toBe(0);
  });
});

describe('unwagered fee', () => {
  const rate = 1000;
  it('free money goes first; only what goes beyond it is charged, rounded up', () => {
    expect(unwageredFee({ amount: 12_000, balance: 15_000, uncovered: 10_000, drawn: 0, rate })).toEqual({
      base: 7_000,
      fee: 700,
    });
    expect(unwageredFee({ amount: 5_000, balance: 15_000, uncovered: 10_000, drawn: 0, rate })).toEqual({ base: 0, fee: 0 });
    expect(unwageredFee({ amount: 15, balance: 15, uncovered: 15, drawn: 0, rate })).toEqual({ base: 15, fee: 2 });
  });

  it('earlier draws and the balance cap the unwagered money; rate 0 is off', () => {
    expect(unwageredFee({ amount: 5_000, balance: 5_000, uncovered: 10_000, drawn: 5_000, rate })).toEqual({
      base: 5_000,
      fee: 500,
    });
    expect(unwageredFee({ amount: 5_000, balance: 10_000, uncovered: 10_000, drawn: 10_000, rate })).toEqual({ base: 0, fee: 0 });
    expect(unwageredFee({ amount: 4_000, balance: 4_000, uncovered: 10_000, drawn: 0, rate })).toEqual({ base: 4_000, fee: 400 });
    expect(unwageredFee({ amount: 4_000, balance: 4_000, uncovered: 10_000, drawn: 0, rate: 0 })).toEqual({ base: 0, fee: 0 });
  });
});
