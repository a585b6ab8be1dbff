/**
 * Cash-outs, manual and automatic. The decision is one small conditional UPDATE of the bet row
 * (open → cashed, with multiplier, payout and receipt time); once it has committed the cash-out is
 * acknowledged, queued for the next tick's broadcast, told to its member, and its win credited
 * right after (idempotently; the round's settlement pays any credit that did not happen). A tick's
 * auto cash-outs share one UPDATE.
 */
import type { BetRow, CashoutReason } from './crash-bets.repo.js';
import { payoutAt } from './crash-config.js';
import type { EngineContext } from './crash-engine-context.js';
import * as errors from './crash-errors.js';
import { MIN_TARGET, multiplierAt } from './crash-math.js';
import type { CashOutResult, LiveBet, LiveRound } from './crash-round.js';

export class CashOuts {
  constructor(private readonly ctx: EngineContext) {}

  /**
   * Cashes out a bet at the multiplier of the server's receipt time. Durable before it returns;
   * repeats return the settled result. Refused after the crash (ROUND_CRASHED), before the start
   * or below 1.01x (BET_NOT_OPEN), for a settled bet that was not cashed out (BET_NOT_OPEN).
   */
  async cashOut(memberId: string, betId: string): Promise<CashOutResult> {
    const receipt = this.ctx.deps.clock.now();
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

    const work = round.track(this.ctx.repo.bets.cashOut(this.ctx.deps.db, { id: bet.id, multiplier, reason }, receipt));
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

  /** Records a tick's auto cash-outs in one statement; false when it failed (nothing recorded). */
  async autoCashOut(round: LiveRound, due: LiveBet[], now: Date): Promise<boolean> {
    const work = round.track(
      this.ctx.repo.bets.cashOutMany(
        this.ctx.deps.db,
        due.map((b) => ({ id: b.id, multiplier: b.target, reason: b.targetReason })),
        now,
      ),
    );
    for (const b of due) b.busy = work;
    let rows: BetRow[];
    try {
      rows = await work;
    } catch (err) {
      // Nothing was recorded: the bets stay in and the next tick tries again.
      this.ctx.deps.log.error({ err, roundId: round.id }, 'crash: auto cash-out failed, retrying next tick');
      for (const b of due) round.requeue(b);
      return false;
    } finally {
      for (const b of due) b.busy = null;
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const bet of due) {
      const row = byId.get(bet.id);
      if (row) this.afterCashOut(round, bet, row);
    }
    return true;
  }

  /** Marks a recorded cash-out in memory, queues its broadcast and pays the win. */
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
    const paying = this.ctx.money.payWin(row).catch((err: unknown) => {
      this.ctx.deps.log.error({ err, betId: bet.id }, 'crash: win credit failed, the settlement will retry');
    });
    round.payments.add(paying);
    void paying.finally(() => round.payments.delete(paying));
    this.ctx.background.add(paying);
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
