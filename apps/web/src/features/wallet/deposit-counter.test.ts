import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_COUNTER_IDLE,
  depositCounterReset,
  depositCounterSecondsLeft,
  depositCounterStarted,
  depositCounterTick,
} from './deposit-counter';
import { DEPOSIT_COUNTER_SECONDS } from './wallet-constants';

describe('the deposit counter (wallet seed §4, §9)', () => {
  it('counts 30 seconds down, one a second, from the moment the request goes out', () => {
    expect(DEPOSIT_COUNTER_SECONDS).toBe(30);
    let c = depositCounterStarted(1_000);
    expect(c.status).toBe('counting');
    expect(depositCounterSecondsLeft(c, 1_000)).toBe(30);
    expect(depositCounterSecondsLeft(c, 1_999)).toBe(30);
    expect(depositCounterSecondsLeft(c, 2_000)).toBe(29);
    c = depositCounterTick(c, 30_999);
    expect(c.status).toBe('counting');
    expect(depositCounterSecondsLeft(c, 30_999)).toBe(1);
  });

  it('runs out after 30 s and then reads 0 however late it is asked', () => {
    let c = depositCounterStarted(0);
    c = depositCounterTick(c, 30_000);
    expect(c.status).toBe('expired');
    expect(depositCounterSecondsLeft(c, 30_000)).toBe(0);
    expect(depositCounterSecondsLeft(depositCounterTick(c, 90_000), 90_000)).toBe(0);
  });

  it('is reset to a stopped 30 when the result shows, counting or expired', () => {
    for (const c of [depositCounterStarted(0), depositCounterTick(depositCounterStarted(0), 31_000)]) {
      const reset = depositCounterReset();
      expect(reset).toEqual(DEPOSIT_COUNTER_IDLE);
      expect(reset.status).toBe('idle');
      expect(depositCounterSecondsLeft(reset, 45_000)).toBe(30);
      // A stray tick after the reset does not start it again.
      expect(depositCounterTick(reset, 99_000)).toEqual(reset);
      expect(c.status).not.toBe('idle');
    }
  });

  it('never reads more than its length, even if the clock stepped back', () => {
    const c = depositCounterStarted(10_000);
    expect(depositCounterSecondsLeft(c, 0)).toBe(30);
  });
});
