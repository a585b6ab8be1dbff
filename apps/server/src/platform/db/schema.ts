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
  locked_until: Timestamp | null;
  updated_at: Timestamp;
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

export interface Database {
  members: MembersTable;
  otp_codes: OtpCodesTable;
  sessions: SessionsTable;
  self_exclusions: SelfExclusionsTable;
  sms_outbox: SmsOutboxTable;
  global_config: GlobalConfigTable;
  login_throttle: LoginThrottleTable;
}

export type MemberRow = Selectable<MembersTable>;
export type SessionRow = Selectable<SessionsTable>;
