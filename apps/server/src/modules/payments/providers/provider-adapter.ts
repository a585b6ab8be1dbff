/**
 * The provider-agnostic contract between the payments service and a mobile-money provider
 * (reference/mobile-money.md §9). Every provider call is asynchronous: initiation only says whether
 * the provider took the request; the outcome arrives by callback (a hint) and is confirmed by a
 * status query. Adapters never touch the database and never decide what a result means for a
 * balance: they speak the wire protocol and map it onto these types.
 *
 * Deviations from §9, on purpose:
 * - `Money.minor` is a `Minor` (contract money/minor: a checked safe integer). Minor units are
 *   hundredths of the major unit for every currency, UGX included (contract MINOR_UNIT_DIVISOR).
 * - Additions that callers may ignore: `duplicate` on an accepted initiation, `error` on a status
 *   result whose query failed, `direction` and `providerTxnId` on callback events.
 */

import type { Minor } from '@nyota/contract/money/minor';

export type Country = 'ZM' | 'KE' | 'UG' | 'GH';
export type Currency = 'ZMW' | 'KES' | 'UGX' | 'GHS';
export type Operator = 'MTN' | 'AIRTEL' | 'ZAMTEL' | 'MPESA' | 'AIRTELTIGO' | 'TELECEL';
export type ProviderId = 'mtn' | 'airtel' | 'mpesa' | 'pawapay' | 'flutterwave' | 'paystack';

/** An amount in minor units (safe integer, never a float) and its currency. */
export interface Money {
  minor: Minor;
  currency: Currency;
}

/** E.164 digits without '+', e.g. '260961234567'. */
export type Msisdn = string;

export type Direction = 'COLLECTION' | 'PAYOUT' | 'REFUND';

/**
 * SUBMITTED: the provider accepted the request but has not reached the customer yet.
 * PENDING: in progress (prompt on the phone, queued, or in the provider's reconciliation).
 * UNKNOWN: the provider's answer could not be read or did not come; never a reason to fail.
 */
export type Status = 'SUBMITTED' | 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'UNKNOWN';

export type FailureCode =
  | 'INSUFFICIENT_FUNDS'
  | 'USER_REJECTED'
  | 'WRONG_PIN'
  | 'TIMEOUT'
  | 'PAYER_NOT_FOUND'
  | 'RECIPIENT_NOT_FOUND'
  | 'LIMIT_REACHED'
  | 'ACCOUNT_BLOCKED'
  | 'ALREADY_IN_PROGRESS'
  | 'MERCHANT_FLOAT'
  | 'INVALID_REQUEST'
  | 'PROVIDER_UNAVAILABLE'
  | 'AUTH'
  | 'OTHER';

export const COUNTRY_CURRENCY: Record<Country, Currency> = { ZM: 'ZMW', KE: 'KES', UG: 'UGX', GH: 'GHS' };

export interface TxRequest {
  /** UUIDv4, persisted before the call; the provider's idempotency key (depositId, X-Reference-Id...). */
  intentId: string;
  direction: Direction;
  money: Money;
  msisdn: Msisdn;
  country: Country;
  operator: Operator;
  /** Shown to the customer; each adapter trims it to what its provider accepts. */
  description: string;
  /** REFUND: the intent id of the collection being refunded. */
  originalIntentId?: string;
  metadata?: Record<string, string>;
}

export type InitiateResult =
  | {
      kind: 'accepted';
      /** The provider's handle for status queries; our intentId for pawaPay and MTN. */
      providerRef: string;
      status: 'SUBMITTED' | 'PENDING';
      /** The provider already knew this intent id (pawaPay DUPLICATE_IGNORED, MTN 409): query status. */
      duplicate?: boolean;
      raw: unknown;
    }
  | {
      kind: 'rejected';
      failure: FailureCode;
      providerCode: string;
      /**
       * True when the provider did not record the intent and the cause is not the request itself
       * (credentials, throttling): sending the same intent id again later may succeed.
       */
      retryableSameId: boolean;
      raw: unknown;
    }
  /** Timeout, network error, 5xx or an unreadable answer: the intent may exist; query status, never assume. */
  | { kind: 'unknown'; error: string };

export interface StatusResult {
  /** False only when the provider explicitly says it never saw the intent (safe to re-submit the same id). */
  found: boolean;
  status: Status;
  final: boolean;
  providerRef?: string;
  /** The operator's transaction id (MTN financialTransactionId, pawaPay providerTransactionId). */
  providerTxnId?: string;
  money?: Money;
  failure?: FailureCode;
  providerCode?: string;
  /** Set when the query itself failed (timeout, 5xx, bad answer); status is then UNKNOWN. */
  error?: string;
  raw: unknown;
}

export interface CallbackEvent {
  intentId?: string;
  providerRef?: string;
  direction?: Direction;
  status: Status;
  failure?: FailureCode;
  providerCode?: string;
  providerTxnId?: string;
  money?: Money;
  /** True only when the provider's signature over this exact body was verified. */
  trusted: boolean;
  raw: unknown;
}

export interface CallbackRequest {
  method: string;
  /** The request path as received (a query string is ignored). */
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  rawBody: Buffer;
}

export interface CallbackParseResult {
  events: CallbackEvent[];
  /** What to answer the provider. The service may still answer 5xx if it cannot store the event. */
  ack: { status: number; body?: unknown };
  /** Why events are untrusted or missing, for logs (never secrets). */
  diagnostics?: string[];
}

export interface Capability {
  country: Country;
  operator: Operator;
  directions: Direction[];
}

export interface PaymentProviderAdapter {
  readonly id: ProviderId;
  capabilities(): Capability[];
  /** Accepts national (0961234567), international (+260 96 123 4567) or E.164 digits; throws InvalidMsisdnError. */
  normalizeMsisdn(input: string, country: Country): Msisdn;
  predictOperator?(msisdn: Msisdn): Promise<Operator | undefined>;
  initiate(req: TxRequest): Promise<InitiateResult>;
  getStatus(ref: { intentId: string; direction: Direction; providerRef?: string }): Promise<StatusResult>;
  /** Pure apart from fetching the provider's public keys: verify + map, no database. */
  parseCallback(http: CallbackRequest): Promise<CallbackParseResult>;
  resendCallback?(intentId: string, direction: Direction): Promise<void>;
  balance?(country: Country): Promise<Money>;
}

export class InvalidMsisdnError extends Error {
  constructor(
    readonly input: string,
    readonly country: Country,
  ) {
    super(`not a mobile number for ${country}`);
    this.name = 'InvalidMsisdnError';
  }
}

/** A provider call that is not part of a payment (balance, resend, key fetch) failed. */
export class ProviderCallError extends Error {
  constructor(
    readonly providerId: ProviderId,
    message: string,
    readonly providerCode?: string,
  ) {
    super(`${providerId}: ${message}`);
    this.name = 'ProviderCallError';
  }
}
