/**
 * What the football calls read: the round taking bets and the one last played (with odds, times,
 * commitments, and the match timeline as far as the server clock has played it), the league table, a
 * player's bets and a past round with everything needed to verify it. Round hashes and full results
 * are served only once finished (football-live.ts).
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type {
  FootballBet,
  FootballCurrentData,
  FootballFairness,
  FootballResultData,
  FootballRound,
  FootballTableData,
} from '@nyota/contract/api/football';
import { ODDS_MAX, ODDS_MIN, leagueTable } from '@nyota/fairness/football';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { FootballLimits, FootballTiming } from './football-config.js';
import { visibleResults } from './football-live.js';
import { LEAGUE, LEAGUE_HASH, fixturesOf } from './football-model.js';
import type { HashChain, HashChainService } from '../hash-chain/index.js';
import type { BetRow, FootballRepo, RoundRow } from './football.repo.js';

const MY_BETS = 50;

export class FootballService {
  private readonly chains = new Map<number, HashChain>();

  constructor(
    private readonly d: {
      db: Db;
      repo: FootballRepo;
      chains: HashChainService;
      clock: Clock;
      timing: FootballTiming;
      limits: FootballLimits;
    },
  ) {}

  async current(): Promise<FootballCurrentData> {
    const now = this.d.clock.now();
    const [a, b] = await this.d.repo.latestRounds(this.d.db, 2);
    const next = a?.state === 'betting' ? a : null;
    const previous = next ? (b ?? null) : (a ?? null);
    const chainOf = next ?? previous;
    const { cycleMs, matchMs, closeBeforeMs } = this.d.timing;
    return {
      serverTime: now.toISOString(),
      next: next ? roundView(next, now) : null,
      previous: previous ? roundView(previous, now) : null,
      fairness: chainOf ? fairnessView(await this.chain(chainOf.chainId)) : null,
      limits: { ...this.d.limits },
      timing: { cycleMs, matchMs, closeBeforeMs },
    };
  }

  async table(): Promise<FootballTableData> {
    const [latest] = await this.d.repo.latestRounds(this.d.db, 1);
    const season = latest?.season ?? 1;
    const rounds = await this.d.repo.playedRounds(this.d.db, season);
    const matches = rounds.flatMap((r) =>
      fixturesOf(r.matchday).flatMap((f) => {
        const res = r.results?.[f.index];
        return res ? [{ home: f.home, away: f.away, homeGoals: res.home, awayGoals: res.away }] : [];
      }),
    );
    return { season, rows: leagueTable(LEAGUE.teams.length, matches).map((row) => ({ ...row, form: [...row.form] })) };
  }

  async myBets(memberId: string): Promise<FootballBet[]> {
    return (await this.d.repo.memberBets(this.d.db, memberId, MY_BETS)).map(betView);
  }

  async result(roundId: string): Promise<FootballResultData> {
    const round = await this.d.repo.round(this.d.db, roundId);
    if (!round) throw new AppError(ErrorCode.NOT_FOUND, 'errors.football_round_unknown');
    return { round: roundView(round, this.d.clock.now()), fairness: fairnessView(await this.chain(round.chainId)) };
  }

  private async chain(id: number): Promise<HashChain> {
    const hit = this.chains.get(id);
    if (hit) return hit;
    const chain = await this.d.chains.chain(this.d.db, id);
    if (!chain) throw new Error(`football chain ${id} missing`);
    this.chains.set(id, chain);
    return chain;
  }
}

const revealed = (r: RoundRow): boolean => r.state === 'finished' || r.state === 'settled' || r.state === 'void';

export function roundView(r: RoundRow, now: Date): FootballRound {
  return {
    id: r.id,
    roundNumber: r.roundNumber,
    season: r.season,
    matchday: r.matchday,
    state: r.state,
    opensAt: r.opensAt.toISOString(),
    closesAt: r.closesAt.toISOString(),
    kickoffAt: r.kickoffAt.toISOString(),
    fullTimeAt: r.fullTimeAt.toISOString(),
    commitment: r.commitment,
    roundHash: revealed(r) ? r.roundHash : null,
    configVersion: r.configVersion,
    fixtures: fixturesOf(r.matchday).map((f) => ({ index: f.index, home: f.home, away: f.away, odds: f.odds })),
    results: visibleResults({ ...r, finished: revealed(r) }, now),
  };
}

function fairnessView(c: HashChain): FootballFairness {
  return {
    chainId: c.id,
    terminatingHash: c.terminatingHash,
    // A round is drawn only from a chain whose salt is set, so a round's chain always has one.
    salt: c.salt ?? '',
    chainLength: c.length,
    leagueId: LEAGUE.id,
    leagueVersion: LEAGUE.version,
    leagueHash: LEAGUE_HASH,
    marginBp: LEAGUE.marginBp,
    oddsMin: ODDS_MIN,
    oddsMax: ODDS_MAX,
  };
}

function betView(b: BetRow): FootballBet {
  return {
    id: b.id,
    roundId: b.roundId,
    matchIndex: b.matchIndex,
    market: b.market,
    selection: b.selection,
    odds: b.odds,
    stake: b.stake,
    status: b.status,
    payout: b.payout,
    placedAt: b.placedAt.toISOString(),
    settledAt: b.settledAt ? b.settledAt.toISOString() : null,
  };
}

export { betView };
