import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import type { Database } from './schema.js';

/** Every column of every table type, listed once; the type below fails the typecheck if one is missing. */
const columns = {
  members: [
    'id',
    'mobile',
    'password_hash',
    'invite_code',
    'referrer_code',
    'share_channel',
    'language',
    'level',
    'score',
    'last_login_at',
    'previous_login_at',
    'created_at',
  ],
  otp_codes: ['id', 'mobile', 'code_hash', 'ip', 'wrong_tries', 'created_at', 'expires_at', 'consumed_at'],
  sessions: [
    'id',
    'member_id',
    'token_hash',
    'device_id',
    'ip',
    'user_agent',
    'created_at',
    'expires_at',
    'revoked_at',
    'revoke_reason',
    'auth_method',
  ],
  self_exclusions: ['id', 'member_id', 'period', 'reason', 'comment', 'starts_at', 'ends_at', 'created_at', 'reactivated_at'],
  sms_outbox: ['id', 'provider', 'mobile', 'body', 'status', 'provider_message_id', 'error', 'created_at'],
  global_config: ['id', 'type', 'name', 'content', 'sort'],
  login_throttle: ['mobile', 'failures', 'locked_until', 'updated_at'],
  ledger_accounts: [
    'id',
    'member_id',
    'system_name',
    'shard',
    'kind',
    'is_system',
    'balance',
    'entry_seq',
    'last_entry_hash',
    'created_at',
  ],
  ledger_transfers: ['id', 'idempotency_key', 'request_hash', 'kind', 'metadata', 'created_at'],
  ledger_entries: ['id', 'transfer_id', 'leg', 'account_id', 'seq', 'amount', 'balance_after', 'hash', 'created_at'],
  pay_channels: [
    'id',
    'market',
    'direction',
    'operator',
    'logo_url',
    'fee_type',
    'fee_value',
    'allow_other_number',
    'enabled',
    'sort',
  ],
  pay_items: ['id', 'market', 'money', 'pay_money', 'image', 'enabled', 'sort'],
  payment_intents: [
    'id',
    'member_id',
    'direction',
    'amount',
    'provider_amount',
    'fee',
    'tax',
    'subsidy',
    'currency',
    'country',
    'msisdn',
    'operator',
    'channel_id',
    'provider',
    'pay_item_id',
    'note',
    'lang',
    'status',
    'provider_ref',
    'provider_txn_id',
    'failure_code',
    'failure_message',
    'review_status',
    'reviewed_by',
    'reviewed_at',
    'review_note',
    'late_success',
    'attention',
    'manual_since',
    'submit_count',
    'attempts',
    'next_check_at',
    'last_checked_at',
    'expires_at',
    'expired_at',
    'created_at',
    'updated_at',
    'submitted_at',
    'finalized_at',
  ],
  payment_events: ['id', 'intent_id', 'provider', 'source', 'summary', 'payload', 'created_at'],
  payment_recon_reports: [
    'id',
    'provider',
    'period_start',
    'period_end',
    'checked',
    'difference_count',
    'differences',
    'created_at',
  ],
  appeals: ['id', 'member_id', 'kind', 'intent_id', 'status', 'last_log_type', 'receipt_number', 'created_at', 'updated_at'],
  appeal_logs: ['id', 'appeal_id', 'log_type', 'params', 'staff_id', 'created_at'],
  uploads: ['name', 'member_id', 'mime', 'size', 'sha256', 'appeal_id', 'created_at'],
  crash_chains: ['id', 'seed', 'terminating_hash', 'salt', 'length', 'cursor', 'created_at'],
  crash_chain_checkpoints: ['chain_id', 'position', 'hash'],
  crash_configs: ['version', 'house_edge_bp', 'min_stake', 'max_stake', 'max_win', 'round_liability_cap', 'created_at'],
  crash_rounds: [
    'id',
    'chain_id',
    'game_number',
    'game_hash',
    'commitment',
    'crash_point',
    'house_edge_bp',
    'config_version',
    'state',
    'forced',
    'resolution',
    'betting_opens_at',
    'betting_closes_at',
    'started_at',
    'ended_at',
    'settled_at',
    'lease_owner',
    'lease_until',
    'created_at',
  ],
  crash_bets: [
    'id',
    'round_id',
    'member_id',
    'panel',
    'stake',
    'auto_cashout',
    'target',
    'status',
    'cashout_multiplier',
    'cashout_at',
    'cashout_reason',
    'payout',
    'balance_before',
    'balance_after',
    'stake_tx',
    'win_tx',
    'refund_tx',
    'config_version',
    'created_at',
    'settled_at',
  ],
  game_bets: [
    'id',
    'game_id',
    'bet_ref',
    'member_id',
    'unit',
    'stake',
    'payout',
    'multiplier',
    'outcome',
    'fairness',
    'config_version',
    'balance_before',
    'balance_after',
    'placed_at',
    'settled_at',
  ],
} as const satisfies { [T in keyof Database]: readonly (keyof Database[T] & string)[] };

type Unlisted = { [T in keyof Database]: Exclude<keyof Database[T], (typeof columns)[T][number]> }[keyof Database];
const everyColumnListed: [Unlisted] extends [never] ? true : never = true;

describe('table types match the migrated database', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(async () => {
    await h.close();
  });

  it('has exactly the tables and columns the types declare', async () => {
    expect(everyColumnListed).toBe(true);
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(h.db);
    const actual: Record<string, string[]> = {};
    for (const r of rows) (actual[r.table_name] ??= []).push(r.column_name);
    const expected = Object.fromEntries(Object.entries(columns).map(([t, cols]) => [t, [...cols].sort()]));
    expect(Object.fromEntries(Object.entries(actual).map(([t, cols]) => [t, cols.sort()]))).toEqual(expected);
  });
});
