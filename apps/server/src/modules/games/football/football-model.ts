/**
 * The league model the engine serves, all from `@nyota/fairness/football` so the browser recomputes
 * the same numbers: the season's fixtures by matchday, their odds (memoised: they depend only on the
 * league config and the fixture) and a round's results from its hash and the chain's salt.
 */
import {
  FOOTBALL_MARKETS,
  SAVANNA_LEAGUE,
  fixtureCells,
  footballLeagueHash,
  matchSeedInputs,
  playMatch,
  priceMatch,
  seasonSchedule,
  type FootballMarket,
  type FootballTeam,
  type MatchResult,
  type ScoreCell,
} from '@nyota/fairness/football';

export const LEAGUE = SAVANNA_LEAGUE;
export const LEAGUE_HASH = footballLeagueHash(LEAGUE);
export const CONFIG_VERSION = `${LEAGUE.id}@${LEAGUE.version}`;
export const SCHEDULE = seasonSchedule(LEAGUE.teams.length);
export const MATCHDAYS = SCHEDULE.length;

export interface ModelFixture {
  index: number;
  home: number;
  away: number;
  cells: ScoreCell[];
  /** market -> selection -> odds in hundredths (offered selections only). */
  odds: Record<FootballMarket, Record<string, number>>;
}

const cache = new Map<number, ModelFixture[]>();

function team(index: number): FootballTeam {
  const t = LEAGUE.teams[index];
  if (!t) throw new RangeError(`no team ${index}`);
  return t;
}

/** The 10 fixtures of a matchday (1-based), priced. */
export function fixturesOf(matchday: number): ModelFixture[] {
  const hit = cache.get(matchday);
  if (hit) return hit;
  const day = SCHEDULE[matchday - 1];
  if (!day) throw new RangeError(`no matchday ${matchday}`);
  const fixtures = day.map(({ home, away }, index) => {
    const cells = fixtureCells(LEAGUE, team(home), team(away));
    const odds = Object.fromEntries(Object.keys(FOOTBALL_MARKETS).map((m) => [m, {}])) as ModelFixture['odds'];
    for (const price of priceMatch(cells, LEAGUE.marginBp)) {
      if (price.odds !== null) odds[price.market][price.selection] = price.odds;
    }
    return { index, home, away, cells, odds };
  });
  cache.set(matchday, fixtures);
  return fixtures;
}

/** The published price of a selection, or undefined when the match or selection is not offered. */
export function priceOf(matchday: number, matchIndex: number, market: string, selection: string): number | undefined {
  const fixture = fixturesOf(matchday)[matchIndex];
  if (!fixture || !Object.hasOwn(fixture.odds, market)) return undefined;
  const prices = fixture.odds[market as FootballMarket];
  return Object.hasOwn(prices, selection) ? prices[selection] : undefined;
}

/** Every match of a round, decided by its hash: serverSeed = round hash, clientSeed = salt, nonce = match index. */
export function resultsOf(matchday: number, roundHash: string, salt: string): MatchResult[] {
  return fixturesOf(matchday).map((f) => playMatch(f.cells, matchSeedInputs(roundHash, salt, f.index)));
}

/** The matchday after `matchday`, rolling into the next season after the last one. */
export function nextMatchday(season: number, matchday: number): { season: number; matchday: number } {
  return matchday >= MATCHDAYS ? { season: season + 1, matchday: 1 } : { season, matchday: matchday + 1 };
}
