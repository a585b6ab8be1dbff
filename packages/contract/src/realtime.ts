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
