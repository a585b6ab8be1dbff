/**
 * A virtual football round recomputed (links/5): the round hash must lead to the chain's
 * terminating hash in `roundNumber` steps, every match is replayed from (round hash, salt, match
 * index) with the published league, and every price is recalculated from the same score weights
 * with the published bounds: not offered under 1.01x, capped at 1000.00x (ODDS_MIN, ODDS_MAX); the
 * bounds the server serves with the round must be those.
 */
import type { FootballFairness, FootballMatchResult, FootballRound } from '@nyota/contract/api/football';
import { verifyGameHash } from '@nyota/fairness/crash';
import {
  ODDS_MAX,
  ODDS_MIN,
  SAVANNA_LEAGUE,
  fixtureCells,
  footballLeagueHash,
  matchSeedInputs,
  playMatch,
  priceMatch,
  type FootballTeam,
  type MatchResult,
} from '@nyota/fairness/football';

export interface MatchCheck {
  index: number;
  home: string;
  away: string;
  replay: MatchResult;
  /** The score the server published, or null if the round has none yet. */
  shown: FootballMatchResult | null;
  sameResult: boolean;
  /** Offered selections whose published odds differ from the recalculated ones. */
  oddsMismatches: number;
  oddsChecked: number;
  /** Offered selections priced at the cap because the formula gave more. */
  oddsCapped: number;
}

export interface FootballCheck {
  chainOk: boolean;
  leagueOk: boolean;
  /** The served price bounds are the published ones. */
  boundsOk: boolean;
  matches: MatchCheck[];
  ok: boolean;
}

/** Field by field: the stored JSON's key order is the database's, not the replay's. */
export function sameMatchResult(a: MatchResult, b: FootballMatchResult): boolean {
  return (
    a.home === b.home &&
    a.away === b.away &&
    a.halfTime.home === b.halfTime.home &&
    a.halfTime.away === b.halfTime.away &&
    a.goals.length === b.goals.length &&
    a.goals.every((g, i) => g.minute === b.goals[i]?.minute && g.side === b.goals[i]?.side)
  );
}

/** Null when the round's hash is not revealed yet (it is, from full time on). */
export function checkFootballRound(round: FootballRound, fairness: FootballFairness): FootballCheck | null {
  const hash = round.roundHash;
  if (!hash) return null;
  const team = (i: number): FootballTeam => {
    const t = SAVANNA_LEAGUE.teams[i];
    if (!t) throw new RangeError(`no team ${i}`);
    return t;
  };
  const matches = round.fixtures.map((f): MatchCheck => {
    const cells = fixtureCells(SAVANNA_LEAGUE, team(f.home), team(f.away));
    const replay = playMatch(cells, matchSeedInputs(hash, fairness.salt, f.index));
    const shown = round.results?.[f.index] ?? null;
    let oddsChecked = 0;
    let oddsMismatches = 0;
    let oddsCapped = 0;
    for (const price of priceMatch(cells, fairness.marginBp)) {
      const published = f.odds[price.market]?.[price.selection];
      if (published === undefined && price.odds === null) continue;
      oddsChecked += 1;
      if (price.capped) oddsCapped += 1;
      if (published !== price.odds) oddsMismatches += 1;
    }
    return {
      index: f.index,
      home: team(f.home).name,
      away: team(f.away).name,
      replay,
      shown,
      sameResult: shown !== null && sameMatchResult(replay, shown),
      oddsMismatches,
      oddsChecked,
      oddsCapped,
    };
  });
  const chainOk = verifyGameHash(hash, round.roundNumber, fairness.terminatingHash);
  const leagueOk = footballLeagueHash(SAVANNA_LEAGUE) === fairness.leagueHash;
  const boundsOk = fairness.oddsMin === ODDS_MIN && fairness.oddsMax === ODDS_MAX;
  return {
    chainOk,
    leagueOk,
    boundsOk,
    matches,
    ok: chainOk && leagueOk && boundsOk && matches.every((m) => m.sameResult && m.oddsMismatches === 0),
  };
}
