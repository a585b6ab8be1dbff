import { describe, expect, it } from 'vitest';
import { SAVANNA_LEAGUE } from './league.js';
import { fixtureCells } from './match.js';
import {
  FOOTBALL_MARKETS,
  isFootballSelection,
  ODDS_MAX,
  oddsFor,
  priceMatch,
  selectionWins,
  settleSelection,
} from './markets.js';
import { totalWeight } from './poisson.js';

const teams = SAVANNA_LEAGUE.teams;
const fixtures = [
  [0, 19],
  [19, 0],
  [9, 10],
] as const;

describe('football markets', () => {
  it('settles every market from the final score', () => {
    expect(selectionWins('1x2', 'home', { home: 2, away: 1 })).toBe(true);
    expect(selectionWins('1x2', 'draw', { home: 1, away: 1 })).toBe(true);
    expect(selectionWins('1x2', 'away', { home: 1, away: 1 })).toBe(false);
    expect(selectionWins('ou25', 'over', { home: 2, away: 1 })).toBe(true);
    expect(selectionWins('ou25', 'under', { home: 2, away: 0 })).toBe(true);
    expect(selectionWins('btts', 'yes', { home: 1, away: 0 })).toBe(false);
    expect(selectionWins('btts', 'no', { home: 0, away: 0 })).toBe(true);
    expect(selectionWins('cs', '2-1', { home: 2, away: 1 })).toBe(true);
    expect(selectionWins('cs', 'other', { home: 2, away: 1 })).toBe(false);
    expect(selectionWins('cs', 'other', { home: 4, away: 0 })).toBe(true);
    expect(isFootballSelection('cs', '3-3')).toBe(true);
    expect(isFootballSelection('cs', '4-4')).toBe(false);
    expect(isFootballSelection('handicap', 'home')).toBe(false);
  });

  it('each market partitions the score cells: exactly one selection wins for every score', () => {
    const cells = fixtureCells(SAVANNA_LEAGUE, teams[9] as (typeof teams)[number], teams[10] as (typeof teams)[number]);
    for (const market of Object.keys(FOOTBALL_MARKETS) as (keyof typeof FOOTBALL_MARKETS)[])
      for (const cell of cells)
        expect(FOOTBALL_MARKETS[market].filter((s: string) => selectionWins(market, s, cell))).toHaveLength(1);
  });

  it('prices with the fixed margin: every selection returns at most 1 − e, and within one hundredth of it', () => {
    const margin = SAVANNA_LEAGUE.marginBp / 10_000;
    for (const [h, a] of fixtures) {
      const cells = fixtureCells(SAVANNA_LEAGUE, teams[h] as (typeof teams)[number], teams[a] as (typeof teams)[number]);
      const total = totalWeight(cells);
      for (const price of priceMatch(cells, SAVANNA_LEAGUE.marginBp)) {
        if (price.odds === null) continue;
        const p = price.weight / total;
        const rtp = (price.odds / 100) * p;
        expect(rtp).toBeLessThanOrEqual(1 - margin + 1e-12);
        if (price.odds < ODDS_MAX) expect(rtp).toBeGreaterThan(1 - margin - 0.01 * p - 1e-12);
      }
    }
  });

  it('computes odds in integers, refuses below 1.01 and caps at 1000.00', () => {
    expect(oddsFor(500_000, 1_000_000, 800)).toBe(184); // 0.92 / 0.5
    expect(oddsFor(1, 3, 0)).toBe(300);
    expect(oddsFor(2, 3, 0)).toBe(150);
    expect(oddsFor(999_000, 1_000_000, 800)).toBeNull(); // 0.92 / 0.999 < 1.01
    expect(oddsFor(1, 1_000_000, 800)).toBe(ODDS_MAX);
    expect(oddsFor(0, 1_000_000, 800)).toBeNull();
  });

  it('pays stake × odds, rounded down, on a winning selection only', () => {
    expect(settleSelection('1x2', 'home', 187, 1000, { home: 1, away: 0 })).toBe(1870);
    expect(settleSelection('1x2', 'home', 187, 333, { home: 1, away: 0 })).toBe(622);
    expect(settleSelection('1x2', 'away', 187, 1000, { home: 1, away: 0 })).toBe(0);
  });
});
