/**
 * How a window pays. Lines pay left to right from the first reel. A line's symbol is its first
 * non-wild symbol; wilds stand in for it; a leading run of wilds may also pay as wilds, and the line
 * pays the better of the two (one win per line). The scatter breaks a line and pays by count anywhere.
 */
import { type CompiledSlot } from './definition.js';

export interface LineWin {
  readonly symbol: number;
  readonly count: number;
  /** Multiples of the line bet. */
  readonly pay: number;
}

/** Mutable scratch form of a LineWin, so hot loops (enumeration, benches) need not allocate. */
export interface LineWinScratch {
  symbol: number;
  count: number;
  pay: number;
}

/** Scores one line given its symbols from the leftmost reel into `out`; returns the pay. */
export function scoreLine(slot: CompiledSlot, symbols: ArrayLike<number>, out: LineWinScratch): number {
  const n = symbols.length;
  let wilds = 0;
  while (wilds < n && symbols[wilds] === slot.wild) wilds += 1;
  const wildPay = wilds > 0 ? (slot.pays[slot.wild]?.[wilds - 1] ?? 0) : 0;
  out.symbol = wildPay > 0 ? slot.wild : -1;
  out.count = wildPay > 0 ? wilds : 0;
  out.pay = wildPay;
  const first = symbols[wilds];
  if (wilds === n || first === undefined || first === slot.scatter) return out.pay;
  let count = wilds + 1;
  while (count < n && (symbols[count] === first || symbols[count] === slot.wild)) count += 1;
  const pay = slot.pays[first]?.[count - 1] ?? 0;
  if (pay > 0 && pay >= wildPay) {
    out.symbol = first;
    out.count = count;
    out.pay = pay;
  }
  return out.pay;
}

/** The win of one line given its symbols from the leftmost reel (symbol -1 and pay 0 when it loses). */
export function evaluateLine(slot: CompiledSlot, symbols: ArrayLike<number>): LineWin {
  const out: LineWinScratch = { symbol: -1, count: 0, pay: 0 };
  scoreLine(slot, symbols, out);
  return out;
}

/** window[reel][row] for the given stops. */
export function windowAt(slot: CompiledSlot, stops: readonly number[]): number[][] {
  const rows = slot.definition.rows;
  return slot.strips.map((strip, reel) => {
    const stop = stops[reel];
    if (stop === undefined || !Number.isSafeInteger(stop) || stop < 0 || stop >= strip.length)
      throw new RangeError(`bad stop for reel ${reel}`);
    return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] as number);
  });
}

export function countScatters(slot: CompiledSlot, window: readonly (readonly number[])[]): number {
  let count = 0;
  for (const column of window) for (const symbol of column) if (symbol === slot.scatter) count += 1;
  return count;
}

export interface WindowWins {
  /** Per payline, in payline order; pay 0 when the line does not win. */
  readonly lines: readonly LineWin[];
  readonly scatterCount: number;
  /** Multiples of the total bet. */
  readonly scatterPay: number;
  readonly freeSpinsAwarded: number;
  /** Line pays plus scatter pay, in multiples of the line bet, before any free-spin multiplier. */
  readonly pay: number;
}

export function evaluateWindow(slot: CompiledSlot, window: readonly (readonly number[])[]): WindowWins {
  const { paylines, scatterPays, freeSpins } = slot.definition;
  const cells = new Array<number>(slot.reels);
  let pay = 0;
  const lines = paylines.map((line) => {
    for (let reel = 0; reel < slot.reels; reel += 1) cells[reel] = window[reel]?.[line[reel] as number] as number;
    const win = evaluateLine(slot, cells);
    pay += win.pay;
    return win;
  });
  const scatterCount = countScatters(slot, window);
  const scatterPay = scatterCount > 0 ? (scatterPays[scatterCount - 1] ?? 0) : 0;
  const freeSpinsAwarded = scatterCount > 0 ? (freeSpins.awards[scatterCount - 1] ?? 0) : 0;
  return { lines, scatterCount, scatterPay, freeSpinsAwarded, pay: pay + scatterPay * slot.lines };
}
