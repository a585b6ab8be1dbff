/**
 * The app's `Database` type: the tables as generated from the migrations (schema.generated.ts, see
 * docs/database.md), with the columns narrowed that the database holds tighter than their SQL type
 * says: text columns a CHECK constraint (or the one writer) keeps to a few values, JSON columns of a
 * known shape, a DATE read back as text. Only narrowing belongs here; a column's existence, nullability
 * and default come from the generated file, so they cannot drift from the migrations.
 */
import type { ColumnType, InsertType, Selectable, SelectType } from 'kysely';
import type * as G from './schema.generated.js';

/**
 * Replaces columns of a generated table type. Naming a column the table does not have fails to
 * compile, so an override cannot outlive a dropped or renamed column.
 */
type Narrow<T, O extends { [K in keyof O]: K extends keyof T ? unknown : never }> = {
  [K in keyof T]: K extends keyof O ? O[K] : T[K];
};

/** Rows written once and never changed (the ledger's history, 0003): no column may be updated. */
type Immutable<T> = { [K in keyof T]: ColumnType<SelectType<T[K]>, InsertType<T[K]>, never> };

/** JSON written as text (`JSON.stringify`) and read back parsed; never updated. */
type JsonColumn<S> = ColumnType<S, string, never>;

type Direction = 'deposit' | 'withdraw';

/** Where a chain's salt comes from (0012): a named future public value, or a development salt. */
export type ChainSaltKind = 'public' | 'development';

/** What an appeal log's params may hold (jsonb); what the player sees of a step. */
export interface AppealLogParamsJson {
  images?: string[];
  receipt?: string;
  content?: string;
  reasons?: number[];
}

export type LedgerAccountsTable = Narrow<G.LedgerAccounts, { kind: 'cash' | 'trial' | 'coin' | 'diamond' | 'voucher' }>;

export type LedgerTransfersTable = Immutable<
  Narrow<G.LedgerTransfers, { metadata: ColumnType<Record<string, unknown>, string | undefined, never> }>
>;

export type LedgerEntriesTable = Immutable<G.LedgerEntries>;

export type PayChannelsTable = Narrow<G.PayChannels, { direction: Direction }>;

export type PaymentIntentsTable = Narrow<
  G.PaymentIntents,
  {
    direction: Direction;
    status: 'CREATED' | 'SUBMITTED' | 'PENDING' | 'UNKNOWN' | 'SUCCEEDED' | 'FAILED';
    review_status: G.Generated<'none' | 'pending' | 'approved' | 'rejected'>;
  }
>;

export type PaymentReconciliationsTable = Narrow<
  G.PaymentReconciliations,
  {
    /** YYYY-MM-DD, written as text; the repo reads it back with to_char, a bare select gives a Date. */
    day: ColumnType<string | Date, string, string>;
    source: 'statement' | 'per-intent';
  }
>;

export type PaymentReconciliationLinesTable = G.PaymentReconciliationLines;

export type LoginSourceThrottleTable = Narrow<G.LoginSourceThrottle, { kind: 'device' | 'ip' }>;

export type AppealsTable = G.Appeals;

export type AppealLogsTable = Narrow<G.AppealLogs, { params: JsonColumn<AppealLogParamsJson> }>;

export type UploadsTable = Narrow<G.Uploads, { mime: 'image/png' | 'image/jpeg' }>;

/** Staff images for campaigns (0047): the CHECK keeps the type to three. */
export type MediaTable = Narrow<G.Media, { mime: 'image/png' | 'image/jpeg' | 'image/webp' }>;

/** Every game's reverse hash chains (0017), owned by the hash-chain module. */
export type HashChainsTable = Narrow<G.HashChains, { game: 'crash' | 'football'; salt_kind: ChainSaltKind }>;

export type CrashRoundsTable = Narrow<
  G.CrashRounds,
  { state: 'betting' | 'running' | 'crashed' | 'settled'; resolution: 'played' | 'recovered' | null }
>;

export type CrashBetsTable = Narrow<
  G.CrashBets,
  {
    status: 'pending' | 'open' | 'cashed' | 'lost' | 'refunded' | 'cancelled' | 'void';
    cashout_reason: 'manual' | 'auto' | 'max_win' | 'forced' | 'recovery' | null;
  }
>;

export type GameSeedPairsTable = Narrow<G.GameSeedPairs, { state: 'committed' | 'active' | 'revealed' }>;

export type GameBetsTable = Narrow<
  G.GameBets,
  {
    unit: 'cash' | 'coin' | 'diamond';
    outcome: JsonColumn<Record<string, unknown>>;
    fairness: JsonColumn<Record<string, unknown>>;
  }
>;

export type FootballRoundsTable = Narrow<
  G.FootballRounds,
  {
    state: 'betting' | 'live' | 'finished' | 'settled' | 'void';
    /** The repo checks the shape it reads (MatchResult[]); written as JSON text. */
    results: ColumnType<unknown, string | null | undefined, string | null>;
  }
>;

export type FootballBetsTable = Narrow<G.FootballBets, { status: 'open' | 'won' | 'lost' | 'refunded' }>;

/** Staff audit rows (0019): JSON written as text once; the table refuses updates by trigger. */
export type StaffAuditTable = Immutable<
  Narrow<G.StaffAudit, { before: ColumnType<unknown, string | null, never>; after: ColumnType<unknown, string | null, never> }>
>;

export type FourEyesRequestsTable = Narrow<
  G.FourEyesRequests,
  { payload: JsonColumn<unknown>; decision: 'approved' | 'rejected' | null }
>;

/** The activity stream (0030): written once; the payload is parsed by kind when read. */
export type ActivityEventsTable = Immutable<Narrow<G.ActivityEvents, { payload: JsonColumn<unknown> }>>;

/** Harm reviews (0032): the markers over threshold, as JSON text in, parsed by the repo out. */
export type RgHarmReviewsTable = Narrow<G.RgHarmReviews, { markers: ColumnType<unknown, string, string> }>;
export type RgHarmSettingsTable = Narrow<G.RgHarmSettings, { value: ColumnType<unknown, string, string> }>;

/** Bonus grants (0037): per-game contribution percentages as JSON text in, parsed by the repo out. */
export type BonusGrantsTable = Narrow<G.BonusGrants, { contributions: ColumnType<unknown, string, string> }>;

export type OfferSettingsTable = Narrow<G.OfferSettings, { value: ColumnType<unknown, string, string> }>;
export type VipSettingsTable = Narrow<G.VipSettings, { value: ColumnType<unknown, string, string> }>;
export type TaskSettingsTable = Narrow<G.TaskSettings, { value: ColumnType<unknown, string, string> }>;
/** Registration wheel spins (0044): the exact wheel table of a spin, JSON text in, parsed by the repo out. */
export type RegistrationSpinsTable = Narrow<
  G.RegistrationSpins,
  { wheel_table: ColumnType<unknown, string | null, string | null> }
>;
/** Member messages (0033): the CHECK keeps the kind to two values. */
export type MemberMessagesTable = Narrow<G.MemberMessages, { kind: 'system' | 'promotion' }>;
/** Pay-bill payments (0040, 0046): the CHECK keeps the status to four values. */
export type PaybillPaymentsTable = Narrow<G.PaybillPayments, { status: 'credited' | 'unmatched' | 'pending' | 'returned' }>;

export type Database = Narrow<
  G.DB,
  {
    ledger_accounts: LedgerAccountsTable;
    ledger_transfers: LedgerTransfersTable;
    ledger_entries: LedgerEntriesTable;
    pay_channels: PayChannelsTable;
    payment_intents: PaymentIntentsTable;
    payment_reconciliations: PaymentReconciliationsTable;
    login_source_throttle: LoginSourceThrottleTable;
    appeal_logs: AppealLogsTable;
    uploads: UploadsTable;
    media: MediaTable;
    hash_chains: HashChainsTable;
    crash_rounds: CrashRoundsTable;
    crash_bets: CrashBetsTable;
    game_seed_pairs: GameSeedPairsTable;
    game_bets: GameBetsTable;
    football_rounds: FootballRoundsTable;
    football_bets: FootballBetsTable;
    staff_audit: StaffAuditTable;
    four_eyes_requests: FourEyesRequestsTable;
    activity_events: ActivityEventsTable;
    rg_harm_reviews: RgHarmReviewsTable;
    rg_harm_settings: RgHarmSettingsTable;
    bonus_grants: BonusGrantsTable;
    offer_settings: OfferSettingsTable;
    vip_settings: VipSettingsTable;
    task_settings: TaskSettingsTable;
    member_messages: MemberMessagesTable;
    registration_spins: RegistrationSpinsTable;
    paybill_payments: PaybillPaymentsTable;
  }
>;

export type MemberRow = Selectable<G.Members>;
export type SessionRow = Selectable<G.Sessions>;
