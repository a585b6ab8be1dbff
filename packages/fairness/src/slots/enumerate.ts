/**
 * Full enumeration of every stop combination of the paid spin, for the statistics that need the
 * joint distribution of all paylines: hit rate and the standard deviation of a whole round (σ, the
 * volatility published with the RTP). Π L_i combinations: a few seconds for 5 strips of ~30 stops,
 * so it belongs in the bench and in scripts; tests run it on small definitions.
 *
 * With X the paid spin's pay and N its free spins (in total bets), and a free spin being M times an
 * independent copy of X:  E[R] = μ(1 + M·E[N]),
 *   E[R²] = E[X²] + 2Mμ·E[XN] + M²(E[N]·σ² + E[N²]·μ²),  μ = E[X], σ² = Var X.
 */
import { compileSlot, type CompiledSlot, type SlotDefinition } from './definition.js';
import { scoreLine, type LineWinScratch } from './evaluate.js';

export interface SlotEnumeration {
  readonly combinations: number;
  /** P(the paid spin pays anything). */
  readonly hitRate: number;
  /** P(the paid spin awards free spins). */
  readonly freeSpinRate: number;
  /** Mean return of a whole round per total bet (equals slotRtp().rtp up to rounding). */
  readonly rtp: number;
  /** Standard deviation of a whole round's return per total bet. */
  readonly sigma: number;
  /** Largest paid-spin pay in total bets (before free spins). */
  readonly maxBasePay: number;
}

/** Pay of every symbol tuple, indexed by the tuple read as base-S digits (S^reels entries). */
function linePayTable(slot: CompiledSlot): Int32Array {
  const base = slot.symbols.length;
  const size = base ** slot.reels;
  if (size > 2 ** 24) throw new RangeError('too many symbol tuples to tabulate');
  const table = new Int32Array(size);
  const cells = new Int32Array(slot.reels);
  const scratch: LineWinScratch = { symbol: -1, count: 0, pay: 0 };
  for (let key = 0; key < size; key += 1) {
    let rest = key;
    for (let reel = slot.reels - 1; reel >= 0; reel -= 1) {
      cells[reel] = rest % base;
      rest = Math.floor(rest / base);
    }
    table[key] = scoreLine(slot, cells, scratch);
  }
  return table;
}

export function enumerateSlot(def: SlotDefinition): SlotEnumeration {
  const slot = compileSlot(def);
  const { rows, paylines, scatterPays, freeSpins } = def;
  const reels = slot.reels;
  const lengths = slot.strips.map((s) => s.length);
  const combinations = lengths.reduce((p, l) => p * l, 1);
  const columns = shownColumns(slot, rows);
  const scatters = shownScatters(slot, rows);
  const lineRows = paylines.map((line) => Int32Array.from(line));
  const lines = lineRows.length;
  const payOf = linePayTable(slot);
  const base = slot.symbols.length;
  // keys[depth * lines + l]: line l's symbols on reels 0..depth-1 as base-S digits, built reel by reel
  // so the innermost loop does one multiply-add and one lookup per line.
  const keys = new Float64Array((reels + 1) * lines);
  let hits = 0;
  let triggers = 0;
  let sumX = 0;
  let sumX2 = 0;
  let sumN = 0;
  let sumN2 = 0;
  let sumXN = 0;
  let maxBasePay = 0;
  const visit = (reel: number, scatterCount: number): void => {
    const column = columns[reel] as Int32Array;
    const scatterColumn = scatters[reel] as Int32Array;
    const from = reel * lines;
    const to = from + lines;
    const last = reel === reels - 1;
    for (let stop = 0; stop < (lengths[reel] as number); stop += 1) {
      const offset = stop * rows;
      const k = scatterCount + (scatterColumn[stop] as number);
      if (!last) {
        for (let l = 0; l < lines; l += 1)
          keys[to + l] =
            (keys[from + l] as number) * base + (column[offset + ((lineRows[l] as Int32Array)[reel] as number)] as number);
        visit(reel + 1, k);
        continue;
      }
      let pay = 0;
      for (let l = 0; l < lines; l += 1)
        pay += payOf[
          (keys[from + l] as number) * base + (column[offset + ((lineRows[l] as Int32Array)[reel] as number)] as number)
        ] as number;
      if (k > 0) pay += (scatterPays[k - 1] ?? 0) * lines;
      const n = k > 0 ? (freeSpins.awards[k - 1] ?? 0) : 0;
      const x = pay / lines;
      if (x > 0) hits += 1;
      if (n > 0) triggers += 1;
      if (x > maxBasePay) maxBasePay = x;
      sumX += x;
      sumX2 += x * x;
      sumN += n;
      sumN2 += n * n;
      sumXN += x * n;
    }
  };
  visit(0, 0);
  return summarise({ combinations, hits, triggers, sumX, sumX2, sumN, sumN2, sumXN, maxBasePay }, freeSpins.multiplier);
}

/** columns[reel][stop * rows + row]: the symbol shown on that row when the reel stops at `stop`. */
function shownColumns(slot: CompiledSlot, rows: number): Int32Array[] {
  return slot.strips.map((strip) =>
    Int32Array.from(
      { length: strip.length * rows },
      (_, i) => strip[(Math.floor(i / rows) + (i % rows)) % strip.length] as number,
    ),
  );
}

/** scatters[reel][stop]: how many scatters the reel shows when it stops at `stop`. */
function shownScatters(slot: CompiledSlot, rows: number): Int32Array[] {
  return slot.strips.map((strip) =>
    Int32Array.from({ length: strip.length }, (_, stop) => {
      let k = 0;
      for (let row = 0; row < rows; row += 1) if (strip[(stop + row) % strip.length] === slot.scatter) k += 1;
      return k;
    }),
  );
}

interface EnumerationSums {
  combinations: number;
  hits: number;
  triggers: number;
  sumX: number;
  sumX2: number;
  sumN: number;
  sumN2: number;
  sumXN: number;
  maxBasePay: number;
}

/** The round's statistics from the paid spin's sums (the formulas in the header). */
function summarise(t: EnumerationSums, m: number): SlotEnumeration {
  const { combinations, sumX, sumX2, sumN, sumN2, sumXN } = t;
  const mu = sumX / combinations;
  const variance = sumX2 / combinations - mu * mu;
  const en = sumN / combinations;
  const mean = mu * (1 + m * en);
  const second =
    sumX2 / combinations + 2 * m * mu * (sumXN / combinations) + m * m * (en * variance + (sumN2 / combinations) * mu * mu);
  return {
    combinations,
    hitRate: t.hits / combinations,
    freeSpinRate: t.triggers / combinations,
    rtp: mean,
    sigma: Math.sqrt(Math.max(0, second - mean * mean)),
    maxBasePay: t.maxBasePay,
  };
}
