/** Table types of members, their sessions, sign-in limits, SMS and the global configuration. See schema.ts. */
import type { Generated } from 'kysely';
import type { BigId, Timestamp } from './schema-columns.js';

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
