/**
 * Messages on the /im WebSocket: JSON `{ object, event, data }` (DESIGN.md §3). Sockets push
 * state; they never move money.
 */
export interface ImMessage<D = unknown> {
  object: string;
  event: string;
  data: D;
}

export const ImObject = {
  Session: 'Session',
  Deposit: 'Deposit',
  DepositEvent: 'DepositEvent',
  CashAccount: 'CashAccount',
  TrialAccount: 'TrialAccount',
  DiamondAccount: 'DiamondAccount',
  VoucherAccount: 'VoucherAccount',
  CoinAccount: 'CoinAccount',
  Promotion: 'Promotion',
  Notification: 'Notification',
  VIP: 'VIP',
  TaskCenter: 'TaskCenter',
  System: 'System',
  /** The crash game's rounds (broadcast to watchers) and a member's queued-bet outcomes. */
  Crash: 'Crash',
} as const;

export const ImEvent = {
  KickOut: 'KickOut',
  StatusChange: 'StatusChange',
  Change: 'Change',
  Ping: 'Ping',
  Pong: 'Pong',
  Hello: 'Hello',
} as const;

export interface KickOutData {
  reason: 'new_login' | 'logout' | 'self_excluded' | 'password_changed';
}

/** Bus topic for a member: every node delivers it to that member's sockets. */
export function memberTopic(memberId: string): string {
  return `member:${memberId}`;
}

export const IM_PATH = '/im';

/**
 * Watching a game without a session: `GET /im?watch=<channel>` with no sub-protocol opens a
 * read-only socket that receives only that channel's broadcasts (guests play demo rounds against
 * the live game). A member's own game events still come on the member socket.
 */
export const WatchChannel = { Crash: 'crash' } as const;
export type WatchChannel = (typeof WatchChannel)[keyof typeof WatchChannel];

/** Bus topic of a watch channel: the node running the game publishes, every node delivers. */
export function watchTopic(channel: WatchChannel): string {
  return `watch:${channel}`;
}

/** What travels on a watch topic. */
export interface WatchBusMessage {
  message: ImMessage;
}

/**
 * Crash events (object `Crash`); `event` is the engine's event type, `data` the rest, with
 * multipliers in hundredths, amounts in minor units and times in epoch ms:
 * - starting {roundId, commitment, gameNumber, bettingClosesAt, configVersion, houseEdgeBp}
 * - started {roundId, startTime}
 * - tick {roundId, elapsedMs, sync?: true, cashouts?: [{betId, multiplier, payout, reason}]} (each left out when false / empty)
 * - bets {roundId, placed: [{betId, label, panel, stake}], cancelled: [betId], count, total} (batched;
 *   apply placed, then cancelled; only the round's first bets are listed, count/total cover all)
 * - crashed {roundId, crashPoint, gameHash, forced, elapsedMs, cashouts}
 * Cash-outs are listed only for listed bets. To the member only: queuedBetPlaced {queueId, roundId,
 * betId, panel, stake, autoCashout}, queuedBetRefused {queueId, panel, code, key}, cashedOut
 * {roundId, betId, panel, multiplier, payout, reason} for each of their own cash-outs.
 */
export const CrashImEvent = {
  Starting: 'starting',
  Started: 'started',
  Tick: 'tick',
  Bets: 'bets',
  Crashed: 'crashed',
  QueuedBetPlaced: 'queuedBetPlaced',
  QueuedBetRefused: 'queuedBetRefused',
  CashedOut: 'cashedOut',
} as const;

/**
 * What travels on the server's event bus under memberTopic(memberId). `push` is forwarded to the
 * member's sockets as is; `session-revoked` tells the node holding that session's socket to close
 * it (with a KickOut message first when another login took over).
 */
export type MemberBusMessage =
  { kind: 'push'; message: ImMessage } | { kind: 'session-revoked'; sessionId: string; reason: KickOutData['reason'] };

/**
 * Why the server closed the socket, sent as the close reason so a browser (which cannot read the
 * HTTP status of a refused upgrade) can tell the cases apart:
 * - 3000 `unauthorized`: no live session for the offered token (at connect, or revoked while
 *   connecting). Treat like envelope code 401: clear the session, do not reconnect.
 * - 3000 `kicked_out`: follows a Session/KickOut message; show the reminder, do not reconnect.
 * - 1000 `logged_out`: the session ended by logout (possibly from another tab); do not reconnect.
 * - 1001 `server_restart`: the node is shutting down; reconnect (another node will answer).
 * - 1011 `try_again`: the node could not subscribe the socket to its events; reconnect later.
 * A close without one of these (e.g. 1006, the connection dropped) is never deliberate: reconnect.
 */
export const ImCloseReason = {
  Unauthorized: 'unauthorized',
  KickedOut: 'kicked_out',
  LoggedOut: 'logged_out',
  ServerRestart: 'server_restart',
  TryAgain: 'try_again',
} as const;
export type ImCloseReason = (typeof ImCloseReason)[keyof typeof ImCloseReason];
