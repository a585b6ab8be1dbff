/**
 * Table types, kept by hand beside the migrations; `schema.test.ts` checks their column names against the
 * live catalogue so a migration and its type cannot drift apart.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';

// Optional on insert already (columns with a database default); Generated<> around a ColumnType would
// not unwrap to Date on select, so defaulted timestamps use this type as is.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** BIGINT comes back as a string from both drivers; ids travel as strings. */
type BigId = ColumnType<string, string | number | bigint | undefined, string>;

export interface MembersTable {
  id: BigId;
  mobile: string;
  password_hash: string;
  invite_code: string;
  referrer_code: string | null;
  share_channel: string | null;
  language: Generated<string>;
  level: Generated<number>;
  score: Generated<number>;
  last_login_at: Timestamp | null;
  /** The login before the current one (0002), shown to the player as "last login". */
  previous_login_at: Timestamp | null;
  created_at: Timestamp;
}

export interface OtpCodesTable {
  id: BigId;
  mobile: string;
  code_hash: string;
  ip: string;
  wrong_tries: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface SessionsTable {
  id: BigId;
  member_id: string;
  token_hash: string;
  device_id: string;
  ip: string;
  user_agent: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoke_reason: string | null;
  /** 'password' | 'sms' | 'signup' (0002). */
  auth_method: Generated<string>;
}

export interface SelfExclusionsTable {
  id: BigId;
  member_id: string;
  period: string;
  reason: string;
  comment: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: Timestamp;
  /** Set when the player reactivated the account after the period ended (0002). */
  reactivated_at: Timestamp | null;
}

/** Failed logins per mobile number, registered or not (0002). */
export interface LoginThrottleTable {
  mobile: string;
  failures: Generated<number>;
  /** Since 0013: unknown devices wait until then (slowdown past the per-number ceiling). */
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

/** Failures and lock of one (number, device) or (number, address) pair (0013). */
export interface LoginSourceThrottleTable {
  mobile: string;
  kind: 'device' | 'ip';
  source: string;
  failures: Generated<number>;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

export interface OtpWrongCodesTable {
  id: BigId;
  mobile: string;
  ip: string;
  at: Timestamp;
}

export interface SmsOutboxTable {
  id: BigId;
  provider: string;
  mobile: string;
  body: string;
  status: string;
  provider_message_id: string | null;
  error: string | null;
  created_at: Timestamp;
}

export interface GlobalConfigTable {
  id: Generated<number>;
  type: number;
  name: string;
  content: string;
  sort: Generated<number>;
}

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

type Minor = ColumnType<string, string | number, string | number>;
type MinorDefault = ColumnType<string, string | number | undefined, string | number>;

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

/** One appeal per payment record; last_log_type is the step its timeline is at (0005). */
export interface AppealsTable {
  id: BigId;
  member_id: string;
  /** AppealKind: 1 deposit, 2 withdraw. */
  kind: number;
  intent_id: string;
  /** AppealStatus: 1 reviewing, 2 rejected, 9 closed. */
  status: number;
  last_log_type: number;
  receipt_number: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What an appeal log's params may hold (jsonb); what the player sees of a step. */
export interface AppealLogParamsJson {
  images?: string[];
  receipt?: string;
  content?: string;
  reasons?: number[];
}

/** An appeal's timeline, append-only (0005). */
export interface AppealLogsTable {
  id: BigId;
  appeal_id: string;
  log_type: number;
  params: ColumnType<AppealLogParamsJson, string, never>;
  staff_id: string | null;
  created_at: Timestamp;
}

/** A stored image; the bytes are in <dataDir>/uploads/<name> (0005). */
export interface UploadsTable {
  name: string;
  member_id: string;
  mime: 'image/png' | 'image/jpeg';
  size: number;
  sha256: string;
  appeal_id: string | null;
  created_at: Timestamp;
}

/** Uploads taken by a member in one clock hour (0011): the quota's counter, moved by one statement. */
export interface UploadQuotaTable {
  member_id: string;
  hour_start: Timestamp;
  used: number;
}

/** Where a chain's salt comes from (0012): a named future public value, or a development salt. */
export type ChainSaltKind = 'public' | 'development';

/**
 * A pre-generated crash hash chain (0006); `seed` is secret, the terminating hash is published at
 * `created_at`, the salt once it exists (0012: announced first, set later), `hmac_scheme` 1 or 2.
 */
export interface CrashChainsTable {
  id: Generated<number>;
  seed: string;
  terminating_hash: string;
  salt: string | null;
  salt_kind: ChainSaltKind;
  salt_source: string | null;
  salt_expected_at: Timestamp | null;
  salt_set_at: Timestamp | null;
  hmac_scheme: number;
  length: number;
  cursor: Generated<number>;
  created_at: Timestamp;
}

/** Every 1000th element of a chain from its seed, to find a game's hash quickly (0006). */
export interface CrashChainCheckpointsTable {
  chain_id: number;
  position: number;
  hash: string;
}

/** Immutable, versioned crash money rules (0006). */
export interface CrashConfigsTable {
  version: string;
  house_edge_bp: number;
  min_stake: Minor;
  max_stake: Minor;
  max_win: Minor;
  round_liability_cap: Minor;
  created_at: Timestamp;
}

/** One crash round, written with its commitment and outcome before betting opens (0006). */
export interface CrashRoundsTable {
  id: BigId;
  chain_id: number;
  game_number: number;
  game_hash: string;
  commitment: string;
  crash_point: number;
  house_edge_bp: number;
  config_version: string;
  state: 'betting' | 'running' | 'crashed' | 'settled';
  forced: Generated<boolean>;
  resolution: 'played' | 'recovered' | null;
  betting_opens_at: Timestamp;
  betting_closes_at: Timestamp;
  started_at: Timestamp | null;
  ended_at: Timestamp | null;
  settled_at: Timestamp | null;
  lease_owner: string | null;
  lease_until: Timestamp | null;
  created_at: Timestamp;
}

/** A member's seed pair of one per-bet game; `server_seed` is secret until 'revealed' (0008). */
export interface GameSeedPairsTable {
  id: BigId;
  member_id: string;
  game_id: number;
  state: 'committed' | 'active' | 'revealed';
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  nonce: Generated<number>;
  created_at: Timestamp;
  activated_at: Timestamp | null;
  revealed_at: Timestamp | null;
}

/** One crash stake and its settlement (0006). */
export interface CrashBetsTable {
  id: string;
  round_id: string;
  member_id: string;
  panel: number;
  stake: Minor;
  auto_cashout: number | null;
  target: number;
  status: 'pending' | 'open' | 'cashed' | 'lost' | 'refunded' | 'cancelled' | 'void';
  cashout_multiplier: number | null;
  cashout_at: Timestamp | null;
  cashout_reason: 'manual' | 'auto' | 'max_win' | 'forced' | 'recovery' | null;
  payout: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  balance_before: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  balance_after: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  stake_tx: string | null;
  win_tx: string | null;
  refund_tx: string | null;
  config_version: string;
  created_at: Timestamp;
  settled_at: Timestamp | null;
}

/** One settled bet of any game, written with its settlement; what game records and winners read (0007). */
export interface GameBetsTable {
  id: BigId;
  game_id: number;
  bet_ref: string;
  member_id: string;
  unit: 'cash' | 'coin' | 'diamond';
  stake: Minor;
  payout: Minor;
  multiplier: number;
  outcome: ColumnType<Record<string, unknown>, string, never>;
  fairness: ColumnType<Record<string, unknown>, string, never>;
  config_version: string;
  balance_before: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  balance_after: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  placed_at: Timestamp;
  settled_at: Timestamp;
}

/** A football hash chain (0009); `seed` is secret; the salt's life as crash_chains (0012). */
export interface FootballChainsTable {
  id: Generated<number>;
  seed: string;
  terminating_hash: string;
  salt: string | null;
  salt_kind: ChainSaltKind;
  salt_source: string | null;
  salt_expected_at: Timestamp | null;
  salt_set_at: Timestamp | null;
  length: number;
  cursor: Generated<number>;
  created_at: Timestamp;
}

/** One round of 10 virtual matches, written with its hash before betting opens (0009). */
export interface FootballRoundsTable {
  id: BigId;
  chain_id: number;
  round_number: number;
  round_hash: string;
  commitment: string;
  config_version: string;
  season: number;
  matchday: number;
  state: 'betting' | 'live' | 'finished' | 'settled' | 'void';
  opens_at: Timestamp;
  closes_at: Timestamp;
  kickoff_at: Timestamp;
  full_time_at: Timestamp;
  results: ColumnType<unknown, string | null | undefined, string | null>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
}

/** One single-selection football bet and its settlement (0009). */
export interface FootballBetsTable {
  id: string;
  round_id: string;
  member_id: string;
  match_index: number;
  market: string;
  selection: string;
  odds: number;
  stake: Minor;
  status: 'open' | 'won' | 'lost' | 'refunded';
  payout: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  balance_before: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  balance_after: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  placed_at: Timestamp;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface Database {
  members: MembersTable;
  otp_codes: OtpCodesTable;
  otp_wrong_codes: OtpWrongCodesTable;
  sessions: SessionsTable;
  self_exclusions: SelfExclusionsTable;
  sms_outbox: SmsOutboxTable;
  global_config: GlobalConfigTable;
  login_throttle: LoginThrottleTable;
  login_source_throttle: LoginSourceThrottleTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  pay_channels: PayChannelsTable;
  pay_items: PayItemsTable;
  payment_intents: PaymentIntentsTable;
  payment_events: PaymentEventsTable;
  payment_recon_reports: PaymentReconReportsTable;
  payment_reconciliations: PaymentReconciliationsTable;
  payment_reconciliation_lines: PaymentReconciliationLinesTable;
  appeals: AppealsTable;
  appeal_logs: AppealLogsTable;
  uploads: UploadsTable;
  upload_quota: UploadQuotaTable;
  game_bets: GameBetsTable;
  crash_chains: CrashChainsTable;
  crash_chain_checkpoints: CrashChainCheckpointsTable;
  crash_configs: CrashConfigsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
  game_seed_pairs: GameSeedPairsTable;
  football_chains: FootballChainsTable;
  football_rounds: FootballRoundsTable;
  football_bets: FootballBetsTable;
}

export type MemberRow = Selectable<MembersTable>;
export type SessionRow = Selectable<SessionsTable>;
