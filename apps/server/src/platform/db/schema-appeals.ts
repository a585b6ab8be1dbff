/** Table types of appeals and their uploads. See schema.ts. */
import type { ColumnType } from 'kysely';
import type { BigId, Timestamp } from './schema-columns.js';

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
