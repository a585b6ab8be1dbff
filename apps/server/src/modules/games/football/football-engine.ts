/**
 * The league loop (leader node only, one tick a second) and bet taking. The loop is a catch-up: each
 * tick looks at the rounds not yet settled and moves each as far as the clock allows, then makes sure
 * a round is taking bets. So a restart (or a new leader) simply carries on: a kicked-off round is
 * finished and settled at its committed result, a round nobody kicked off is voided and refunded.
 *
 * A round's row (with its hash, drawn from the chain) is written before betting opens. Bets close
 * `closeBeforeMs` before kick-off; at kick-off the whole match timeline is stored, but reads serve
 * only the part the server clock has played (football-live.ts); at full time the round hash and the
 * full results are revealed and every bet is settled exactly once.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@nyota/contract/error-codes';
import { formatMinor } from '@nyota/contract/money/format';
import type { FootballBetBody } from '@nyota/contract/api/football';
import { applyMultiplier } from '@nyota/fairness/money';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { FootballLimits, FootballTiming } from './football-config.js';
import type { HashChainService } from '../hash-chain/index.js';
import { CONFIG_VERSION, fixturesOf, nextMatchday, priceOf, resultsOf } from './football-model.js';
import type { FootballMoney } from './football-money.js';
import type { BetRow, FootballRepo, RoundRow } from './football.repo.js';
import type { StakeGate } from '../../play-gate/index.js';

export interface FootballLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface FootballEngineDeps {
  db: Db;
  repo: FootballRepo;
  chain: HashChainService;
  money: FootballMoney;
  clock: Clock;
  timing: FootballTiming;
  limits: FootballLimits;
  log: FootballLog;
  /** May this member stake now? Asked as the bet is taken. */
  gate?: StakeGate;
}

export class FootballEngine {
  private ticking: Promise<void> | null = null;

  constructor(private readonly d: FootballEngineDeps) {}

  /** One pass of the loop; overlapping calls share the pass in progress. */
  tick(): Promise<void> {
    this.ticking ??= this.pass().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async pass(): Promise<void> {
    for (const round of await this.d.repo.unfinishedRounds(this.d.db)) await this.advance(round);
    await this.ensureBettingRound();
  }

  /** Moves one round as far as the clock allows. */
  private async advance(round: RoundRow): Promise<void> {
    const { db, repo } = this.d;
    const now = this.d.clock.now().getTime();
    let r = round;
    if (r.state === 'betting') {
      if (now < r.kickoffAt.getTime()) return;
      const late = now - r.kickoffAt.getTime() > this.d.timing.graceMs;
      const to = late ? 'void' : 'live';
      // Stored at kick-off (betting has closed); reads show it minute by minute until full time.
      const results = late ? undefined : resultsOf(r.matchday, r.roundHash, await this.saltOf(r));
      if (!(await repo.moveRound(db, r.id, 'betting', to, { results }))) return;
      if (late) this.d.log.info({ roundId: r.id }, 'football: round was never kicked off, voided');
      r = { ...r, state: to, results: results ?? null };
    }
    if (r.state === 'live') {
      if (now < r.fullTimeAt.getTime()) return;
      if (!(await repo.moveRound(db, r.id, 'live', 'finished'))) return;
      r = { ...r, state: 'finished' };
    }
    if (r.state === 'finished' || r.state === 'void') await this.settle(r);
  }

  /** Settles (or refunds) every open bet of the round, then marks it settled when none is left. */
  private async settle(round: RoundRow): Promise<void> {
    const salt = await this.saltOf(round);
    const now = this.d.clock.now();
    let failed = 0;
    for (const bet of await this.d.repo.openBets(this.d.db, round.id)) {
      try {
        if (round.state === 'void') await this.d.money.refund(bet, { round, salt }, now);
        else await this.d.money.settle(bet, { round, salt }, now);
      } catch (err) {
        failed++;
        this.d.log.error({ err, betId: bet.id, roundId: round.id }, 'football: settling a bet failed, will retry');
      }
    }
    if (failed === 0) await this.d.repo.markSettled(this.d.db, round.id, now);
  }

  /** Writes the next round (hash drawn, fixtures fixed) when none is taking bets. */
  private async ensureBettingRound(): Promise<void> {
    const { db, repo, timing } = this.d;
    const [latest] = await repo.latestRounds(db, 1);
    const now = this.d.clock.now();
    if (latest && latest.state === 'betting') return;
    // Keep the 3-minute rhythm after the last kick-off; after a pause, start a fresh full cycle.
    const nominal = latest ? latest.kickoffAt.getTime() + timing.cycleMs : 0;
    const kickoff = nominal - now.getTime() >= timing.cycleMs / 2 ? nominal : now.getTime() + timing.cycleMs;
    const next = latest ? nextMatchday(latest.season, latest.matchday) : { season: 1, matchday: 1 };
    try {
      await db.transaction().execute(async (trx) => {
        const draw = await this.d.chain.drawNext(trx);
        // No chain has its salt yet (production waits for the announced public value): no round.
        if (!draw) return;
        await repo.insertRound(trx, {
          chainId: draw.chain.id,
          roundNumber: draw.roundNumber,
          roundHash: draw.roundHash,
          commitment: draw.commitment,
          configVersion: CONFIG_VERSION,
          season: next.season,
          matchday: next.matchday,
          opensAt: now,
          closesAt: new Date(kickoff - timing.closeBeforeMs),
          kickoffAt: new Date(kickoff),
          fullTimeAt: new Date(kickoff + timing.matchMs),
          now,
        });
      });
    } catch (err) {
      // Another node wrote the betting round first (one betting round at a time, by a unique index).
      const [again] = await repo.latestRounds(db, 1);
      if (again?.state !== 'betting') throw err;
    }
  }

  private readonly salts = new Map<number, string>();

  private async saltOf(round: RoundRow): Promise<string> {
    const hit = this.salts.get(round.chainId);
    if (hit) return hit;
    const chain = await this.d.chain.chain(this.d.db, round.chainId);
    if (!chain?.salt) throw new Error(`football chain ${round.chainId} missing or without its salt`);
    this.salts.set(chain.id, chain.salt);
    return chain.salt;
  }

  /**
   * Takes a single bet at the published odds. Refused after the close (server clock at receipt),
   * on a price other than the published one, outside the stake limits or above the max win.
   */
  async placeBet(memberId: string, body: FootballBetBody): Promise<{ bet: BetRow; balance: number }> {
    const { db, repo, limits } = this.d;
    const round = await repo.round(db, body.roundId);
    if (!round) throw new AppError(ErrorCode.VALIDATION, 'errors.football_round_unknown');
    const now = this.d.clock.now();
    if (round.state !== 'betting' || now.getTime() >= round.closesAt.getTime())
      throw new AppError(ErrorCode.BETTING_CLOSED, 'errors.football_betting_closed');
    const price = priceOf(round.matchday, body.matchIndex, body.market, body.selection);
    if (price === undefined) throw new AppError(ErrorCode.VALIDATION, 'errors.football_selection_unknown');
    if (price !== body.odds) throw new AppError(ErrorCode.ODDS_CHANGED, 'errors.football_odds_changed');
    const maxStake = Math.min(limits.maxStake, Math.floor((limits.maxWin * 100) / price));
    if (body.stake < limits.minStake || body.stake > maxStake || applyMultiplier(body.stake, price) > limits.maxWin)
      throw new AppError(ErrorCode.LIMIT_EXCEEDED, 'errors.football_stake_range', {
        min: formatMinor(limits.minStake),
        max: formatMinor(maxStake),
      });
    await this.d.gate?.assertMayStake(memberId, { amount: body.stake, unit: 'cash' });
    const bet = {
      id: randomUUID(),
      roundId: round.id,
      memberId,
      matchIndex: body.matchIndex,
      market: body.market,
      selection: body.selection,
      odds: price,
      stake: body.stake,
      placedAt: now,
    };
    const taken = await this.d.money.takeStake(bet);
    const stored = await repo.bet(db, bet.id);
    if (!stored) throw new Error(`football bet ${bet.id} vanished`);
    return { bet: stored, balance: taken.balanceAfter };
  }

  /** Every fixture of a round with its odds (pure; exported for the views). */
  fixtures(round: RoundRow): ReturnType<typeof fixturesOf> {
    return fixturesOf(round.matchday);
  }
}
