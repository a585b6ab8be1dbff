/**
 * Cash-outs, manual and automatic. A manual cash-out is priced at the server's clock when its
 * request arrived (the flight's elapsed time then, checked against the crash point), so time spent
 * queueing behind other work never changes its price nor lets it in after the crash. Every
 * cash-out, manual or automatic, is then written by the group commit (crash-cashout-batcher.ts):
 * the bets' new state and their wins' ledger credits in one transaction per group. A cash-out is
 * acknowledged, broadcast with the next tick and told to its member only once its group has
 * committed; a failed group leaves its bets open and unpaid, and their callers get the error.
 */
import type { BetRow, CashoutReason, TimedCashout } from './crash-bets.repo.js';
import { CashOutBatcher } from './crash-cashout-batcher.js';
import { payoutAt } from './crash-config.js';
import type { EngineContext } from './crash-engine-context.js';
import * as errors from './crash-errors.js';
import { MIN_TARGET, multiplierAt } from './crash-math.js';
import type { CashOutResult, LiveBet, LiveRound } from './crash-round.js';

/**
 * The oldest arrival a cash-out may claim (its request waited that long on this node, or on the
 * node that relayed it): beyond it the call has outlived any client's patience.
 */
export const MAX_ARRIVAL_AGE_MS = 5_000;

export class CashOuts {
  private readonly batcher: CashOutBatcher;

  constructor(private readonly ctx: EngineContext) {
    this.batcher = new CashOutBatcher((group) => ctx.money.cashOutAndPay(group));
  }

  /**
   * Cashes out a bet at the multiplier of the moment its request arrived, `ageMs` before now.
   * Durable (decision and win) before it returns; repeats return the settled result. Refused after
   * the crash (ROUND_CRASHED), before the start or below 1.01x (BET_NOT_OPEN), for a settled bet
   * that was not cashed out (BET_NOT_OPEN).
   */
  async cashOut(memberId: string, betId: string, ageMs = 0): Promise<CashOutResult> {
    const receipt = this.arrivalOf(ageMs);
    const round = this.ctx.state.round;
    const bet = round?.bets.get(betId);
    if (!round || !bet || bet.memberId !== memberId) return this.settledCashOut(memberId, betId);
    if (bet.result) return { ...bet.result, replayed: true };
    if (bet.busy) {
      await bet.busy.catch(() => undefined);
      if (bet.result) return { ...(bet.result as CashOutResult), replayed: true };
    }
    if (round.phase === 'ending' || round.phase === 'ended') {
      await round.ended;
      if (bet.result) return { ...(bet.result as CashOutResult), replayed: true };
      throw errors.tooLate();
    }
    if (bet.status !== 'open') throw errors.betNotOpen();
    if (round.phase !== 'running' || round.startTime === null) throw errors.notStarted();
    const raw = multiplierAt(receipt.getTime() - round.startTime);
    const multiplier = Math.min(raw, bet.target);
    if (multiplier > round.crashPoint) throw errors.tooLate();
    if (multiplier < MIN_TARGET) throw errors.notStarted();
    const reason: CashoutReason = multiplier === bet.target && raw >= bet.target ? bet.targetReason : 'manual';

    const work = round.track(this.batcher.submit({ id: bet.id, multiplier, reason, at: receipt }));
    bet.busy = work;
    let row: BetRow | undefined;
    try {
      row = await work;
    } catch (err) {
      round.requeue(bet);
      throw err;
    } finally {
      bet.busy = null;
    }
    if (!row) {
      // Someone else settled it first (recovery on another node): answer with what the row says.
      return this.settledCashOut(memberId, betId);
    }
    return this.afterCashOut(round, bet, row);
  }

  /**
   * Records a tick's auto cash-outs (they join the group commit together); false when any failed
   * (those stay in line for the next tick, nothing of them recorded).
   */
  async autoCashOut(round: LiveRound, due: LiveBet[], now: Date): Promise<boolean> {
    const works = due.map((b) => {
      const cashout: TimedCashout = { id: b.id, multiplier: b.target, reason: b.targetReason, at: now };
      const work = round.track(this.batcher.submit(cashout));
      b.busy = work;
      return work;
    });
    const outcomes = await Promise.allSettled(works);
    let ok = true;
    due.forEach((bet, i) => {
      bet.busy = null;
      const outcome = outcomes[i];
      if (outcome?.status === 'fulfilled') {
        if (outcome.value) this.afterCashOut(round, bet, outcome.value);
        return;
      }
      if (ok)
        this.ctx.deps.log.error({ err: outcome?.reason, roundId: round.id }, 'crash: auto cash-out failed, retrying next tick');
      ok = false;
      round.requeue(bet);
    });
    return ok;
  }

  /** When the request arrived by the engine's clock (an age that is not a sane number counts as now). */
  private arrivalOf(ageMs: number): Date {
    const now = this.ctx.deps.clock.now();
    const age = Number.isFinite(ageMs) ? Math.min(Math.max(ageMs, 0), MAX_ARRIVAL_AGE_MS) : 0;
    return new Date(now.getTime() - Math.floor(age));
  }

  /** Marks a committed cash-out (its win paid with it) in memory, queues its broadcast, tells its member. */
  private afterCashOut(round: LiveRound, bet: LiveBet, row: BetRow): CashOutResult {
    const result: CashOutResult = {
      betId: bet.id,
      roundId: round.id,
      multiplier: row.cashoutMultiplier ?? bet.target,
      payout: row.payout ?? 0,
      cashedOutAt: (row.cashoutAt ?? this.ctx.deps.clock.now()).getTime(),
      reason: row.cashoutReason ?? 'manual',
      replayed: false,
    };
    bet.status = 'cashed';
    bet.result = result;
    const { multiplier, payout, reason } = result;
    if (bet.listed) round.notices.push({ betId: bet.id, multiplier, payout, reason });
    this.ctx.feed.toMember(bet.memberId, {
      type: 'cashedOut',
      roundId: round.id,
      betId: bet.id,
      panel: bet.panel,
      multiplier,
      payout,
      reason,
    });
    return result;
  }

  /** The answer for a bet not in the round in play (an older round, or after a restart). */
  private async settledCashOut(memberId: string, betId: string): Promise<CashOutResult> {
    const row = await this.ctx.repo.bets.bet(this.ctx.deps.db, betId);
    if (!row || row.memberId !== memberId) throw errors.betNotFound();
    if (row.status === 'cashed' && row.cashoutMultiplier !== null && row.cashoutAt && row.cashoutReason) {
      return {
        betId: row.id,
        roundId: row.roundId,
        multiplier: row.cashoutMultiplier,
        payout: row.payout ?? payoutAt(row.stake, row.cashoutMultiplier),
        cashedOutAt: row.cashoutAt.getTime(),
        reason: row.cashoutReason,
        replayed: true,
      };
    }
    if (row.status === 'lost') throw errors.tooLate();
    throw errors.betNotOpen();
  }
}
