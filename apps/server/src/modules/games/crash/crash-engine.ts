/**
 * The aircraft crash game's authoritative round loop (reference games-and-fairness.md §1), run by
 * one node at a time (the leader). Betting (7 s) → running (a tick every 150 ms) → crashed (3 s
 * pause) → the next round. Time comes from the injected clock and timers, so tests drive it.
 *
 * Rules:
 * - A round's row, with its commitment and its outcome, is written before betting opens; the crash
 *   point and game hash leave the server only in the crash event.
 * - The multiplier is a pure function of now − startTime (crash-math.ts). A manual cash-out is
 *   accepted iff the multiplier at its server receipt time, capped at the bet's target, is at most
 *   the crash point (a tie goes to the player) and at least 1.01x. A repeat returns the settled result.
 * - Each tick first pays every open bet whose target the curve has reached, at exactly that target
 *   (including on the last tick), then ends the round if the curve passed the crash point (bust)
 *   or reached 200x (forced: everyone still in is paid at their target, 200x at most).
 * - Two panels per member and round. A bet placed while betting is closed is queued for the next
 *   round (in memory, no money taken) and can be cancelled until that round starts, like any bet.
 *
 * Speed and durability of cash-outs (crash-cashouts.ts, crash-cashout-batcher.ts): the price is
 * fixed at the request's arrival; the decision (a conditional UPDATE of the bet row, 'open' →
 * 'cashed') and the win's credit are written together by a group commit, one transaction for the
 * cash-outs that arrive together, and each is acknowledged and broadcast only once its group has
 * committed: an acknowledged cash-out is paid, a failed one is neither recorded nor paid, and the
 * conditional UPDATE and the credit's ledger key make any repeat pay nothing more. The round ends
 * only after the groups in flight have committed. A tick's auto cash-outs join the same commit.
 *
 * This class is the engine's face to the rest of the server; its parts are the round loop
 * (crash-round-loop.ts), bet intake and the queue (crash-bet-intake.ts, crash-bet-queue.ts),
 * cash-outs (crash-cashouts.ts), the event feed (crash-feed.ts), money and settlement
 * (crash-money.ts), recovery (crash-recovery.ts) and the views (crash-views.ts).
 */
import { randomUUID } from 'node:crypto';
import type {
  CrashBetData,
  CrashChain as CrashChainView,
  CrashFairness,
  CrashMemberBet,
  CrashSnapshot,
} from '@nyota/contract/api/crash';
import type { LeaderFence } from '../../../platform/jobs/leader-terms.js';
import type { PlayBar } from '../../play-gate/index.js';
import { GameBetsService } from '../bets/index.js';
import { BackgroundWork } from './crash-background.js';
import { BetIntake } from './crash-bet-intake.js';
import { BetQueue } from './crash-bet-queue.js';
import { CashOuts } from './crash-cashouts.js';
import { CrashChain, crashChains, type ChainSpec } from './crash-chain.js';
import { EngineState, type EngineContext } from './crash-engine-context.js';
import type { BetRequest, CrashEngineDeps, PlayerRef } from './crash-engine-deps.js';
import { activeChainInfo, roundFairness } from './crash-fairness-view.js';
import { CrashFeed } from './crash-feed.js';
import { CrashMoney } from './crash-money.js';
import { CrashRecords } from './crash-records.js';
import { CrashRecovery } from './crash-recovery.js';
import { RoundLoop } from './crash-round-loop.js';
import type { CashOutResult } from './crash-round.js';
import { DEFAULT_TIMING } from './crash-timing.js';
import { betRecord, snapshotOf, type BetRecord } from './crash-views.js';
import { CrashRepo } from './crash.repo.js';

// The engine's API types, where the rest of the server has always found them.
export type { CashOutResult } from './crash-round.js';
export type { BetRequest, CrashEngineDeps, EngineLogger, PlayerRef } from './crash-engine-deps.js';
export { DEFAULT_TIMING, type CrashTiming } from './crash-timing.js';
export type { BetRecord } from './crash-views.js';

export class CrashEngine {
  private readonly ctx: EngineContext;
  private readonly chain: CrashChain;
  private readonly queue = new BetQueue();
  private readonly intake: BetIntake;
  private readonly cashOuts: CashOuts;
  private readonly loop: RoundLoop;

  constructor(deps: CrashEngineDeps) {
    const timing = { ...DEFAULT_TIMING, ...deps.timing };
    const owner = `${deps.nodeId}/${randomUUID().slice(0, 8)}`;
    const repo = new CrashRepo();
    const state = new EngineState();
    const chains = crashChains(() => deps.clock.now(), deps.newChain, deps.devSalt ?? false);
    const records = new CrashRecords(deps.db, repo, chains, deps.bets ?? new GameBetsService());
    const money = new CrashMoney(deps.db, repo, deps.wallet, deps.clock, deps.log, records, deps.stakes ?? null);
    const feed = new CrashFeed(deps.events, deps.log, deps.timers, timing.noticeEveryMs, state);
    const background = new BackgroundWork(deps.log);
    this.ctx = { deps, timing, owner, repo, money, feed, background, state };
    this.chain = new CrashChain(chains);
    const recovery = new CrashRecovery(deps.db, repo, money, deps.clock, owner, timing.leaseMs, deps.log);
    this.intake = new BetIntake(this.ctx, this.queue);
    this.cashOuts = new CashOuts(this.ctx);
    this.loop = new RoundLoop(this.ctx, this.chain, recovery, this.intake, this.cashOuts);
  }

  /**
   * Settles what earlier loops left unfinished, then opens the first round. `fence` is the
   * leadership it runs under (the leader lock's); without one (tests, tools) it runs unfenced.
   */
  async start(fence?: LeaderFence): Promise<void> {
    await this.loop.start(fence);
  }

  /**
   * Stops the loop. A round in play is left unfinished with its lease released, so the next
   * engine (on any node) settles it at once by the recovery rule; queued bets are dropped (they
   * hold no money).
   */
  async stop(): Promise<void> {
    await this.loop.stop();
    this.queue.clear();
  }

  /** True between start() and stop(): the leader runs the loop, other nodes leave it stopped. */
  isRunning(): boolean {
    return this.ctx.state.running;
  }

  /** The leadership term the loop runs under, null while it is stopped. */
  runningTerm(): number | null {
    return this.ctx.state.running ? this.ctx.state.fence.term : null;
  }

  /** Waits for background work (win payments, settlements) to finish. */
  async idle(): Promise<void> {
    await this.ctx.background.idle();
  }

  /** Creates a chain now (its terminating hash and salt can be published before its first game). */
  async createChain(spec: ChainSpec = {}): Promise<number> {
    return this.chain.create(this.ctx.deps.db, spec);
  }

  /** What a verifier needs about a round; the game hash and crash point only once it has ended. */
  async fairnessOf(roundId: string): Promise<CrashFairness | undefined> {
    return roundFairness(this.ctx.deps.db, this.ctx.repo, this.chain.chains, roundId);
  }

  /** The chain in play and the rules in force, for the fairness page (never the chain's seed). */
  async chainInfo(): Promise<NonNullable<CrashChainView> | null> {
    return activeChainInfo(this.ctx.deps.db, this.ctx.repo, this.chain.chains);
  }

  // Bets

  async placeBet(player: PlayerRef, req: BetRequest): Promise<CrashBetData> {
    return this.intake.placeBet(player, req);
  }

  /** Cancels a queued bet; false when there is none with this id (already placed or dropped). */
  cancelQueued(memberId: string, queueId: string): boolean {
    return this.queue.cancel(memberId, queueId);
  }

  /**
   * Drops every bet the member has queued, telling them on their socket (queuedBetRefused with the
   * bar's code): called when they may no longer stake. Returns how many were dropped.
   */
  dropQueuedOf(memberId: string, bar: PlayBar): number {
    return this.intake.dropQueuedOf(memberId, bar);
  }

  /** Cancels a bet before its round starts: the stake comes back and the panel is free again. */
  async cancelBet(memberId: string, betId: string): Promise<CrashMemberBet> {
    return this.intake.cancelBet(memberId, betId);
  }

  /**
   * Cashes out a bet at the multiplier of the moment its request reached the server (`ageMs` ago:
   * how long it waited before the engine saw it). Durable, win included, before it returns;
   * repeats return the settled result. Refused after the crash (ROUND_CRASHED), before the start
   * or below 1.01x (BET_NOT_OPEN), for a settled bet that was not cashed out (BET_NOT_OPEN).
   */
  async cashOut(memberId: string, betId: string, ageMs = 0): Promise<CashOutResult> {
    return this.cashOuts.cashOut(memberId, betId, ageMs);
  }

  // Views

  snapshot(memberId: string | null): CrashSnapshot {
    const { state, deps } = this.ctx;
    return snapshotOf({
      now: deps.clock.now().getTime(),
      round: state.round,
      config: state.config,
      history: state.history,
      queued: this.queue.viewsOf(memberId),
      memberId,
    });
  }

  /** The member's latest bets with their rounds (newest first); outcomes only of ended rounds. */
  async memberBets(memberId: string, limit = 10): Promise<BetRecord[]> {
    const rows = await this.ctx.repo.memberBets(this.ctx.deps.db, memberId, Math.min(Math.max(limit, 1), 100));
    return rows.map(({ bet, round }) => betRecord(bet, round));
  }
}
