/**
 * One paid spin and the free spins it awards, all from the bet's byte stream (reference §2.3 "Slots"):
 * each reel stop is floor(float · stripLength), reels left to right. The base spin uses floats 0..4
 * (cursor 0..19); free spin j (1-based) uses the next five floats, and so on. The whole round,
 * free spins included, is therefore fixed by the seeds at the moment the bet is taken.
 */
import { ByteStream, type FloatSource, type SeedInputs } from '../byte-stream.js';
import { assertMinorUnits } from '../money.js';
import { floatToIndex } from '../outcomes.js';
import { compileSlot, type CompiledSlot, type SlotDefinition } from './definition.js';
import { evaluateWindow, windowAt } from './evaluate.js';

export interface SlotLineWin {
  /** Payline index (0-based). */
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  /** Multiples of the line bet, before the free-spin multiplier. */
  readonly pay: number;
}

export interface SlotSpinResult {
  readonly stops: readonly number[];
  /** window[reel][row], symbol ids. */
  readonly window: readonly (readonly string[])[];
  readonly lineWins: readonly SlotLineWin[];
  readonly scatterCount: number;
  /** Multiples of the total bet, before the free-spin multiplier. */
  readonly scatterPay: number;
  readonly freeSpinsAwarded: number;
  /** 1 on the paid spin, the free-spin multiplier on free spins. */
  readonly multiplier: number;
  /** Everything this spin pays, in multiples of the line bet, multiplier applied. */
  readonly pay: number;
}

export interface SlotRound {
  readonly game: string;
  readonly version: number;
  readonly base: SlotSpinResult;
  readonly freeSpins: readonly SlotSpinResult[];
  /** Whole round in multiples of the line bet. */
  readonly totalPay: number;
}

function spinOnce(slot: CompiledSlot, source: FloatSource, free: boolean): SlotSpinResult {
  const multiplier = free ? slot.definition.freeSpins.multiplier : 1;
  const stops = slot.strips.map((strip) => floatToIndex(source.nextFloat(), strip.length));
  const window = windowAt(slot, stops);
  const wins = evaluateWindow(slot, window);
  const lineWins: SlotLineWin[] = [];
  for (const [line, win] of wins.lines.entries())
    if (win.pay > 0) lineWins.push({ line, symbol: slot.symbols[win.symbol] as string, count: win.count, pay: win.pay });
  return {
    stops,
    window: window.map((column) => column.map((s) => slot.symbols[s] as string)),
    lineWins,
    scatterCount: wins.scatterCount,
    scatterPay: wins.scatterPay,
    freeSpinsAwarded: free ? 0 : wins.freeSpinsAwarded,
    multiplier,
    pay: wins.pay * multiplier,
  };
}

/** A round from any float source (a byte stream, or fixed floats when replaying). */
export function playSlotRoundFrom(def: SlotDefinition, source: FloatSource): SlotRound {
  const slot = compileSlot(def);
  const base = spinOnce(slot, source, false);
  const freeSpins = Array.from({ length: base.freeSpinsAwarded }, () => spinOnce(slot, source, true));
  const totalPay = freeSpins.reduce((sum, spin) => sum + spin.pay, base.pay);
  return { game: def.game, version: def.version, base, freeSpins, totalPay };
}

export function playSlotRound(def: SlotDefinition, inputs: SeedInputs): SlotRound {
  return playSlotRoundFrom(def, new ByteStream(inputs));
}

/** The stake must split evenly over the paylines so every pay is a whole number of minor units. */
export function isValidSlotStake(def: SlotDefinition, stake: number): boolean {
  return Number.isSafeInteger(stake) && stake > 0 && stake % def.paylines.length === 0;
}

/** Payout in minor units for a stake (total bet) in minor units. */
export function slotPayout(def: SlotDefinition, stake: number, round: SlotRound): number {
  assertMinorUnits(stake, 'stake');
  if (!isValidSlotStake(def, stake)) throw new RangeError(`stake must be a positive multiple of ${def.paylines.length}`);
  const payout = (stake / def.paylines.length) * round.totalPay;
  if (!Number.isSafeInteger(payout)) throw new RangeError('payout exceeds the safe integer range');
  return payout;
}
