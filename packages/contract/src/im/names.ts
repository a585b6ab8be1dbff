/**
 * The `object` and `event` names of /im messages. Kept apart from realtime.ts, which re-exports the
 * message types: the message schemas in this folder need the names, and realtime.ts needs them, so
 * a separate file keeps the two from importing each other.
 */
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
  /** A staff step on one of the member's appeals. */
  Appeal: 'Appeal',
  /** A staff decision on one of the member's held withdrawals. */
  Withdraw: 'Withdraw',
} as const;

export const ImEvent = {
  KickOut: 'KickOut',
  StatusChange: 'StatusChange',
  Change: 'Change',
  Ping: 'Ping',
  Pong: 'Pong',
  Hello: 'Hello',
  /** DepositEvent: a deposit's money reached the balance. */
  Credited: 'Credited',
  /** Withdraw: staff refused a held withdrawal. */
  Rejected: 'Rejected',
  /** Notification: a message reached the member's inbox. */
  New: 'New',
  /** TrialAccount: a bonus grant was granted, wagered, completed, expired or forfeited. */
  Progress: 'Progress',
} as const;
