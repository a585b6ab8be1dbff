/**
 * The round lifecycle: betting (a round row with its commitment and outcome is written before
 * betting opens) → running (a tick every `tickMs`) → crashed (a pause) → the next round. Each tick
 * first pays the open bets whose target the curve has reached, then ends the round if the curve
 * passed the crash point or reached 200x. Steps run on the injected timers, one at a time; stop()
 * waits for the one running and leaves a round in play to recovery, with its lease released.
 *
 * Fencing: the loop runs under its node's leadership term (state.fence). A round opens only in a
 * transaction that finds the term still the newest, and carries the term in its lease; a newer
 * leader takes such a round over at once, after which this loop's writes to it are refused (they
 * name its lease owner) and the loop lets it go without another word to the players.
 */
import { UNFENCED, type LeaderFence } from '../../../platform/jobs/leader-terms.js';
import type { TimerHandle } from '../shared/timers.js';
import type { BetIntake } from './crash-bet-intake.js';
import type { CashOuts } from './crash-cashouts.js';
import type { CrashChain } from './crash-chain.js';
import type { EngineContext } from './crash-engine-context.js';
import { CAP, multiplierAt } from './crash-math.js';
import type { CrashRecovery } from './crash-recovery.js';
import { LiveRound, type LiveBet } from './crash-round.js';

/** Rounds in the history strip. */
export const HISTORY = 20;
/** How often the loop looks again for a playable chain while every chain waits for its salt. */
const SALT_WAIT_MS = 5_000;

export class RoundLoop {
  private timer: TimerHandle | null = null;
  /** The loop step running now (a tick, the start, the end); stop() waits for it. */
  private step: Promise<void> = Promise.resolve();
  private ticking = false;
  /** Ended rounds whose settlement is still running (recovery leaves them alone). */
  private readonly settling = new Set<string>();
  /** Rounds a newer leader has taken over: this loop stops playing them. */
  private readonly lost = new Set<string>();

  constructor(
    private readonly ctx: EngineContext,
    private readonly chain: CrashChain,
    private readonly recovery: CrashRecovery,
    private readonly intake: BetIntake,
    private readonly cashOuts: CashOuts,
  ) {}

  /**
   * Settles what earlier loops left unfinished, then opens the first round. Under a leader's fence,
   * rounds of older terms are taken over at once: a dead leader's round is settled here.
   */
  async start(fence: LeaderFence = UNFENCED): Promise<void> {
    const { state, deps } = this.ctx;
    if (state.running) return;
    state.running = true;
    state.fence = fence;
    this.lost.clear();
    const recent = await this.ctx.repo.rounds.recentRounds(deps.db, HISTORY);
    state.history = recent.map((r) => ({ roundId: r.id, crashPoint: r.crashPoint, forced: r.forced }));
    await this.recovery.resolveUnfinished(fence.term).catch((err: unknown) => deps.log.error({ err }, 'crash: recovery failed'));
    await this.openRound().catch((err: unknown) => {
      deps.log.error({ err }, 'crash: the first round could not open, retrying');
      this.schedule(() => this.openRound(), this.ctx.timing.pauseMs);
    });
  }

  /** Stops the loop; a round in play is left unfinished with its lease released. */
  async stop(): Promise<void> {
    const { state, deps } = this.ctx;
    state.running = false;
    if (this.timer) deps.timers.clearTimeout(this.timer);
    this.timer = null;
    this.ctx.feed.cancelPending();
    await this.step;
    const round = state.round;
    if (round) await round.drain();
    await this.ctx.background.idle();
    if (round && round.phase !== 'ended') await this.ctx.repo.rounds.releaseLease(deps.db, round.id, this.ctx.owner);
  }

  private schedule(fn: () => Promise<void>, ms: number): void {
    const { state, deps } = this.ctx;
    if (!state.running) return;
    this.timer = deps.timers.setTimeout(() => {
      this.timer = null;
      if (!state.running) return;
      this.step = fn().catch((err: unknown) => {
        deps.log.error({ err }, 'crash: loop step failed');
        this.schedule(() => this.openRound(), this.ctx.timing.pauseMs);
      });
      return this.step;
    }, ms);
  }

  private async openRound(): Promise<void> {
    const { state, deps, timing, owner, repo } = this.ctx;
    if (!state.running) return;
    const { db, clock } = deps;
    const config = await repo.configs.latestConfig(db);
    if (!config) throw new Error('crash: no configuration');
    if (!(await this.chain.ready(db))) {
      // Production: no chain has its public salt yet (npm run fairness:salt); no round until one has.
      deps.log.warn({}, 'crash: waiting for a chain whose salt is set');
      this.schedule(() => this.openRound(), SALT_WAIT_MS);
      return;
    }
    const opens = clock.now();
    const closes = new Date(opens.getTime() + timing.bettingMs);
    const { fence } = state;
    const created = await db.transaction().execute(async (trx) => {
      // Checked first: it holds the election's row until the round commits (leader-terms.ts).
      if (!(await fence.holds(trx))) return 'deposed' as const;
      const draw = await this.chain.draw(trx, config.houseEdgeBp);
      if (!draw) return undefined;
      const id = await repo.rounds.insertRound(
        trx,
        {
          ...draw,
          houseEdgeBp: config.houseEdgeBp,
          configVersion: config.version,
          bettingOpensAt: opens,
          bettingClosesAt: closes,
          leaseOwner: owner,
          leaseUntil: new Date(closes.getTime() + timing.leaseMs),
          leaseTerm: fence.term,
        },
        opens,
      );
      return { id, draw };
    });
    if (created === 'deposed') {
      // A newer leader exists; the leader lock will stop this loop at its next heartbeat.
      deps.log.warn({ term: fence.term }, 'crash: a newer leader runs the game, no round opened');
      this.schedule(() => this.openRound(), timing.pauseMs);
      return;
    }
    if (!created) {
      // The chain ran out between ready() and draw(): the next attempt starts a new chain.
      this.schedule(() => this.openRound(), 0);
      return;
    }
    state.config = config;
    const round = new LiveRound({
      id: created.id,
      gameNumber: created.draw.gameNumber,
      gameHash: created.draw.gameHash,
      commitment: created.draw.commitment,
      crashPoint: created.draw.crashPoint,
      config,
      bettingOpensAt: opens.getTime(),
      bettingClosesAt: closes.getTime(),
    });
    state.round = round;
    this.announce(round);
  }

  /** Tells the world a round has opened, starts its betting and places the bets queued for it. */
  private announce(round: LiveRound): void {
    const { config } = round;
    this.ctx.feed.broadcast({
      type: 'starting',
      roundId: round.id,
      commitment: round.commitment,
      gameNumber: round.gameNumber,
      bettingClosesAt: round.bettingClosesAt,
      configVersion: config.version,
      houseEdgeBp: config.houseEdgeBp,
    });
    this.schedule(() => this.closeBetting(round), this.ctx.timing.bettingMs);
    this.intake.placeQueued(round);
    // Rounds an earlier loop left behind (their lease has expired by now, or was released).
    this.ctx.background.add(this.recovery.resolveUnfinished(this.ctx.state.fence.term, new Set([round.id, ...this.settling])));
  }

  private async closeBetting(round: LiveRound): Promise<void> {
    const { deps, timing, owner } = this.ctx;
    round.phase = 'closing';
    await round.drain();
    const start = deps.clock.now();
    const leaseUntil = new Date(start.getTime() + timing.leaseMs);
    if (!(await this.ctx.repo.rounds.markRunning(deps.db, round.id, start, owner, leaseUntil))) {
      this.letGo(round);
      return;
    }
    round.startTime = start.getTime();
    round.leaseRenewAt = round.startTime + timing.leaseMs / 3;
    round.lastSyncAt = round.startTime;
    round.freezeWaiting();
    round.phase = 'running';
    this.ctx.feed.flushBets(round);
    this.ctx.feed.broadcast({ type: 'started', roundId: round.id, startTime: round.startTime });
    this.schedule(() => this.tick(round), Math.min(timing.tickMs, round.endElapsed));
  }

  private async tick(round: LiveRound): Promise<void> {
    if (round.phase !== 'running' || round.startTime === null || this.ticking) return;
    if (this.lost.has(round.id)) {
      this.letGo(round);
      return;
    }
    this.ticking = true;
    try {
      const now = this.ctx.deps.clock.now();
      const elapsed = now.getTime() - round.startTime;
      const limit = Math.min(multiplierAt(elapsed), round.crashPoint, CAP);
      const due: LiveBet[] = [];
      while (round.waiting.length > 0 && (round.waiting[0]?.target ?? Infinity) <= limit) {
        const bet = round.waiting.shift() as LiveBet;
        if (bet.status === 'open' && !bet.busy) due.push(bet);
      }
      if (due.length > 0 && !(await this.cashOuts.autoCashOut(round, due, now))) {
        // Not recorded: the bets are back in line and the next tick pays them before any bust.
        this.schedule(() => this.tick(round), this.ctx.timing.tickMs);
        return;
      }
      if (elapsed >= round.endElapsed) {
        await this.endRound(round, now, elapsed);
        return;
      }
      if (now.getTime() >= round.leaseRenewAt) this.renewLease(round, now);
      this.sendTick(round, now.getTime(), elapsed);
      this.schedule(() => this.tick(round), Math.min(this.ctx.timing.tickMs, round.endElapsed - elapsed));
    } finally {
      this.ticking = false;
    }
  }

  /**
   * Clients draw the curve from startTime: a tick goes out only to re-anchor them (about once a
   * second) or to carry the cash-outs since the last one (at most every noticeEveryMs), since each
   * is a fan-out to every watcher.
   */
  private sendTick(round: LiveRound, at: number, elapsed: number): void {
    const { timing } = this.ctx;
    const sync = at - round.lastSyncAt >= timing.syncEveryMs;
    const notify = round.notices.length > 0 && at - round.lastNoticeAt >= timing.noticeEveryMs;
    if (sync) round.lastSyncAt = at;
    if (sync || notify) {
      if (round.notices.length > 0) round.lastNoticeAt = at;
      this.ctx.feed.broadcast({ type: 'tick', roundId: round.id, elapsedMs: elapsed, sync, cashouts: round.notices.splice(0) });
    }
  }

  private async endRound(round: LiveRound, now: Date, elapsed: number): Promise<void> {
    const { deps, state } = this.ctx;
    round.phase = 'ending';
    // Cash-outs received before the end are still being recorded: they win, the rest lose.
    await round.drain();
    try {
      const ended = await deps.db.transaction().execute((trx) =>
        this.ctx.repo.endRound(trx, round.id, {
          endedAt: now,
          forced: round.forced,
          resolution: 'played',
          owner: this.ctx.owner,
        }),
      );
      if (!ended) deps.log.warn({ roundId: round.id }, 'crash: round was taken over before it ended');
    } catch (err) {
      // Not recorded: recovery will settle the round by its rule once the lease runs out.
      deps.log.error({ err, roundId: round.id }, 'crash: the end of the round was not recorded');
    }
    for (const b of round.bets.values()) if (b.status === 'open') b.status = 'lost';
    round.markEnded(now.getTime());
    const cashouts = round.notices.splice(0).filter((n) => !(round.forced && n.reason === 'forced'));
    this.ctx.feed.broadcast({
      type: 'crashed',
      roundId: round.id,
      crashPoint: round.crashPoint,
      gameHash: round.gameHash,
      forced: round.forced,
      elapsedMs: elapsed,
      cashouts,
    });
    state.history = [{ roundId: round.id, crashPoint: round.crashPoint, forced: round.forced }, ...state.history].slice(
      0,
      HISTORY,
    );
    this.settling.add(round.id);
    this.ctx.background.add(this.settleRound(round));
    this.schedule(() => this.openRound(), this.ctx.timing.pauseMs);
  }

  private async settleRound(round: LiveRound): Promise<void> {
    const { deps } = this.ctx;
    try {
      // Wins were credited with their cash-outs (drained before the end); settle() pays whatever an
      // earlier loop left unpaid, refunds and voids.
      if (await this.ctx.money.settle(round.id)) await this.ctx.repo.rounds.markSettled(deps.db, round.id, deps.clock.now());
    } finally {
      this.settling.delete(round.id);
    }
  }

  private renewLease(round: LiveRound, now: Date): void {
    const { deps, timing, owner } = this.ctx;
    round.leaseRenewAt = now.getTime() + timing.leaseMs / 3;
    this.ctx.background.add(
      this.ctx.repo.rounds.renewLease(deps.db, round.id, owner, new Date(now.getTime() + timing.leaseMs)).then((ok) => {
        if (!ok) this.lost.add(round.id);
      }),
    );
  }

  /**
   * A newer leader took the round over (and settles it by the recovery rule): stop playing it and
   * say nothing more about it; this loop only tries to open a round again, which its fence refuses
   * until the leader lock stops it.
   */
  private letGo(round: LiveRound): void {
    const { deps, state, timing } = this.ctx;
    deps.log.warn({ roundId: round.id, term: state.fence.term }, 'crash: the round was taken over by a newer leader');
    round.markEnded(deps.clock.now().getTime());
    if (state.round === round) state.round = null;
    this.schedule(() => this.openRound(), timing.pauseMs);
  }
}
