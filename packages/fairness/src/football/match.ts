/**
 * A match result from committed seeds (reference §3.2): the round's hash is the server seed, the
 * league's public salt the client seed and the match index (0–9) the nonce. Float 0 picks the score
 * by weight over the cells in their published order (reference §2.3 "Wheel, weighted"); the next
 * floats draw distinct goal minutes (1–90) and then which side scored each goal, so the match view
 * can replay the goals minute by minute.
 */
import { ByteStream, type FloatSource, type SeedInputs } from '../byte-stream.js';
import { drawWithoutReplacement, pickWeighted } from '../outcomes.js';
import { expectedGoals, type FootballLeague, type FootballTeam } from './league.js';
import { scoreMatrix, type ScoreCell } from './poisson.js';

export const MATCH_MINUTES = 90;

export type Side = 'home' | 'away';

export interface Goal {
  readonly minute: number;
  readonly side: Side;
}

export interface Score {
  readonly home: number;
  readonly away: number;
}

export interface MatchResult extends Score {
  /** In minute order. */
  readonly goals: readonly Goal[];
  readonly halfTime: Score;
}

export function matchSeedInputs(roundHash: string, salt: string, matchIndex: number): SeedInputs {
  return { serverSeed: roundHash, clientSeed: salt, nonce: matchIndex };
}

/** The score cells of a fixture under a league's model. */
export function fixtureCells(league: FootballLeague, home: FootballTeam, away: FootballTeam): ScoreCell[] {
  const lambda = expectedGoals(league, home, away);
  return scoreMatrix(lambda.home, lambda.away, league.maxTotalGoals);
}

const MINUTES = Array.from({ length: MATCH_MINUTES }, (_, i) => i + 1);

export function playMatchFrom(cells: readonly ScoreCell[], source: FloatSource): MatchResult {
  const cell = cells[
    pickWeighted(
      cells.map((c) => c.weight),
      source.nextFloat(),
    )
  ] as ScoreCell;
  const total = cell.home + cell.away;
  const minutes = drawWithoutReplacement(source, MINUTES, total).sort((a, b) => a - b);
  const sides: Side[] = [...new Array<Side>(cell.home).fill('home'), ...new Array<Side>(cell.away).fill('away')];
  const order = drawWithoutReplacement(source, sides);
  const goals = minutes.map((minute, i) => ({ minute, side: order[i] as Side }));
  const firstHalf = goals.filter((g) => g.minute <= MATCH_MINUTES / 2);
  return {
    home: cell.home,
    away: cell.away,
    goals,
    halfTime: {
      home: firstHalf.filter((g) => g.side === 'home').length,
      away: firstHalf.filter((g) => g.side === 'away').length,
    },
  };
}

export function playMatch(cells: readonly ScoreCell[], inputs: SeedInputs): MatchResult {
  return playMatchFrom(cells, new ByteStream(inputs));
}
