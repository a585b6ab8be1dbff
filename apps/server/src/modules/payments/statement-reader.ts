/**
 * A provider's record of what happened in a period, for the daily reconciliation (reference §7
 * practice 6). pawaPay publishes statements (POST /v2/statements, CSV), MTN a transaction-history
 * report keyed by externalId; the adapters do not read them yet, so the reconciler depends only on
 * this interface and the in-process sandbox provides the first implementation.
 */
import type { Direction, Money, Status } from './providers/provider-adapter.js';

export interface StatementLine {
  /** Our intent id as the provider recorded it (depositId / payoutId / X-Reference-Id). */
  intentId: string;
  direction: Direction;
  status: Status;
  money: Money;
  providerTxnId?: string;
  /** The MSISDN as the provider recorded it, when the statement carries it. */
  msisdn?: string;
}

export interface StatementReader {
  /** The provider id the lines belong to (matches payment_intents.provider). */
  readonly providerId: string;
  /** Lines for payments created in [start, end). */
  read(period: { start: Date; end: Date }): Promise<StatementLine[]>;
}
