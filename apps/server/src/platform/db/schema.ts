/**
 * Table types, kept by hand beside the migrations; `schema.test.ts` checks their column names against the
 * live catalogue so a migration and its type cannot drift apart.
 */
import type { Selectable } from 'kysely';
import type {
  MembersTable,
  OtpCodesTable,
  SessionsTable,
  SelfExclusionsTable,
  LoginThrottleTable,
  LoginSourceThrottleTable,
  OtpWrongCodesTable,
  SmsOutboxTable,
  GlobalConfigTable,
} from './schema-accounts.js';
import type {
  PayChannelsTable,
  PayItemsTable,
  PaymentIntentsTable,
  PaymentEventsTable,
  PaymentReconciliationsTable,
  PaymentReconciliationLinesTable,
  PaymentReconReportsTable,
  LedgerAccountsTable,
  LedgerTransfersTable,
  LedgerEntriesTable,
} from './schema-money.js';
import type { AppealsTable, AppealLogsTable, UploadsTable, UploadQuotaTable } from './schema-appeals.js';
import type {
  CrashChainsTable,
  CrashChainCheckpointsTable,
  CrashConfigsTable,
  CrashRoundsTable,
  GameSeedPairsTable,
  CrashBetsTable,
  GameBetsTable,
  FootballChainsTable,
  FootballRoundsTable,
  FootballBetsTable,
} from './schema-games.js';

export type * from './schema-accounts.js';
export type * from './schema-money.js';
export type * from './schema-appeals.js';
export type * from './schema-games.js';

/** One row per leader election (platform/jobs/leader-terms.ts): the term of its latest leader (0017). */
export interface LeaderTermsTable {
  name: string;
  term: number;
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
  leader_terms: LeaderTermsTable;
}

export type MemberRow = Selectable<MembersTable>;
export type SessionRow = Selectable<SessionsTable>;
