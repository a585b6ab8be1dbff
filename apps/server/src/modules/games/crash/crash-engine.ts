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
 * Speed and durability of cash-outs: the decision is one small conditional UPDATE of the bet row
 * (status 'open' → 'cashed', with multiplier, payout and receipt time); once it has committed, the
 * cash-out is acknowledged and broadcast with the next tick, and the win is credited right after
 * through the seamless wallet, idempotently. A crash between the two leaves a cashed bet without
 * its credit, which the round's settlement (or recovery on any node) pays: an acknowledged cash-out
 * is never lost and never paid twice. Auto cash-outs of a tick share one UPDATE.
 */
import { randomUUID } from 'node:crypto';
import type {
  CrashBetData,
  CrashChain as CrashChainView,
  CrashFairness,
  CrashLimits,
  CrashMemberBet,
  CrashMyBets,
  CrashPublicBet,
  CrashQueuedBet,
  CrashSnapshot,
} from '@nyota/contract/api/crash';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { SeamlessWallet } from '../../ledger/seamless-wallet.js';
import { formatAmount } from '../../payments/money-text.js';
import type { TimerHandle, Timers } from '../shared/timers.js';
import { CrashChain, type ChainSpec } from './crash-chain.js';
import { betTarget, payoutAt, type CrashConfig } from './crash-config.js';
import * as errors from './crash-errors.js';
import type { CrashEventSink, CrashBroadcast, CrashMemberEvent } from './crash-events.js';
import { CAP, MIN_TARGET, multiplierAt } from './crash-math.js';
import { CrashMoney } from './crash-money.js';
import { CrashRecovery } from './crash-recovery.js';
import { CrashRecords } from './crash-records.js';
import { GameBetsService } from '../bets/game-bets.service.js';
import type { PlayBar, StakeGate } from '../../play-gate/play-gate.js';
import { admitQueued } from './crash-queue-gate.js';
import type { GameBetsApi } from '../bets/game-bets.api.js';
import { LIVE_LIST_SIZE, LiveRound, type CashOutResult, type LiveBet } from './crash-round.js';
import type { BetRow, CashoutReason } from './crash-bets.repo.js';
import type { RoundRow } from './crash-rounds.repo.js';
import { CrashRepo } from './crash.repo.js';

export type { CashOutResult } from './crash-round.js';

type CrashMyBet = CrashMyBets['list'][number];
type ChainInfo = NonNullable<CrashChainView>;
type RecentRound = CrashSnapshot['history'][number];

export interface CrashTiming {
  bettingMs: number;
  tickMs: number;
  pauseMs: number;
  /** How long a round's lease lasts without renewal; recovery waits this long for a vanished node. */
  leaseMs: number;
  /** How often a tick goes out without cash-outs to keep clients in sync (marked `sync`). */
  syncEveryMs: number;
  /** The shortest gap between two events announcing bets or cash-outs (each is a fan-out to every watcher). */
  noticeEveryMs: number;
}

export const DEFAULT_TIMING: CrashTiming = {
  bettingMs: 7_000,
  tickMs: 150,
  pauseMs: 3_000,
  leaseMs: 15_000,
  syncEveryMs: 1_000,
  noticeEveryMs: 250,
};

export interface EngineLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface CrashEngineDeps {
  db: Db;
  wallet: SeamlessWallet;
  clock: Clock;
  timers: Timers;
  events: CrashEventSink;
  market: Pick<MarketPreset, 'currencySymbol'>;
  log: EngineLogger;
  /** Names this node in round leases; each engine adds its own suffix. */
  nodeId: string;
  timing?: Partial<CrashTiming>;
  /** How a new chain is made when none has games left (its length, or a salt fixed in advance). */
  newChain?: Omit<ChainSpec, 'seed' | 'announcement'>;
  /**
   * Development only (never with NODE_ENV=production): with no playable chain, make one with a
   * development salt. Off, the loop waits until a chain announced with a public value has its salt.
   */
  devSalt?: boolean;
  /** Where finished bets are recorded for records and recall (game_bets by default). */
  bets?: GameBetsApi;
  /** Asked as each bet enters a round (and as it is queued): may this member stake now? */
  gate?: StakeGate;
}

/** Who bets: the caller has authenticated the member; the play gate is asked as the bet is taken. */
export interface PlayerRef {
  memberId: string;
  /** How others see the player (a masked number). */
  label: string;
  /** Set when the caller already knows the member is excluded (refused at once, before the gate). */
  selfExcluded?: boolean;
}

export interface BetRequest {
  panel: number;
  /** Minor units. */
  stake: number;
  /** Hundredths (1.01x–200.00x), or null for none. */
  autoCashout: number | null;
}

/** A member's bet with its round, for recall: the contract's record plus what only the server reads. */
export type BetRecord = Omit<CrashMyBet, 'round'> & {
  cashoutAt: number | null;
  balanceBefore: number | null;
  balanceAfter: number | null;
  round: CrashMyBet['round'] & { startedAt: number | null; endedAt: number | null };
};

interface Queued {
  queueId: string;
  player: PlayerRef;
  req: BetRequest & { panel: 1 | 2 };
}

const HISTORY = 20;
/** How often the loop looks again for a playable chain while every chain waits for its salt. */
const SALT_WAIT_MS = 5_000;

export class CrashEngine {
  private readonly repo = new CrashRepo();
  private readonly chain: CrashChain;
  private readonly money: CrashMoney;
  private readonly recovery: CrashRecovery;
  private readonly timing: CrashTiming;
  private readonly owner: string;
  private round: LiveRound | null = null;
  private config: CrashConfig | null = null;
  private timer: TimerHandle | null = null;
  /** Pending flush of the current round's bet changes (noticeBets). */
  private betsTimer: TimerHandle | null = null;
  /** The loop step running now (a tick, the start, the end); stop() waits for it. */
  private step: Promise<void> = Promise.resolve();
  private running = false;
  private ticking = false;
  private readonly queue = new Map<string, Queued>();
  private history: RecentRound[] = [];
  /** Work not tied to a phase change (wins being paid, settlements); stop() and idle() wait for it. */
  private readonly background = new Set<Promise<unknown>>();
  private readonly settling = new Set<string>();

  constructor(private readonly deps: CrashEngineDeps) {
    this.timing = { ...DEFAULT_TIMING, ...deps.timing };
    this.owner = `${deps.nodeId}/${randomUUID().slice(0, 8)}`;
    this.chain = new CrashChain(this.repo, () => deps.clock.now(), deps.newChain, deps.devSalt ?? false);
    const records = new CrashRecords(deps.db, this.repo, deps.bets ?? new GameBetsService());
    this.money = new CrashMoney(deps.db, this.repo, deps.wallet, deps.clock, deps.log, records);
    this.recovery = new CrashRecovery(deps.db, this.repo, this.money, deps.clock, this.owner, this.timing.leaseMs, deps.log);
  }

  /** Settles what earlier loops left unfinished, then opens the first round. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const recent = await this.repo.rounds.recentRounds(this.deps.db, HISTORY);
    this.history = recent.map((r) => ({ roundId: r.id, crashPoint: r.crashPoint, forced: r.forced }));
    await this.recovery.resolveUnfinished().catch((err: unknown) => this.deps.log.error({ err }, 'crash: recovery failed'));
    await this.openRound().catch((err: unknown) => {
      this.deps.log.error({ err }, 'crash: the first round could not open, retrying');
      this.schedule(() => this.openRound(), this.timing.pauseMs);
    });
  }

  /**
   * Stops the loop. A round in play is left unfinished with its lease released, so the next
   * engine (on any node) settles it at once by the recovery rule; queued bets are dropped (they
   * hold no money).
   */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) this.deps.timers.clearTimeout(this.timer);
    this.timer = null;
    if (this.betsTimer) this.deps.timers.clearTimeout(this.betsTimer);
    this.betsTimer = null;
    await this.step;
    const round = this.round;
    if (round) await round.drain();
    await this.idle();
    if (round && round.phase !== 'ended') await this.repo.rounds.releaseLease(this.deps.db, round.id, this.owner);
    this.queue.clear();
  }

  /** True between start() and stop(): the leader runs the loop, other nodes leave it stopped. */
  isRunning(): boolean {
    return this.running;
  }

  /** Waits for background work (win payments, settlements) to finish. */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  /** Creates a chain now (its terminating hash and salt can be published before its first game). */
  async createChain(spec: ChainSpec = {}): Promise<number> {
    return this.chain.create(this.deps.db, spec);
  }

  /** What a verifier needs about a round; the game hash and crash point only once it has ended. */
  async fairnessOf(roundId: string): Promise<CrashFairness | undefined> {
    const round = /^[1-9][0-9]{0,18}$/.test(roundId) ? await this.repo.rounds.round(this.deps.db, roundId) : undefined;
    if (!round) return undefined;
    const chain = await this.repo.chains.chainPublic(this.deps.db, round.chainId);
    if (!chain || chain.salt === null) return undefined;
    const over = round.state === 'crashed' || round.state === 'settled';
    return {
      roundId: round.id,
      chainId: round.chainId,
      gameNumber: round.gameNumber,
      commitment: round.commitment,
      terminatingHash: chain.terminatingHash,
      salt: chain.salt,
      chainLength: chain.length,
      houseEdgeBp: round.houseEdgeBp,
      configVersion: round.configVersion,
      hmacScheme: chain.hmacScheme,
      saltKind: chain.saltKind,
      saltSource: chain.saltSource,
      ended: over,
      gameHash: over ? round.gameHash : null,
      crashPoint: over ? round.crashPoint : null,
      forced: over ? round.forced : null,
      resolution: round.resolution,
    };
  }

  /** The chain in play and the rules in force, for the fairness page (never the chain's seed). */
  async chainInfo(): Promise<ChainInfo | null> {
    const chain = await this.repo.chains.activeChain(this.deps.db);
    const config = await this.repo.configs.latestConfig(this.deps.db);
    const published = chain && (await this.repo.chains.chainPublic(this.deps.db, chain.id));
    if (!chain || !config || !published) return null;
    return {
      chainId: chain.id,
      terminatingHash: chain.terminatingHash,
      salt: chain.salt,
      chainLength: chain.length,
      houseEdgeBp: config.houseEdgeBp,
      configVersion: config.version,
      hmacScheme: chain.hmacScheme,
      saltKind: published.saltKind,
    };
  }

  // Bets

  async placeBet(player: PlayerRef, req: BetRequest): Promise<CrashBetData> {
    if (player.selfExcluded) throw errors.selfExcluded();
    const panel = req.panel === 1 || req.panel === 2 ? req.panel : null;
    if (panel === null) throw errors.badPanel();
    if (!Number.isSafeInteger(req.stake) || req.stake <= 0) throw errors.badAmount();
    const auto = req.autoCashout;
    if (auto !== null && (!Number.isInteger(auto) || auto < MIN_TARGET || auto > CAP)) throw errors.badAutoCashout();
    if (!this.running) throw errors.gameUnavailable();
    // At the moment of staking, not when the request was read (an exclusion may have come since).
    await this.deps.gate?.assertMayStake(player.memberId);
    const round = this.round;
    if (round && round.phase === 'betting') {
      return { kind: 'placed', bet: await this.place(round, player, { panel, stake: req.stake, autoCashout: auto }) };
    }
    return { kind: 'queued', queued: this.enqueue(player, { panel, stake: req.stake, autoCashout: auto }) };
  }

  /** Cancels a queued bet; false when there is none with this id (already placed or dropped). */
  cancelQueued(memberId: string, queueId: string): boolean {
    for (const [key, q] of this.queue) {
      if (q.queueId === queueId && q.player.memberId === memberId) {
        this.queue.delete(key);
        return true;
      }
    }
    return false;
  }

  /**
   * Drops every bet the member has queued, telling them on their socket (queuedBetRefused with the
   * bar's code): called when they may no longer stake. Returns how many were dropped.
   */
  dropQueuedOf(memberId: string, bar: PlayBar): number {
    let dropped = 0;
    for (const [key, q] of this.queue) {
      if (q.player.memberId !== memberId) continue;
      this.queue.delete(key);
      this.refuseQueued(q, bar.code, bar.key);
      dropped += 1;
    }
    return dropped;
  }

  /** Cancels a bet before its round starts: the stake comes back and the panel is free again. */
  async cancelBet(memberId: string, betId: string): Promise<CrashMemberBet> {
    const round = this.round;
    const bet = round?.bets.get(betId);
    if (!round || !bet || bet.memberId !== memberId) throw errors.betNotFound();
    if (bet.busy) await bet.busy.catch(() => undefined);
    if (round.phase !== 'betting') throw errors.cancelClosed();
    if (bet.status !== 'open') throw errors.betNotOpen();
    const work = round.track(
      (async () => {
        const row = await this.repo.bets.refundOpen(this.deps.db, bet.id, 'cancelled', this.deps.clock.now());
        if (!row) return false;
        bet.status = 'cancelled';
        round.remove(bet);
        // The cancel is recorded; should the refund fail now, the round's settlement makes it.
        await this.money.payRefund(row).catch((err: unknown) => {
          this.deps.log.error({ err, betId: bet.id }, 'crash: refund of a cancelled bet failed, the settlement will retry');
        });
        return true;
      })(),
    );
    bet.busy = work;
    try {
      if (!(await work)) throw errors.betNotOpen();
    } finally {
      bet.busy = null;
    }
    round.betCount -= 1;
    round.betTotal -= bet.stake;
    if (bet.listed) round.cancelledNotices.push(bet.id);
    this.noticeBets(round);
    return memberBet(round.id, bet);
  }

  /**
   * Cashes out a bet at the multiplier of the server's receipt time. Durable before it returns;
   * repeats return the settled result. Refused after the crash (ROUND_CRASHED), before the start
   * or below 1.01x (BET_NOT_OPEN), for a settled bet that was not cashed out (BET_NOT_OPEN).
   */
  async cashOut(memberId: string, betId: string): Promise<CashOutResult> {
    const receipt = this.deps.clock.now();
    const round = this.round;
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

    const work = round.track(this.repo.bets.cashOut(this.deps.db, { id: bet.id, multiplier, reason }, receipt));
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

  // Views

  snapshot(memberId: string | null): CrashSnapshot {
    const now = this.deps.clock.now().getTime();
    const round = this.round;
    const mine: CrashMemberBet[] = [];
    const bets: CrashPublicBet[] = [];
    if (round) {
      for (const b of round.bets.values()) {
        if (b.status === 'pending' || b.status === 'void' || b.status === 'cancelled') continue;
        if (b.memberId === memberId) mine.push(memberBet(round.id, b));
        if (!b.listed) continue;
        bets.push({
          betId: b.id,
          label: b.label,
          panel: b.panel,
          stake: b.stake,
          cashout: b.result ? { multiplier: b.result.multiplier, payout: b.result.payout } : null,
        });
      }
    }
    const queued = [...this.queue.values()].filter((q) => q.player.memberId === memberId).map(queuedView);
    const ended = round?.phase === 'ended';
    const flying = round !== null && round.startTime !== null && !ended;
    return {
      serverTime: now,
      round: round && {
        roundId: round.id,
        gameNumber: round.gameNumber,
        phase: ended ? 'crashed' : flying ? 'running' : 'betting',
        commitment: round.commitment,
        bettingClosesAt: round.bettingClosesAt,
        startTime: round.startTime,
        elapsedMs: flying && round.startTime !== null ? now - round.startTime : null,
        crashPoint: ended ? round.crashPoint : null,
        gameHash: ended ? round.gameHash : null,
        forced: ended ? round.forced : null,
      },
      limits: this.config && limitsOf(this.config),
      bets,
      betCount: round?.betCount ?? 0,
      betTotal: round?.betTotal ?? 0,
      mine,
      queued,
      history: [...this.history],
    };
  }

  /** The member's latest bets with their rounds (newest first); outcomes only of ended rounds. */
  async memberBets(memberId: string, limit = 10): Promise<BetRecord[]> {
    const rows = await this.repo.memberBets(this.deps.db, memberId, Math.min(Math.max(limit, 1), 100));
    return rows.map(({ bet, round }) => betRecord(bet, round));
  }

  // The loop

  private schedule(fn: () => Promise<void>, ms: number): void {
    if (!this.running) return;
    this.timer = this.deps.timers.setTimeout(() => {
      this.timer = null;
      if (!this.running) return;
      this.step = fn().catch((err: unknown) => {
        this.deps.log.error({ err }, 'crash: loop step failed');
        this.schedule(() => this.openRound(), this.timing.pauseMs);
      });
      return this.step;
    }, ms);
  }

  private async openRound(): Promise<void> {
    if (!this.running) return;
    const { db, clock } = this.deps;
    const config = await this.repo.configs.latestConfig(db);
    if (!config) throw new Error('crash: no configuration');
    if (!(await this.chain.ready(db))) {
      // Production: no chain has its public salt yet (npm run fairness:salt); no round until one has.
      this.deps.log.warn({}, 'crash: waiting for a chain whose salt is set');
      this.schedule(() => this.openRound(), SALT_WAIT_MS);
      return;
    }
    const opens = clock.now();
    const closes = new Date(opens.getTime() + this.timing.bettingMs);
    const created = await db.transaction().execute(async (trx) => {
      const draw = await this.chain.draw(trx, config.houseEdgeBp);
      if (!draw) return undefined;
      const id = await this.repo.rounds.insertRound(
        trx,
        {
          ...draw,
          houseEdgeBp: config.houseEdgeBp,
          configVersion: config.version,
          bettingOpensAt: opens,
          bettingClosesAt: closes,
          leaseOwner: this.owner,
          leaseUntil: new Date(closes.getTime() + this.timing.leaseMs),
        },
        opens,
      );
      return { id, draw };
    });
    if (!created) {
      // The chain ran out between ready() and draw(): the next attempt starts a new chain.
      this.schedule(() => this.openRound(), 0);
      return;
    }
    this.config = config;
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
    this.round = round;
    this.broadcast({
      type: 'starting',
      roundId: round.id,
      commitment: round.commitment,
      gameNumber: round.gameNumber,
      bettingClosesAt: round.bettingClosesAt,
      configVersion: config.version,
      houseEdgeBp: config.houseEdgeBp,
    });
    this.schedule(() => this.closeBetting(round), this.timing.bettingMs);
    this.placeQueued(round);
    // Rounds an earlier loop left behind (their lease has expired by now, or was released).
    this.inBackground(this.recovery.resolveUnfinished(new Set([round.id, ...this.settling])));
  }

  private async closeBetting(round: LiveRound): Promise<void> {
    round.phase = 'closing';
    await round.drain();
    const { db, clock } = this.deps;
    const start = clock.now();
    await this.repo.rounds.markRunning(db, round.id, start, this.owner, new Date(start.getTime() + this.timing.leaseMs));
    round.startTime = start.getTime();
    round.leaseRenewAt = round.startTime + this.timing.leaseMs / 3;
    round.lastSyncAt = round.startTime;
    round.freezeWaiting();
    round.phase = 'running';
    this.flushBets(round);
    this.broadcast({ type: 'started', roundId: round.id, startTime: round.startTime });
    this.schedule(() => this.tick(round), Math.min(this.timing.tickMs, round.endElapsed));
  }

  private async tick(round: LiveRound): Promise<void> {
    if (round.phase !== 'running' || round.startTime === null || this.ticking) return;
    this.ticking = true;
    try {
      const now = this.deps.clock.now();
      const elapsed = now.getTime() - round.startTime;
      const limit = Math.min(multiplierAt(elapsed), round.crashPoint, CAP);
      const due: LiveBet[] = [];
      while (round.waiting.length > 0 && (round.waiting[0]?.target ?? Infinity) <= limit) {
        const bet = round.waiting.shift() as LiveBet;
        if (bet.status === 'open' && !bet.busy) due.push(bet);
      }
      if (due.length > 0 && !(await this.autoCashOut(round, due, now))) {
        // Not recorded: the bets are back in line and the next tick pays them before any bust.
        this.schedule(() => this.tick(round), this.timing.tickMs);
        return;
      }
      if (elapsed >= round.endElapsed) {
        await this.endRound(round, now, elapsed);
        return;
      }
      if (now.getTime() >= round.leaseRenewAt) this.renewLease(round, now);
      // Clients draw the curve from startTime: a tick goes out only to re-anchor them (about once a
      // second) or to carry the cash-outs since the last one (at most every noticeEveryMs), since
      // each is a fan-out to every watcher.
      const at = now.getTime();
      const sync = at - round.lastSyncAt >= this.timing.syncEveryMs;
      const notify = round.notices.length > 0 && at - round.lastNoticeAt >= this.timing.noticeEveryMs;
      if (sync) round.lastSyncAt = at;
      if (sync || notify) {
        if (round.notices.length > 0) round.lastNoticeAt = at;
        this.broadcast({ type: 'tick', roundId: round.id, elapsedMs: elapsed, sync, cashouts: round.notices.splice(0) });
      }
      this.schedule(() => this.tick(round), Math.min(this.timing.tickMs, round.endElapsed - elapsed));
    } finally {
      this.ticking = false;
    }
  }

  /** Records a tick's auto cash-outs in one statement; false when it failed (nothing recorded). */
  private async autoCashOut(round: LiveRound, due: LiveBet[], now: Date): Promise<boolean> {
    const work = round.track(
      this.repo.bets.cashOutMany(
        this.deps.db,
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
      this.deps.log.error({ err, roundId: round.id }, 'crash: auto cash-out failed, retrying next tick');
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
      cashedOutAt: (row.cashoutAt ?? this.deps.clock.now()).getTime(),
      reason: row.cashoutReason ?? 'manual',
      replayed: false,
    };
    bet.status = 'cashed';
    bet.result = result;
    const { multiplier, payout, reason } = result;
    if (bet.listed) round.notices.push({ betId: bet.id, multiplier, payout, reason });
    this.toMember(bet.memberId, {
      type: 'cashedOut',
      roundId: round.id,
      betId: bet.id,
      panel: bet.panel,
      multiplier,
      payout,
      reason,
    });
    const paying = this.money.payWin(row).catch((err: unknown) => {
      this.deps.log.error({ err, betId: bet.id }, 'crash: win credit failed, the settlement will retry');
    });
    round.payments.add(paying);
    void paying.finally(() => round.payments.delete(paying));
    this.inBackground(paying);
    return result;
  }

  private async endRound(round: LiveRound, now: Date, elapsed: number): Promise<void> {
    round.phase = 'ending';
    // Cash-outs received before the end are still being recorded: they win, the rest lose.
    await round.drain();
    try {
      const ended = await this.deps.db
        .transaction()
        .execute((trx) =>
          this.repo.endRound(trx, round.id, { endedAt: now, forced: round.forced, resolution: 'played', owner: this.owner }),
        );
      if (!ended) this.deps.log.warn({ roundId: round.id }, 'crash: round was taken over before it ended');
    } catch (err) {
      // Not recorded: recovery will settle the round by its rule once the lease runs out.
      this.deps.log.error({ err, roundId: round.id }, 'crash: the end of the round was not recorded');
    }
    for (const b of round.bets.values()) if (b.status === 'open') b.status = 'lost';
    round.markEnded(now.getTime());
    const cashouts = round.notices.splice(0).filter((n) => !(round.forced && n.reason === 'forced'));
    this.broadcast({
      type: 'crashed',
      roundId: round.id,
      crashPoint: round.crashPoint,
      gameHash: round.gameHash,
      forced: round.forced,
      elapsedMs: elapsed,
      cashouts,
    });
    this.history = [{ roundId: round.id, crashPoint: round.crashPoint, forced: round.forced }, ...this.history].slice(0, HISTORY);
    this.settling.add(round.id);
    this.inBackground(this.settleRound(round));
    this.schedule(() => this.openRound(), this.timing.pauseMs);
  }

  private async settleRound(round: LiveRound): Promise<void> {
    try {
      // Wins being credited right now finish first; settle() then pays whatever is still missing.
      await Promise.allSettled([...round.payments]);
      if (await this.money.settle(round.id)) await this.repo.rounds.markSettled(this.deps.db, round.id, this.deps.clock.now());
    } finally {
      this.settling.delete(round.id);
    }
  }

  private renewLease(round: LiveRound, now: Date): void {
    round.leaseRenewAt = now.getTime() + this.timing.leaseMs / 3;
    this.inBackground(
      this.repo.rounds
        .renewLease(this.deps.db, round.id, this.owner, new Date(now.getTime() + this.timing.leaseMs))
        .then((ok) => {
          if (!ok) this.deps.log.warn({ roundId: round.id }, 'crash: lease of the round in play was taken over');
        }),
    );
  }

  // Placing

  private async place(
    round: LiveRound,
    player: PlayerRef,
    req: { panel: 1 | 2; stake: number; autoCashout: number | null },
  ): Promise<CrashMemberBet> {
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
      this.money.takeStake({
        id: bet.id,
        roundId: round.id,
        memberId: bet.memberId,
        panel: bet.panel,
        stake: bet.stake,
        autoCashout: bet.autoCashout,
        target: bet.target,
        configVersion: config.version,
        createdAt: this.deps.clock.now(),
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
    this.noticeBets(round);
    return memberBet(round.id, bet);
  }

  private enqueue(player: PlayerRef, req: { panel: 1 | 2; stake: number; autoCashout: number | null }): CrashQueuedBet {
    const config = this.config;
    if (!config) throw errors.gameUnavailable();
    // Checked now against the rules in force so the player learns at once; checked again when placed.
    if (req.stake < config.minStake || req.stake > config.maxStake) {
      throw errors.stakeOutOfRange(this.amount(config.minStake), this.amount(config.maxStake));
    }
    const key = LiveRound.panelKey(player.memberId, req.panel);
    if (this.queue.has(key)) throw errors.panelBusy();
    const q: Queued = { queueId: randomUUID(), player, req };
    this.queue.set(key, q);
    return queuedView(q);
  }

  /** Places the bets queued for this round, after one gate query for all of their members. */
  private placeQueued(round: LiveRound): void {
    const queued = [...this.queue.values()];
    this.queue.clear();
    if (queued.length === 0) return;
    const work = admitQueued(this.deps.gate, queued).then(
      ({ admitted, refused }) => {
        for (const { item, error } of refused) this.refuseQueued(item, error.code, error.key);
        for (const q of admitted) this.placeOneQueued(round, q);
      },
      (err: unknown) => {
        // Unknown whether they may stake: none is placed, and each player hears so.
        this.deps.log.error({ err, roundId: round.id }, 'crash: the play gate did not answer, queued bets refused');
        for (const q of queued) this.refuseQueued(q, 500, 'errors.internal');
      },
    );
    round.track(work);
    this.inBackground(work);
  }

  private placeOneQueued(round: LiveRound, q: Queued): void {
    const work = this.place(round, q.player, q.req).then(
      (bet) =>
        this.toMember(q.player.memberId, {
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
        if (!known) this.deps.log.error({ err, queueId: q.queueId }, 'crash: queued bet failed');
        this.refuseQueued(q, known ? err.code : 500, known ? err.key : 'errors.internal');
      },
    );
    round.track(work);
    this.inBackground(work);
  }

  private refuseQueued(q: Queued, code: number, key: string): void {
    this.toMember(q.player.memberId, { type: 'queuedBetRefused', queueId: q.queueId, panel: q.req.panel, code, key });
  }

  // Outside the round in play

  /** The answer for a bet not in the round in play (an older round, or after a restart). */
  private async settledCashOut(memberId: string, betId: string): Promise<CashOutResult> {
    const row = await this.repo.bets.bet(this.deps.db, betId);
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

  private amount(minor: number): string {
    return formatAmount(minor, this.deps.market);
  }

  private inBackground(p: Promise<unknown>): void {
    const tracked = p.catch((err: unknown) => this.deps.log.error({ err }, 'crash: background work failed'));
    this.background.add(tracked);
    void tracked.finally(() => this.background.delete(tracked));
  }

  /** Makes sure the round's bet changes go out within `noticeEveryMs` (batched with any that follow). */
  private noticeBets(round: LiveRound): void {
    round.betsChanged = true;
    if (this.betsTimer || round.phase !== 'betting') return;
    this.betsTimer = this.deps.timers.setTimeout(() => {
      this.betsTimer = null;
      if (this.round === round && round.phase === 'betting') this.flushBets(round);
    }, this.timing.noticeEveryMs);
  }

  private flushBets(round: LiveRound): void {
    if (this.betsTimer) this.deps.timers.clearTimeout(this.betsTimer);
    this.betsTimer = null;
    if (!round.betsChanged) return;
    round.betsChanged = false;
    const placed = round.placedNotices.splice(0);
    const cancelled = round.cancelledNotices.splice(0);
    this.broadcast({ type: 'bets', roundId: round.id, placed, cancelled, count: round.betCount, total: round.betTotal });
  }

  private broadcast(e: CrashBroadcast): void {
    try {
      this.deps.events.broadcast(e);
    } catch (err) {
      this.deps.log.error({ err, type: e.type }, 'crash: event sink failed');
    }
  }

  private toMember(memberId: string, e: CrashMemberEvent): void {
    try {
      this.deps.events.toMember(memberId, e);
    } catch (err) {
      this.deps.log.error({ err, type: e.type }, 'crash: event sink failed');
    }
  }
}

function memberBet(roundId: string, b: LiveBet): CrashMemberBet {
  return {
    betId: b.id,
    roundId,
    panel: b.panel,
    stake: b.stake,
    autoCashout: b.autoCashout,
    target: b.target,
    status: b.status,
    cashout: b.result && {
      multiplier: b.result.multiplier,
      payout: b.result.payout,
      at: b.result.cashedOutAt,
      reason: b.result.reason,
    },
  };
}

function queuedView(q: Queued): CrashQueuedBet {
  return { queueId: q.queueId, panel: q.req.panel, stake: q.req.stake, autoCashout: q.req.autoCashout };
}

function limitsOf(c: CrashConfig): CrashLimits {
  return {
    configVersion: c.version,
    houseEdgeBp: c.houseEdgeBp,
    minStake: c.minStake,
    maxStake: c.maxStake,
    maxWin: c.maxWin,
    roundLiabilityCap: c.roundLiabilityCap,
    maxMultiplier: CAP,
  };
}

function betRecord(b: BetRow, r: RoundRow): BetRecord {
  const over = r.state === 'crashed' || r.state === 'settled';
  return {
    betId: b.id,
    roundId: b.roundId,
    panel: b.panel,
    stake: b.stake,
    autoCashout: b.autoCashout,
    target: b.target,
    status: b.status,
    cashout:
      b.status === 'cashed' && b.cashoutMultiplier !== null && b.cashoutAt && b.cashoutReason
        ? { multiplier: b.cashoutMultiplier, payout: b.payout ?? 0, at: b.cashoutAt.getTime(), reason: b.cashoutReason }
        : null,
    placedAt: b.createdAt.getTime(),
    cashoutAt: b.cashoutAt?.getTime() ?? null,
    payout: b.payout,
    balanceBefore: b.balanceBefore,
    balanceAfter: b.balanceAfter,
    configVersion: b.configVersion,
    round: {
      gameNumber: r.gameNumber,
      commitment: r.commitment,
      crashPoint: over ? r.crashPoint : null,
      gameHash: over ? r.gameHash : null,
      houseEdgeBp: r.houseEdgeBp,
      startedAt: r.startedAt?.getTime() ?? null,
      endedAt: r.endedAt?.getTime() ?? null,
      forced: r.forced,
    },
  };
}
