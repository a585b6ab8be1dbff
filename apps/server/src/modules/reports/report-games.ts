/**
 * Game lines of a report (docs/staff-console.md#figures): GGR = stakes − wins; excise owed =
 * stakes × the market's stake-excise rate on that day, rounded as its rule says; a game's NGR =
 * GGR − excise; measured RTP = wins / stakes.
 */
import { taxRuleOn, type MarketPreset } from '@nyota/contract/markets';
import type { GameLine } from '@nyota/contract/staff/schemas-reports';
import type { HouseDay } from '../ledger/index.js';
import type { PublishedGame } from './published-games.js';

export function exciseRateOn(market: MarketPreset, day: string): number | null {
  return taxRuleOn(market, 'EXCISE', 'stake', day)?.rate ?? null;
}

function excise(stakes: number, rateBp: number | null): number {
  // Every rule in the presets rounds down; a negative net stake (more rolled back than staked) owes none.
  return rateBp === null || stakes <= 0 ? 0 : Math.floor((stakes * rateBp) / 10_000);
}

function line(day: string | null, g: PublishedGame, stakes: number, wins: number, exciseOwed: number): GameLine {
  const ggr = stakes - wins;
  return {
    day,
    gameId: g.gameId,
    house: g.house,
    name: g.name,
    stakes,
    wins,
    ggr,
    exciseOwed,
    ngr: ggr - exciseOwed,
    measuredRtpBp: stakes > 0 ? Math.floor((wins * 10_000) / stakes) : null,
    publishedRtpBp: g.publishedRtpBp,
  };
}

/** A game the ledger knows but the report's list does not (a retired house) still shows. */
function gameOf(house: string, games: readonly PublishedGame[]): PublishedGame {
  return games.find((g) => g.house === house) ?? { house, gameId: 0, name: house, publishedRtpBp: null };
}

export function gameLines(rows: readonly HouseDay[], games: readonly PublishedGame[], market: MarketPreset): GameLine[] {
  return rows.map((r) => line(r.day, gameOf(r.house, games), r.stakes, r.wins, excise(r.stakes, exciseRateOn(market, r.day))));
}

/** One line per game over the range, every listed game included; excise is the sum of its days. */
export function gameTotals(lines: readonly GameLine[], games: readonly PublishedGame[]): GameLine[] {
  const houses = [...new Set([...games.map((g) => g.house), ...lines.map((l) => l.house)])];
  return houses.map((house) => {
    const mine = lines.filter((l) => l.house === house);
    const sum = (f: (l: GameLine) => number) => mine.reduce((a, l) => a + f(l), 0);
    return line(
      null,
      gameOf(house, games),
      sum((l) => l.stakes),
      sum((l) => l.wins),
      sum((l) => l.exciseOwed),
    );
  });
}
