import { describe, expect, it } from 'vitest';
import { autoBetFromForm, autoCashout, cashOutAmount, clampStake, presetStake } from './bet-slip';

describe('bet panel inputs', () => {
  it('keep the stake within the limits, presets included', () => {
    expect(clampStake(50, 100, 5_000)).toBe(100);
    expect(clampStake(9_000, 100, 5_000)).toBe(5_000);
    expect(presetStake(2, 100, 1_000_000)).toBe(2_000);
    expect(presetStake(10, 100, 5_000)).toBe(5_000);
    // A step stake above one unit scales the presets.
    expect(presetStake(1, 500, 1_000_000)).toBe(5_000);
  });

  it('accept an auto cash-out from 1.01x to 200.00x only', () => {
    expect(autoCashout(false, 'nonsense')).toEqual({ target: null, bad: false });
    expect(autoCashout(true, '2.5')).toEqual({ target: 250, bad: false });
    expect(autoCashout(true, '1.00').bad).toBe(true);
    expect(autoCashout(true, '1.01').bad).toBe(false);
    expect(autoCashout(true, '200').bad).toBe(false);
    expect(autoCashout(true, '200.01').bad).toBe(true);
    expect(autoCashout(true, 'abc')).toEqual({ target: null, bad: true });
  });

  it('read the auto-bet form: 1 to 1000 rounds, limits in minor units, none when empty', () => {
    expect(autoBetFromForm({ rounds: '10', profit: '', loss: '' })).toEqual({
      roundsLeft: 10,
      stopProfit: 0,
      stopLoss: 0,
      net: 0,
    });
    expect(autoBetFromForm({ rounds: 'x', profit: '12.5', loss: '3' })).toEqual({
      roundsLeft: 1,
      stopProfit: 1_250,
      stopLoss: 300,
      net: 0,
    });
    expect(autoBetFromForm({ rounds: '5000', profit: '-4', loss: 'abc' })).toMatchObject({
      roundsLeft: 1_000,
      stopProfit: 0,
      stopLoss: 0,
    });
  });

  it('pay a cash-out in whole minor units, rounded down', () => {
    expect(cashOutAmount(1_000, 157)).toBe(1_570);
    expect(cashOutAmount(333, 150)).toBe(499);
  });
});
