/**
 * Markets and prices (reference §3.2). Every selection's probability is a sum of score cells, priced
 * with a fixed margin e: odds = min(floor(100 · (1 − e) / p), ODDS_MAX) hundredths, so every selection
 * returns at most 1 − e. Computed in integers from the cell weights. A selection under 1.01 is not
 * offered (it could only return less than the stake or be rounded up past the margin). Odds are
 * capped at 1000.00x (ODDS_MAX): a cap bounds what one very unlikely selection can cost the house and
 * only lowers the return of the selections it touches. The cap is part of the published formula
 * (links/5, the README) and served with every round (`oddsMin`, `oddsMax`), so verifiers apply it too.
 */
import { applyMultiplier } from '../money.js';
import { totalWeight, type ScoreCell } from './poisson.js';
import { type Score } from './match.js';

export const ODDS_MIN = 101;
export const ODDS_MAX = 100_000;

/** The correct-score list; every other score settles the 'other' selection. */
export const CORRECT_SCORES = [
  '0-0',
  '1-0',
  '0-1',
  '1-1',
  '2-0',
  '0-2',
  '2-1',
  '1-2',
  '2-2',
  '3-0',
  '0-3',
  '3-1',
  '1-3',
  '3-2',
  '2-3',
  '3-3',
] as const;

export const FOOTBALL_MARKETS = {
  '1x2': ['home', 'draw', 'away'],
  ou25: ['over', 'under'],
  btts: ['yes', 'no'],
  cs: [...CORRECT_SCORES, 'other'],
} as const;

export type FootballMarket = keyof typeof FOOTBALL_MARKETS;
export type FootballSelection<M extends FootballMarket = FootballMarket> = (typeof FOOTBALL_MARKETS)[M][number];

export function isFootballSelection(market: string, selection: string): market is FootballMarket {
  return market in FOOTBALL_MARKETS && (FOOTBALL_MARKETS[market as FootballMarket] as readonly string[]).includes(selection);
}

/** Whether `selection` of `market` wins with the final score. */
export function selectionWins(market: FootballMarket, selection: string, score: Score): boolean {
  const { home, away } = score;
  switch (market) {
    case '1x2':
      return selection === (home > away ? 'home' : home === away ? 'draw' : 'away');
    case 'ou25':
      return selection === (home + away > 2 ? 'over' : 'under');
    case 'btts':
      return selection === (home > 0 && away > 0 ? 'yes' : 'no');
    case 'cs': {
      const text = `${home}-${away}`;
      return (CORRECT_SCORES as readonly string[]).includes(text) ? selection === text : selection === 'other';
    }
  }
}

export interface Price {
  readonly market: FootballMarket;
  readonly selection: string;
  /** Odds in hundredths (250 = 2.50), or null when not offered. */
  readonly odds: number | null;
  /** Sum of the cell weights where the selection wins (probability = weight / total weight). */
  readonly weight: number;
  /** True when the formula gave more than ODDS_MAX and the price is the cap. */
  readonly capped: boolean;
}

/** floor(a / b) for non-negative safe integers, exact even where a / b rounds up in doubles. */
function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  while (q * b > a) q -= 1;
  while ((q + 1) * b <= a) q += 1;
  return q;
}

/** floor(100 · (1 − margin) · total / weight) hundredths, before the bounds; null for weight 0. */
export function uncappedOdds(selectionWeight: number, total: number, marginBp: number): number | null {
  if (!Number.isSafeInteger(marginBp) || marginBp < 0 || marginBp >= 10_000)
    throw new RangeError('margin must be 0..9999 basis points');
  if (selectionWeight <= 0) return null;
  return floorDiv(100 * (10_000 - marginBp) * total, 10_000 * selectionWeight);
}

export function oddsFor(selectionWeight: number, total: number, marginBp: number): number | null {
  const odds = uncappedOdds(selectionWeight, total, marginBp);
  if (odds === null || odds < ODDS_MIN) return null;
  return Math.min(odds, ODDS_MAX);
}

/** Prices every selection of every market from the same cells that decide the match. */
export function priceMatch(cells: readonly ScoreCell[], marginBp: number): Price[] {
  const total = totalWeight(cells);
  return (Object.keys(FOOTBALL_MARKETS) as FootballMarket[]).flatMap((market) =>
    FOOTBALL_MARKETS[market].map((selection: string) => {
      const weight = cells.reduce((sum, cell) => (selectionWins(market, selection, cell) ? sum + cell.weight : sum), 0);
      const raw = uncappedOdds(weight, total, marginBp);
      return { market, selection, odds: oddsFor(weight, total, marginBp), weight, capped: raw !== null && raw > ODDS_MAX };
    }),
  );
}

/** Payout in minor units of a settled single bet: stake × odds when it wins, else 0. */
export function settleSelection(market: FootballMarket, selection: string, odds: number, stake: number, score: Score): number {
  return selectionWins(market, selection, score) ? applyMultiplier(stake, odds) : 0;
}
