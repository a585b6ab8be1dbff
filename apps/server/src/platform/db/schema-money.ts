/** Table types of payments (channels, amounts, intents, their events, reconciliation) and of the ledger. See schema.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { BigId, Timestamp, Minor, MinorDefault } from './schema-columns.js';

/** Mobile-money operators per market and direction (0004). */
export interface PayChannelsTable {
  id: Generated<number>;
  market: string;
  direction: 'deposit' | 'withdraw';
  operator: string;
  logo_url: Generated<string>;
  fee_type: Generated<number>;
  fee_value: ColumnType<string, string | number | undefined, string | number>;
  allow_other_number: Generated<boolean>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

/** Quick deposit amounts (0004; hot and the seeded images 0016). */
export interface PayItemsTable {
  id: Generated<number>;
  market: string;
  money: ColumnType<string, string | number, string | number>;
  pay_money: ColumnType<string, string | number, string | number>;
  image: Generated<string>;
  hot: Generated<boolean>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
}

/** One deposit or withdrawal; our id is the provider's idempotency key (0004). */
export interface PaymentIntentsTable {
  id: string;
  member_id: string;
  direction: 'deposit' | 'withdraw';
  amount: Minor;
  provider_amount: Minor;
  fee: MinorDefault;
  tax: MinorDefault;
  subsidy: MinorDefault;
  currency: string;
  country: string;
  msisdn: string;
  operator: string;
  channel_id: number;
  provider: string;
  pay_item_id: number | null;
  note: Generated<string>;
  lang: Generated<string>;
  status: 'CREATED' | 'SUBMITTED' | 'PENDING' | 'UNKNOWN' | 'SUCCEEDED' | 'FAILED';
  provider_ref: string | null;
  provider_txn_id: string | null;
  failure_code: string | null;
  failure_message: string | null;
  review_status: Generated<'none' | 'pending' | 'approved' | 'rejected'>;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  review_note: string | null;
  late_success: Generated<boolean>;
  attention: string | null;
  manual_since: Timestamp | null;
  submit_count: Generated<number>;
  attempts: Generated<number>;
  next_check_at: Timestamp | null;
  last_checked_at: Timestamp | null;
  expires_at: Timestamp | null;
  expired_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  submitted_at: Timestamp | null;
  finalized_at: Timestamp | null;
}

/** Raw provider traffic per intent: initiate answers, callbacks, status answers (0004). */
export interface PaymentEventsTable {
  id: BigId;
  intent_id: string | null;
  provider: string;
  source: string;
  summary: Generated<string>;
  payload: string;
  created_at: Timestamp;
}

/** Daily comparison of our intents with the provider's statement (0004). */
/** One reconciliation report per provider and market day (0010). */
export interface PaymentReconciliationsTable {
  id: BigId;
  provider: string;
  /** YYYY-MM-DD; a DATE column, read back as a string (see the repo). */
  day: ColumnType<string | Date, string, string>;
  time_zone: string;
  period_start: Timestamp;
  period_end: Timestamp;
  source: 'statement' | 'per-intent';
  provider_lines: number;
  our_intents: number;
  difference_count: number;
  unexplained_count: number;
  run_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One difference of a reconciliation report; explained by staff, never deleted once explained (0010). */
export interface PaymentReconciliationLinesTable {
  id: BigId;
  report_id: string;
  kind: string;
  intent_id: string;
  provider_txn_id: string | null;
  ours: string | null;
  theirs: string | null;
  detail: string | null;
  explained_at: Timestamp | null;
  explained_by: string | null;
  explanation: string | null;
  created_at: Timestamp;
}

/** Superseded by payment_reconciliations (0010): kept with its rows, no longer written. */
export interface PaymentReconReportsTable {
  id: BigId;
  provider: string;
  period_start: Timestamp;
  period_end: Timestamp;
  checked: number;
  difference_count: number;
  differences: string;
  created_at: Timestamp;
}

/** One balance: a member's per kind, or a shard of a system account (0003). Written only by ledger_post. */
export interface LedgerAccountsTable {
  id: BigId;
  member_id: string | null;
  system_name: string | null;
  shard: Generated<number>;
  kind: 'cash' | 'trial' | 'coin' | 'diamond' | 'voucher';
  is_system: boolean;
  balance: ColumnType<string, string | number | undefined, string | number>;
  entry_seq: ColumnType<string, string | number | undefined, string | number>;
  last_entry_hash: Generated<string>;
  created_at: Timestamp;
}

/** An immutable transfer; idempotency_key is unique (0003). */
export interface LedgerTransfersTable {
  id: BigId;
  idempotency_key: string;
  request_hash: string;
  kind: string;
  metadata: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: ColumnType<Date, Date | string, never>;
}

/** An immutable entry: signed amount (negative = debit), hash-chained per account (0003). */
export interface LedgerEntriesTable {
  id: BigId;
  transfer_id: string;
  leg: number;
  account_id: string;
  seq: string;
  amount: string;
  balance_after: string;
  hash: string;
  created_at: Date;
}
