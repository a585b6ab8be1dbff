/**
 * The engine's in-memory view of the round in play: its bets (for cash-out decisions without a
 * read), the running liability, the open bets ordered by target for the tick's auto cash-outs, and
 * the work in flight that must finish before the round may change phase. The database stays the
 * judge: memory only avoids asking it twice.
 */
import type { CrashCashOutData } from '@nyota/contract/api/crash';
import type { CrashConfig, TargetReason } from './crash-config.js';
import type { BetNotice, CashoutNotice } from './crash-events.js';
import { CAP, ONE_X, elapsedFor } from './crash-math.js';
import type { BetStatus } from './crash-bets.repo.js';

/**
 * betting: stakes accepted. closing: no new stakes; waiting for those in flight. running: flying.
 * ending: the end is decided; in-flight cash-outs finish, then the rest lose. ended: crashed.
 */
export type Phase = 'betting' | 'closing' | 'running' | 'ending' | 'ended';

/** A cash-out as its caller is answered (the contract's crashCashOutData). */
export type CashOutResult = CrashCashOutData;

export interface LiveBet {
  id: string;
  memberId: string;
  label: string;
  panel: 1 | 2;
  stake: number;
  autoCashout: number | null;
  target: number;
  targetReason: TargetReason;
  potential: number;
  status: BetStatus;
  result: CashOutResult | null;
  /** A cash-out or cancel of this bet in flight; others wait for it instead of racing it. */
  busy: Promise<unknown> | null;
  /** One of the round's first LIVE_LIST_SIZE bets: announced to every watcher with its cash-out. */
  listed: boolean;
}

/**
 * Bets of a round shown one by one to every watcher (the rest only in the round's count and total):
 * each listed bet and its cash-out go to every socket, so the feed of a busy round stays within
 * ~0.5 MB an hour of play (reference performance.md §7 row 11) and its fan-outs stay few.
 */
export const LIVE_LIST_SIZE = 6;

export interface RoundInit {
  id: string;
  gameNumber: number;
  gameHash: string;
  commitment: string;
  crashPoint: number;
  config: CrashConfig;
  bettingOpensAt: number;
  bettingClosesAt: number;
}

export class LiveRound {
  readonly id: string;
  readonly gameNumber: number;
  readonly gameHash: string;
  readonly commitment: string;
  readonly crashPoint: number;
  readonly config: CrashConfig;
  readonly bettingOpensAt: number;
  readonly bettingClosesAt: number;
  /** The round reaches 200x before it would bust: everyone still in is paid 200x. */
  readonly forced: boolean;
  /** Elapsed ms at which the round ends: the first ms past the crash point, or 200x. */
  readonly endElapsed: number;
  phase: Phase = 'betting';
  startTime: number | null = null;
  endedAt: number | null = null;
  readonly bets = new Map<string, LiveBet>();
  readonly byPanel = new Map<string, LiveBet>();
  liability = 0;
  /** Open bets by ascending target, from the start on. */
  waiting: LiveBet[] = [];
  /** Cash-outs decided since the last tick was sent. */
  notices: CashoutNotice[] = [];
  /** Listed bets placed and cancelled since the last `bets` event; `betsChanged` for any bet. */
  placedNotices: BetNotice[] = [];
  cancelledNotices: string[] = [];
  betsChanged = false;
  listedCount = 0;
  /** Open (placed, not cancelled) bets of the round and their stakes. */
  betCount = 0;
  betTotal = 0;
  readonly work = new Set<Promise<unknown>>();
  lastSyncAt = 0;
  lastNoticeAt = 0;
  leaseRenewAt = 0;
  private endedResolve: () => void = () => undefined;
  readonly ended: Promise<void>;

  constructor(init: RoundInit) {
    this.id = init.id;
    this.gameNumber = init.gameNumber;
    this.gameHash = init.gameHash;
    this.commitment = init.commitment;
    this.crashPoint = init.crashPoint;
    this.config = init.config;
    this.bettingOpensAt = init.bettingOpensAt;
    this.bettingClosesAt = init.bettingClosesAt;
    this.forced = init.crashPoint >= CAP;
    // 1.00x is an instant bust: the round ends as it starts (no cash-out below 1.01x exists).
    this.endElapsed = this.forced ? elapsedFor(CAP) : init.crashPoint <= ONE_X ? 0 : elapsedFor(init.crashPoint + 1);
    this.ended = new Promise((resolve) => {
      this.endedResolve = resolve;
    });
  }

  static panelKey(memberId: string, panel: number): string {
    return `${memberId}:${panel}`;
  }

  add(bet: LiveBet): void {
    this.bets.set(bet.id, bet);
    this.byPanel.set(LiveRound.panelKey(bet.memberId, bet.panel), bet);
    this.liability += bet.potential;
  }

  /** Forgets a bet that never took money or was cancelled: its panel and liability are free again. */
  remove(bet: LiveBet): void {
    this.bets.delete(bet.id);
    if (this.byPanel.get(LiveRound.panelKey(bet.memberId, bet.panel)) === bet) {
      this.byPanel.delete(LiveRound.panelKey(bet.memberId, bet.panel));
    }
    this.liability -= bet.potential;
  }

  /** Orders the open bets for the tick loop; called once, at the start. */
  freezeWaiting(): void {
    this.waiting = [...this.bets.values()].filter((b) => b.status === 'open').sort((a, b) => a.target - b.target);
  }

  /** Puts a bet back in line (its cash-out failed before it was recorded). */
  requeue(bet: LiveBet): void {
    if (this.waiting.includes(bet)) return;
    let i = 0;
    while (i < this.waiting.length && (this.waiting[i]?.target ?? 0) <= bet.target) i++;
    this.waiting.splice(i, 0, bet);
  }

  /** Tracks work the phase change must wait for. */
  track<T>(p: Promise<T>): Promise<T> {
    this.work.add(p);
    const done = (): void => {
      this.work.delete(p);
    };
    p.then(done, done);
    return p;
  }

  async drain(): Promise<void> {
    while (this.work.size > 0) await Promise.allSettled([...this.work]);
  }

  markEnded(at: number): void {
    this.phase = 'ended';
    this.endedAt = at;
    this.endedResolve();
  }
}
