/**
 * The sandbox's data model. Everything the simulator knows is plain JSON in one SandboxData object
 * (no closures, no timers), so a state dump, a reset and a file snapshot are each one line of code.
 * Times are simulated epoch milliseconds (see clock.ts); amounts are integer hundredths of the
 * currency unit for every currency, whatever the wire format says about decimals.
 */
import type { Network } from './networks.js';

export type ProviderId = 'pawapay' | 'mtn';
export type Direction = 'collection' | 'payout' | 'refund';

/** Provider-neutral life of a transaction; each provider maps it to its own status strings. */
export type Phase = 'accepted' | 'prompted' | 'processing' | 'enqueued' | 'reconciliation' | 'succeeded' | 'failed';

export function isFinal(phase: Phase): boolean {
  return phase === 'succeeded' || phase === 'failed';
}

/**
 * Why a transaction failed, provider-neutral. pawapay.wire.ts and mtn.wire.ts turn a kind into
 * the provider's failure code; `code` overrides that mapping with a literal provider code
 * (e.g. MTN's INTERNAL_PROCESSING_ERROR variant of insufficient funds).
 */
export const FAILURE_KINDS = [
  'rejected',
  'wrong_pin',
  'timeout',
  'expired',
  'insufficient_funds',
  'not_found',
  'limit_reached',
  'wallet_limit',
  'already_in_process',
  'merchant_float',
  'cancelled',
  'account_inactive',
  'not_allowed',
  'unspecified',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface Failure {
  kind: FailureKind;
  code?: string;
}

export type Outcome = { kind: 'success' } | { kind: 'failure'; failure: Failure } | { kind: 'stuck' };

/** How a signed (pawaPay) callback is sent: correctly, or broken on purpose for adapter tests. */
export const SIGNATURE_MODES = ['valid', 'missing', 'bad', 'tampered', 'wrong_key'] as const;
export type SignatureMode = (typeof SIGNATURE_MODES)[number];

export const CALLBACK_MODES = ['normal', 'none', 'duplicate'] as const;
export type CallbackMode = (typeof CALLBACK_MODES)[number];

/** Per-intent overrides of the provider's callback settings. */
export interface CallbackPlan {
  mode?: CallbackMode;
  delayMs?: number;
  signature?: SignatureMode;
}

export interface HistoryEntry {
  at: number;
  phase: Phase;
  note?: string;
}

export interface Intent {
  /** `${provider}:${direction}:${id}` */
  key: string;
  provider: ProviderId;
  direction: Direction;
  /** The client-chosen id: pawaPay depositId/payoutId/refundId, MTN X-Reference-Id. */
  id: string;
  amountMinor: number;
  currency: string;
  msisdn: string;
  /** pawaPay provider code (MTN_MOMO_ZMB) or MTN product + target environment (collection@mtnzambia). */
  product: string;
  phase: Phase;
  failure?: Failure;
  providerTxnId?: string;
  createdAt: number;
  updatedAt: number;
  finalAt?: number;
  /** Request fields the provider echoes back in status answers and callbacks. */
  wire: Record<string, unknown>;
  /** MTN: the X-Callback-Url of the request. pawaPay callbacks go to the configured URLs. */
  callbackUrl?: string;
  callback: CallbackPlan;
  /** Decided by a magic number at submission; 'stuck' never resolves on its own. */
  magic?: Outcome;
  pinAttempts: number;
  promptId?: string;
  /** Refunds: the deposit being refunded. */
  depositId?: string;
  /** Deposits: the amount refunded so far or in flight. */
  refundedMinor?: number;
  /** Payouts/refunds: the merchant float was debited at acceptance and must be returned on failure. */
  floatReserved?: boolean;
  history: HistoryEntry[];
}

/** A payment request waiting on the payer's handset. */
export interface Prompt {
  id: string;
  intentKey: string;
  provider: ProviderId;
  msisdn: string;
  amountMinor: number;
  currency: string;
  /** What the handset says the money is for. */
  label: string;
  createdAt: number;
  expiresAt: number;
  /** The payer pressed Ignore: hidden from the phone, but still open until it times out. */
  dismissed: boolean;
}

export interface Subscriber {
  msisdn: string;
  /** false: the number has no mobile-money wallet (PAYER_NOT_FOUND / RECIPIENT_NOT_FOUND). */
  registered: boolean;
  balanceMinor: number;
  /** The network the number really is on when it differs from its prefix (a ported number). */
  network?: Network;
}

export type TaskKind = 'submit' | 'magic' | 'prompt_timeout' | 'auto_approve' | 'payout_run' | 'resolve' | 'callback';

export interface SimTask {
  id: number;
  at: number;
  kind: TaskKind;
  /** Usually an intent key. */
  ref: string;
  data?: Record<string, string | number | boolean>;
}

export interface CallbackAttempt {
  id: string;
  provider: ProviderId;
  intentKey: string;
  intentId: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  /** final | duplicate | resend | manual | replay */
  variant: string;
  signature?: SignatureMode;
  statusSent?: string;
  /** Set when the status was overridden on purpose (a stale or out-of-order callback). */
  statusOverride?: string;
  attempt: number;
  at: number;
  ok: boolean;
  httpStatus?: number;
  error?: string;
  replayOf?: string;
}

export interface CallbackSettings {
  /** Simulates the merchant's callback endpoint being unreachable: attempts fail without a request. */
  endpointDown: boolean;
  delayMs: number;
  mode: CallbackMode;
  signature: SignatureMode;
}

export const FAULT_MODES = [
  'http_500',
  'http_502',
  'http_503',
  'http_429',
  'unavailable',
  'drop_before_create',
  'drop_after_create',
  'http_500_after_create',
  'delay_response',
  'callback_before_response',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const FAULT_OPS = ['initiate', 'status', 'token', 'any'] as const;
export type FaultOp = (typeof FAULT_OPS)[number];

export interface Fault {
  id: string;
  provider: ProviderId;
  op: FaultOp;
  mode: FaultMode;
  remaining: number;
  delayMs?: number;
}

export type AvailabilityStatus = 'OPERATIONAL' | 'DELAYED' | 'CLOSED';
export type PawapayOperation = 'DEPOSIT' | 'PAYOUT' | 'REFUND';

export const DISCREPANCY_KINDS = ['phantom', 'amount_mismatch', 'status_mismatch', 'omit'] as const;
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];

export interface Discrepancy {
  id: string;
  provider: ProviderId;
  kind: DiscrepancyKind;
  /** YYYY-MM-DD (UTC, simulated) of the statement it belongs to. */
  date: string;
  intentId?: string;
  amountMinor?: number;
  currency?: string;
  status?: string;
  msisdn?: string;
}

export type MtnProduct = 'collection' | 'disbursement';

export interface MtnApiUser {
  id: string;
  apiKey?: string;
  providerCallbackHost?: string;
}

export interface MtnToken {
  product: MtnProduct;
  apiUser: string;
  expiresAt: number;
}

/**
 * A pawaPay merchant account as the sandbox knows it: its API tokens and its signed-requests
 * setting (pawaPay's dashboard "accept only signed requests", with the public keys registered
 * there). Callback URLs and signed callbacks stay sandbox-wide.
 */
export interface PawapayMerchant {
  id: string;
  apiTokens: string[];
  companyName: string;
  signedRequestsOnly: boolean;
  /** Public keys (SPKI PEM) that may sign this merchant's financial requests, by keyid. */
  publicKeys: Array<{ id: string; key: string }>;
}

export interface SandboxData {
  version: 1;
  clockOffsetMs: number;
  tasks: SimTask[];
  nextTaskId: number;
  intents: Record<string, Intent>;
  prompts: Record<string, Prompt>;
  subscribers: Record<string, Subscriber>;
  /** Merchant balances by account: `pawapay:ZMW`, `mtn.collection:ZMW`, `mtn.disbursement:ZMW`. */
  floats: Record<string, number>;
  callbackLog: CallbackAttempt[];
  callbackSettings: Record<ProviderId, CallbackSettings>;
  faults: Fault[];
  pawapay: {
    callbackUrls: { deposit?: string; payout?: string; refund?: string };
    signedCallbacks: boolean;
    /** `${provider}:${operation}` → status; absent means OPERATIONAL. */
    availability: Record<string, AvailabilityStatus>;
    /** By merchant id. */
    merchants: Record<string, PawapayMerchant>;
  };
  mtn: {
    apiUsers: Record<string, MtnApiUser>;
    tokens: Record<string, MtnToken>;
  };
  discrepancies: Discrepancy[];
}
