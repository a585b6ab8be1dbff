import { describe, expect, it } from 'vitest';
import { afterBet, afterResult } from './auto-bet';

describe('auto-bet', () => {
  it('stops after N rounds, on the profit target, or on the loss limit', () => {
    let a = afterBet({ roundsLeft: 2, stopProfit: 0, stopLoss: 0, net: 0 });
    a = afterResult(a, 1_000, 0)!;
    expect(a).toEqual({ roundsLeft: 1, stopProfit: 0, stopLoss: 0, net: -1_000 });
    expect(afterResult(afterBet(a), 1_000, 2_000)).toBeNull();
    expect(afterResult({ roundsLeft: 5, stopProfit: 500, stopLoss: 0, net: 0 }, 1_000, 1_500)).toBeNull();
    expect(afterResult({ roundsLeft: 5, stopProfit: 0, stopLoss: 1_500, net: -1_000 }, 1_000, 0)).toBeNull();
    expect(afterResult({ roundsLeft: 5, stopProfit: 0, stopLoss: 1_500, net: 0 }, 1_000, 0)?.net).toBe(-1_000);
  });
});
