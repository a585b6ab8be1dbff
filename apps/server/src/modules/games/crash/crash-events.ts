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
import type { CrashData } from '@nyota/contract/im/crash';

export type { BetNotice, CashoutNotice } from '@nyota/contract/im/crash';

/**
 * The engine's events are the wire messages' data (im/crash.ts) tagged with their event name; the
 * bridge (crash-realtime.ts) turns them into messages. Only a tick differs: the engine always
 * says whether it is a sync and lists its cash-outs, and the bridge leaves both out when empty.
 */
type Tagged<E extends string, D> = { type: E } & D;

export type RoundStarting = Tagged<'starting', CrashData<'starting'>>;
export type RoundStarted = Tagged<'started', CrashData<'started'>>;
export type RoundTick = Tagged<'tick', Omit<CrashData<'tick'>, 'sync' | 'cashouts'>> & {
  /** True about once a second (a tick without cash-outs is sent only when it is a sync). */
  sync: boolean;
  cashouts: NonNullable<CrashData<'tick'>['cashouts']>;
};
/**
 * Bets placed and cancelled during betting, batched (one event at most every `noticeEveryMs`, and
 * the rest just before `started`): a broadcast per bet would be a fan-out to every watcher per bet.
 * Only listed bets (the round's first LIVE_LIST_SIZE) appear one by one.
 */
export type BetsChanged = Tagged<'bets', CrashData<'bets'>>;
export type RoundCrashed = Tagged<'crashed', CrashData<'crashed'>>;

export type CrashBroadcast = RoundStarting | RoundStarted | RoundTick | BetsChanged | RoundCrashed;

export type QueuedBetPlaced = Tagged<'queuedBetPlaced', CrashData<'queuedBetPlaced'>>;
export type QueuedBetRefused = Tagged<'queuedBetRefused', CrashData<'queuedBetRefused'>>;
export type OwnCashout = Tagged<'cashedOut', CrashData<'cashedOut'>>;

export type CrashMemberEvent = QueuedBetPlaced | QueuedBetRefused | OwnCashout;

export interface CrashEventSink {
  broadcast(event: CrashBroadcast): void;
  toMember(memberId: string, event: CrashMemberEvent): void;
}

export const silentSink: CrashEventSink = { broadcast: () => undefined, toMember: () => undefined };
