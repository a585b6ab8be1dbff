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
