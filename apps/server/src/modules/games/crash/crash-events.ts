/**
 * What the crash engine tells the world, for the realtime gateway to put on /im. Broadcasts go to
 * everyone watching the game; member events to one member's sockets. Every event describes state
 * already committed to the database. Times are epoch milliseconds, multipliers hundredths, amounts
 * minor units; members appear only as the label the caller gave (a masked number).
 *
 * Size (budget ≤ 0.5 MB per hour of play per client; reference performance.md §5.3): a round lasts
 * ~21 s on average (7 s betting, ~11 s flying, 3 s pause), so ~170 rounds an hour with ~1,900 s of
 * flight. The engine ticks every 150 ms, but clients draw the curve from `startTime`, so a tick is
 * sent only when it is a `sync` (about once a second) or carries cash-outs: ~1,900 sync frames of
 * ~110 bytes an hour (~0.2 MB), where 150 ms ticks would be ~12,700 (~1.4 MB). The same cadence
 * keeps a fan-out to 10,000 watchers to about one a second.
 */
import type { CashoutReason } from './crash.repo.js';

/** A cash-out of a listed bet as others see it (the bet's label and panel came with the bet). */
export interface CashoutNotice {
  betId: string;
  multiplier: number;
  payout: number;
  reason: CashoutReason;
}

export interface RoundStarting {
  type: 'starting';
  roundId: string;
  /** The game hash must SHA-256 to this (it is the previous game's hash). */
  commitment: string;
  gameNumber: number;
  bettingClosesAt: number;
  configVersion: string;
  houseEdgeBp: number;
}

export interface RoundStarted {
  type: 'started';
  roundId: string;
  startTime: number;
}

export interface RoundTick {
  type: 'tick';
  roundId: string;
  elapsedMs: number;
  /** True about once a second (a tick without cash-outs is sent only when it is a sync). */
  sync: boolean;
  cashouts: CashoutNotice[];
}

/** A bet as others see it. */
export interface BetNotice {
  betId: string;
  label: string;
  panel: 1 | 2;
  stake: number;
}

/**
 * Bets placed and cancelled during betting, batched (one event at most every `noticeEveryMs`, and
 * the rest just before `started`): a broadcast per bet would be a fan-out to every watcher per bet.
 * Only listed bets (the round's first LIVE_LIST_SIZE) appear one by one; `count` and `total` (minor
 * units) cover every open bet of the round. Apply `placed`, then remove `cancelled`.
 */
export interface BetsChanged {
  type: 'bets';
  roundId: string;
  placed: BetNotice[];
  cancelled: string[];
  count: number;
  total: number;
}

export interface RoundCrashed {
  type: 'crashed';
  roundId: string;
  /** Hundredths. With `forced`, the curve stopped at 200x and this is the (higher) committed point. */
  crashPoint: number;
  gameHash: string;
  /** Everyone still in was paid 200x and the round ended without a bust. */
  forced: boolean;
  elapsedMs: number;
  /** Cash-outs of the last tick; with `forced`, those paid at 200x are not listed (everyone left was). */
  cashouts: CashoutNotice[];
}

export type CrashBroadcast = RoundStarting | RoundStarted | RoundTick | BetsChanged | RoundCrashed;

/** A bet queued while a round was flying was placed in the next round. */
export interface QueuedBetPlaced {
  type: 'queuedBetPlaced';
  queueId: string;
  roundId: string;
  betId: string;
  panel: 1 | 2;
  stake: number;
  autoCashout: number | null;
}

/** A queued bet could not be placed (short balance, limits); `code` and `key` as in an envelope. */
export interface QueuedBetRefused {
  type: 'queuedBetRefused';
  queueId: string;
  panel: 1 | 2;
  code: number;
  key: string;
}

/** The member's own bet was cashed out (by them, by its auto cash-out, or at 200x). */
export interface OwnCashout {
  type: 'cashedOut';
  roundId: string;
  betId: string;
  panel: 1 | 2;
  multiplier: number;
  payout: number;
  reason: CashoutReason;
}

export type CrashMemberEvent = QueuedBetPlaced | QueuedBetRefused | OwnCashout;

export interface CrashEventSink {
  broadcast(event: CrashBroadcast): void;
  toMember(memberId: string, event: CrashMemberEvent): void;
}

export const silentSink: CrashEventSink = { broadcast: () => undefined, toMember: () => undefined };
