import { describe, expect, it } from 'vitest';
import { fixedFloats, floatsAt } from '../byte-stream.js';
import { playSlotRound, playSlotRoundFrom, isValidSlotStake, slotPayout } from './spin.js';
import { SAVANNA_SLOT } from './savanna.js';
import { TINY_SLOT } from './test-slot.js';

const inputsFor = (nonce: number) => ({ serverSeed: 'slot-server-seed', clientSeed: 'lucky', nonce });

describe('slot rounds from the byte stream', () => {
  it('stops each reel at floor(float · length), floats 0..4 for the paid spin', () => {
    const round = playSlotRound(SAVANNA_SLOT, inputsFor(0));
    expect(round.base.stops).toEqual(floatsAt(inputsFor(0), 5).map((f) => Math.floor(f * 30)));
    expect(round.base.window.map((column) => column[0])).toEqual(
      round.base.stops.map((stop, reel) => SAVANNA_SLOT.strips[reel]?.[stop]),
    );
    expect(playSlotRound(SAVANNA_SLOT, inputsFor(0))).toEqual(round);
  });

  it('plays the awarded free spins from the next floats, tripled, without retriggers', () => {
    let nonce = 0;
    while (playSlotRound(SAVANNA_SLOT, inputsFor(nonce)).base.freeSpinsAwarded === 0) nonce += 1;
    const round = playSlotRound(SAVANNA_SLOT, inputsFor(nonce));
    expect([10, 15, 20]).toContain(round.freeSpins.length);
    expect(round.base.scatterCount).toBeGreaterThanOrEqual(3);
    const floats = floatsAt(inputsFor(nonce), 10);
    expect(round.freeSpins[0]?.stops).toEqual(floats.slice(5, 10).map((f) => Math.floor(f * 30)));
    for (const spin of round.freeSpins) {
      expect(spin.multiplier).toBe(3);
      expect(spin.freeSpinsAwarded).toBe(0);
      const raw = spin.lineWins.reduce((sum, w) => sum + w.pay, 0) + spin.scatterPay * 10;
      expect(spin.pay).toBe(raw * 3);
    }
    expect(round.totalPay).toBe(round.freeSpins.reduce((sum, s) => sum + s.pay, round.base.pay));
  });

  it('replays a recorded round from its floats', () => {
    // Tiny slot: stops 0,1,2 -> reel windows [A,W], [A,S], [W,B]; top line A,A,W = A×3 = 10.
    const at = (stop: number, length: number) => (stop + 0.5) / length;
    const round = playSlotRoundFrom(TINY_SLOT, fixedFloats([at(0, 4), at(1, 3), at(2, 5)]));
    expect(round.base.window).toEqual([
      ['A', 'W'],
      ['A', 'S'],
      ['W', 'B'],
    ]);
    expect(round.base.lineWins).toEqual([{ line: 0, symbol: 'A', count: 3, pay: 10 }]);
    expect(round.base.scatterCount).toBe(1);
    expect(round.base.pay).toBe(10); // one scatter pays nothing (scatterPays[0] = 0)
    expect(round.base.freeSpinsAwarded).toBe(0);
  });

  it('pays whole minor units: the stake splits over the 10 lines', () => {
    const round = { ...playSlotRound(SAVANNA_SLOT, inputsFor(0)), totalPay: 37 };
    expect(slotPayout(SAVANNA_SLOT, 100, round)).toBe(370);
    expect(isValidSlotStake(SAVANNA_SLOT, 105)).toBe(false);
    expect(() => slotPayout(SAVANNA_SLOT, 105, round)).toThrow(RangeError);
  });
});
