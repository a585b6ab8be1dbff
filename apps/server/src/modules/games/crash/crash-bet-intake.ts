/**
 * Taking bets: a bet placed during betting takes its stake at once; one placed while betting is
 * closed is queued for the next round and placed as it opens, after one play-gate query for all the
 * queued members. A bet's panel and the round's liability are reserved before the first await, so
 * concurrent bets cannot together pass the cap or share a panel. A bet may be cancelled, with its
 * stake back, until its round starts.
 */
import type { CrashBetData, CrashMemberBet, CrashQueuedBet } from '@nyota/contract/api/crash';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../platform/http/app-error.js';
import type { PlayBar } from '../../play-gate/index.js';
import { formatMoneyInText } from '@nyota/contract/money/format';
import type { BetQueue, QueuedBet } from './crash-bet-queue.js';
import { betTarget } from './crash-config.js';
import type { EngineContext } from './crash-engine-context.js';
import type { BetRequest, PanelBetRequest, PlayerRef } from './crash-engine-deps.js';
import * as errors from './crash-errors.js';
import { CAP, MIN_TARGET } from './crash-math.js';
import { admitQueued } from './crash-queue-gate.js';
import { LIVE_LIST_SIZE, LiveRound, type LiveBet } from './crash-round.js';
import { memberBet } from './crash-views.js';

export class BetIntake {
  constructor(
    private readonly ctx: EngineContext,
    private readonly queue: BetQueue,
  ) {}

  async placeBet(player: PlayerRef, req: BetRequest): Promise<CrashBetData> {
    if (player.selfExcluded) throw errors.selfExcluded();
    const panel = req.panel === 1 || req.panel === 2 ? req.panel : null;
    if (panel === null) throw errors.badPanel();
    if (!Number.isSafeInteger(req.stake) || req.stake <= 0) throw errors.badAmount();
    const auto = req.autoCashout;
    if (auto !== null && (!Number.isInteger(auto) || auto < MIN_TARGET || auto > CAP)) throw errors.badAutoCashout();
    if (!this.ctx.state.running) throw errors.gameUnavailable();
    // At the moment of staking, not when the request was read (an exclusion may have come since).
    await this.ctx.deps.gate?.assertMayStake(player.memberId, { amount: req.stake, unit: 'cash' });
    const round = this.ctx.state.round;
    if (round && round.phase === 'betting') {
      return { kind: 'placed', bet: await this.place(round, player, { panel, stake: req.stake, autoCashout: auto }) };
    }
    return { kind: 'queued', queued: this.enqueue(player, { panel, stake: req.stake, autoCashout: auto }) };
  }

  /**
   * Drops every bet the member has queued, telling them on their socket (queuedBetRefused with the
   * bar's code): called when they may no longer stake. Returns how many were dropped.
   */
  dropQueuedOf(memberId: string, bar: PlayBar): number {
    const dropped = this.queue.takeOf(memberId);
    for (const q of dropped) this.refuseQueued(q, bar.code, bar.key);
    return dropped.length;
  }

  /** Cancels a bet before its round starts: the stake comes back and the panel is free again. */
  async cancelBet(memberId: string, betId: string): Promise<CrashMemberBet> {
    const round = this.ctx.state.round;
    const bet = round?.bets.get(betId);
    if (!round || !bet || bet.memberId !== memberId) throw errors.betNotFound();
    if (bet.busy) await bet.busy.catch(() => undefined);
    if (round.phase !== 'betting') throw errors.cancelClosed();
    if (bet.status !== 'open') throw errors.betNotOpen();
    const work = round.track(this.refundCancelled(round, bet));
    bet.busy = work;
    try {
      if (!(await work)) throw errors.betNotOpen();
    } finally {
      bet.busy = null;
    }
    round.betCount -= 1;
    round.betTotal -= bet.stake;
    if (bet.listed) round.cancelledNotices.push(bet.id);
    this.ctx.feed.noticeBets(round);
    return memberBet(round.id, bet);
  }

  /** Places the bets queued for this round, after one gate query for all of their members. */
  placeQueued(round: LiveRound): void {
    const queued = this.queue.takeAll();
    if (queued.length === 0) return;
    const work = admitQueued(this.ctx.deps.gate, queued).then(
      ({ admitted, refused }) => {
        for (const { item, error } of refused) this.refuseQueued(item, error.code, error.key, error.params);
        for (const q of admitted) this.placeOneQueued(round, q);
      },
      (err: unknown) => {
        // Unknown whether they may stake: none is placed, and each player hears so.
        this.ctx.deps.log.error({ err, roundId: round.id }, 'crash: the play gate did not answer, queued bets refused');
        for (const q of queued) this.refuseQueued(q, 500, 'errors.internal');
      },
    );
    void round.track(work);
    this.ctx.background.add(work);
  }

  /** Records the cancel, then gives the stake back; false when the bet was no longer open. */
  private async refundCancelled(round: LiveRound, bet: LiveBet): Promise<boolean> {
    const { db, clock, log } = this.ctx.deps;
    const row = await this.ctx.repo.bets.refundOpen(db, bet.id, 'cancelled', clock.now());
    if (!row) return false;
    bet.status = 'cancelled';
    round.remove(bet);
    // The cancel is recorded; should the refund fail now, the round's settlement makes it.
    await this.ctx.money.payRefund(row).catch((err: unknown) => {
      log.error({ err, betId: bet.id }, 'crash: refund of a cancelled bet failed, the settlement will retry');
    });
    return true;
  }

  private async place(round: LiveRound, player: PlayerRef, req: PanelBetRequest): Promise<CrashMemberBet> {
    const config = round.config;
    if (req.stake < config.minStake || req.stake > config.maxStake) {
      throw errors.stakeOutOfRange(this.amount(config.minStake), this.amount(config.maxStake));
    }
    if (round.byPanel.has(LiveRound.panelKey(player.memberId, req.panel))) throw errors.panelBusy();
    const t = betTarget(config, req.stake, req.autoCashout);
    if (round.liability + t.potential > config.roundLiabilityCap) throw errors.roundFull();
    const bet: LiveBet = {
      id: randomUUID(),
      memberId: player.memberId,
      label: player.label,
      panel: req.panel,
      stake: req.stake,
      autoCashout: req.autoCashout,
      target: t.target,
      targetReason: t.reason,
      potential: t.potential,
      status: 'pending',
      result: null,
      busy: null,
      listed: false,
    };
    // Reserved before the first await, so concurrent bets cannot together pass the cap or the panel.
    round.add(bet);
    const work = round.track(
      this.ctx.money.takeStake({
        id: bet.id,
        roundId: round.id,
        memberId: bet.memberId,
        panel: bet.panel,
        stake: bet.stake,
        autoCashout: bet.autoCashout,
        target: bet.target,
        configVersion: config.version,
        createdAt: this.ctx.deps.clock.now(),
      }),
    );
    bet.busy = work;
    try {
      await work;
    } catch (err) {
      bet.status = 'void';
      round.remove(bet);
      throw err;
    } finally {
      bet.busy = null;
    }
    bet.status = 'open';
    round.betCount += 1;
    round.betTotal += bet.stake;
    bet.listed = round.listedCount < LIVE_LIST_SIZE;
    if (bet.listed) {
      round.listedCount += 1;
      round.placedNotices.push({ betId: bet.id, label: bet.label, panel: bet.panel, stake: bet.stake });
    }
    this.ctx.feed.noticeBets(round);
    return memberBet(round.id, bet);
  }

  private enqueue(player: PlayerRef, req: PanelBetRequest): CrashQueuedBet {
    const config = this.ctx.state.config;
    if (!config) throw errors.gameUnavailable();
    // Checked now against the rules in force so the player learns at once; checked again when placed.
    if (req.stake < config.minStake || req.stake > config.maxStake) {
      throw errors.stakeOutOfRange(this.amount(config.minStake), this.amount(config.maxStake));
    }
    return this.queue.add(player, req);
  }

  private placeOneQueued(round: LiveRound, q: QueuedBet): void {
    const work = this.place(round, q.player, q.req).then(
      (bet) =>
        this.ctx.feed.toMember(q.player.memberId, {
          type: 'queuedBetPlaced',
          queueId: q.queueId,
          roundId: round.id,
          betId: bet.betId,
          panel: bet.panel,
          stake: bet.stake,
          autoCashout: bet.autoCashout,
        }),
      (err: unknown) => {
        const known = err instanceof AppError;
        if (!known) this.ctx.deps.log.error({ err, queueId: q.queueId }, 'crash: queued bet failed');
        this.refuseQueued(q, known ? err.code : 500, known ? err.key : 'errors.internal', known ? err.params : undefined);
      },
    );
    void round.track(work);
    this.ctx.background.add(work);
  }

  private refuseQueued(q: QueuedBet, code: number, key: string, params?: Record<string, string | number>): void {
    const refusal = { type: 'queuedBetRefused', queueId: q.queueId, panel: q.req.panel, code, key } as const;
    this.ctx.feed.toMember(q.player.memberId, params ? { ...refusal, params } : refusal);
  }

  private amount(minor: number): string {
    return formatMoneyInText(minor, this.ctx.deps.market.currencySymbol);
  }
}
