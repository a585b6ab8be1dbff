/**
 * What a provider says happened, for the daily reconciliation (reference §7 practice 6). Two kinds
 * of source, one line shape:
 *  - 'statement': the provider lists every transaction of a period (pawaPay POST /v2/statements),
 *    so a line nobody asked about is a payment we have no intent for;
 *  - 'per-intent': the provider can only be asked about payments we name (MTN MoMo has no
 *    statement API: one GET status per intent), so it can never reveal a payment we lack.
 */
import type { Direction, Money, Status } from './providers/provider-adapter.js';

export interface StatementLine {
  /** Our intent id as the provider recorded it (depositId / payoutId / X-Reference-Id). */
  intentId: string;
  direction: Direction;
  status: Status;
  /** Absent when a status answer carried no readable amount (then only the status is compared). */
  money?: Money;
  /** When the provider recorded the transaction (pawaPay: the statement's creation date, UTC). */
  createdAt?: Date;
  providerTxnId?: string;
  /** The MSISDN as the provider recorded it, when the statement carries it. */
  msisdn?: string;
}

/** A per-intent check the provider could not answer (timeout, 5xx, unreadable). */
export interface UncheckedIntent {
  intentId: string;
  error: string;
}

export interface StatementResult {
  lines: StatementLine[];
  /** Intents named in the request whose check failed ('per-intent' sources only). */
  unchecked: UncheckedIntent[];
}

export interface IntentToCheck {
  intentId: string;
  direction: 'deposit' | 'withdraw';
  country: string;
  providerRef: string | null;
}

export interface StatementReader {
  /** The provider id the lines belong to (matches payment_intents.provider). */
  readonly providerId: string;
  readonly kind: 'statement' | 'per-intent';
  /**
   * A 'statement' source returns lines for transactions the provider recorded in [start, end) and
   * ignores `intents`; a 'per-intent' source answers only for `intents`.
   */
  read(req: { start: Date; end: Date; intents: readonly IntentToCheck[] }): Promise<StatementResult>;
}
