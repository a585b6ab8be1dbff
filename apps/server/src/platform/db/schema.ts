/**
 * Table types, kept by hand beside the migrations; `db.schema.test.ts` checks them against the
 * live catalogue so a migration and its type cannot drift apart.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';

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
  language: string;
  level: Generated<number>;
  score: Generated<number>;
  failed_logins: Generated<number>;
  locked_until: Timestamp | null;
  last_login_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface OtpCodesTable {
  id: BigId;
  mobile: string;
  code_hash: string;
  ip: string;
  wrong_tries: Generated<number>;
  created_at: Generated<Timestamp>;
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
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoke_reason: string | null;
}

export interface SelfExclusionsTable {
  id: BigId;
  member_id: string;
  period: string;
  reason: string;
  comment: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: Generated<Timestamp>;
}

export interface SmsOutboxTable {
  id: BigId;
  provider: string;
  mobile: string;
  body: string;
  status: string;
  provider_message_id: string | null;
  error: string | null;
  created_at: Generated<Timestamp>;
}

export interface GlobalConfigTable {
  id: Generated<number>;
  type: number;
  name: string;
  content: string;
  sort: Generated<number>;
}

export interface Database {
  members: MembersTable;
  otp_codes: OtpCodesTable;
  sessions: SessionsTable;
  self_exclusions: SelfExclusionsTable;
  sms_outbox: SmsOutboxTable;
  global_config: GlobalConfigTable;
}

export type MemberRow = Selectable<MembersTable>;
export type SessionRow = Selectable<SessionsTable>;
