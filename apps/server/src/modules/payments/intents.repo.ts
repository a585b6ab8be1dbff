/**
 * Payment intents, one at a time (table payment_intents): creation, reads, the one door for status
 * changes, bookkeeping, review decisions and a member's limits and withholding history. Kysely
 * queries only. Every method takes the handle to run on (the database or the caller's
 * transaction), so a state change and its ledger transfer can share one transaction. Times come
 * from the service's clock, never from now() in SQL, so tests can move time. Lists across intents
 * are `lists` (intent-lists.repo.ts); the raw provider events are `events`.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { IntentListsRepo } from './intent-lists.repo.js';
import { patchColumns, toIntent, type Intent, type IntentPatch, type NewIntent } from './intent-row.js';
import { OPEN_STATUSES, predecessorsOf, type IntentDirection, type IntentStatus } from './intent-state.js';
import { PaymentEventsRepo } from './payment-events.repo.js';
import { minorFrom, type Minor } from '@nyota/contract/money/minor';

const OPEN = [...OPEN_STATUSES];

export class IntentsRepo {
  readonly lists = new IntentListsRepo();
  readonly events = new PaymentEventsRepo();

  /**
   * Serialises a member's payment decisions (limits, open-deposit check, withholding history) inside the
   * caller's transaction. A transaction-scoped advisory lock: released at commit or rollback.
   */
  async lockMember(trx: Db, memberId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(7301, hashtext(${`payments:${memberId}`}))`.execute(trx);
  }

  async insert(trx: Db, n: NewIntent): Promise<Intent> {
    const row = await trx
      .insertInto('payment_intents')
      .values({
        id: n.id,
        member_id: n.memberId,
        direction: n.direction,
        amount: n.amount,
        provider_amount: n.providerAmount,
        fee: n.fee,
        tax: n.tax,
        subsidy: n.subsidy,
        currency: n.currency,
        country: n.country,
        msisdn: n.msisdn,
        operator: n.operator,
        channel_id: n.channelId,
        provider: n.provider,
        pay_item_id: n.payItemId,
        note: n.note,
        lang: n.lang,
        status: 'CREATED',
        review_status: n.reviewStatus,
        expires_at: n.expiresAt,
        next_check_at: n.nextCheckAt,
        created_at: n.now,
        updated_at: n.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toIntent(row);
  }

  async find(db: Db, id: string): Promise<Intent | undefined> {
    const row = await db.selectFrom('payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  async findForMember(db: Db, id: string, memberId: string): Promise<Intent | undefined> {
    const row = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  /**
   * The one door for status changes: moves to `to` only from a state of lower rank (so terminal
   * states never change), in one conditional UPDATE. Returns the updated intent, or undefined when
   * another writer got there first (the caller then does nothing).
   */
  async transition(db: Db, id: string, to: IntentStatus, patch: IntentPatch, now: Date): Promise<Intent | undefined> {
    const row = await db
      .updateTable('payment_intents')
      .set({ ...patchColumns(patch), status: to, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', predecessorsOf(to))
      .returningAll()
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  /** Bookkeeping (next check, attempts, flags) on an intent that is still open; never its status. */
  async updateOpen(db: Db, id: string, patch: IntentPatch, now: Date): Promise<Intent | undefined> {
    const row = await db
      .updateTable('payment_intents')
      .set({ ...patchColumns(patch), updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', OPEN)
      .returningAll()
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  /** Flags only (late success, attention, manual queue), in any state; never the status or amounts. */
  async setFlags(
    db: Db,
    id: string,
    patch: Pick<IntentPatch, 'lateSuccess' | 'attention' | 'manualSince'>,
    now: Date,
  ): Promise<Intent | undefined> {
    const row = await db
      .updateTable('payment_intents')
      .set({ ...patchColumns(patch), updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  /** Marks the member's open deposits whose prompt time is over as closed for the player (expired_at). */
  async expireDeposits(db: Db, now: Date, memberId?: string): Promise<Intent[]> {
    let q = db
      .updateTable('payment_intents')
      .set({ expired_at: now, updated_at: now })
      .where('direction', '=', 'deposit')
      .where('status', 'in', OPEN)
      .where('expired_at', 'is', null)
      .where('expires_at', '<=', now);
    if (memberId) q = q.where('member_id', '=', memberId);
    const rows = await q.returningAll().execute();
    return rows.map(toIntent);
  }

  async openDeposit(db: Db, memberId: string): Promise<Intent | undefined> {
    const row = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('direction', '=', 'deposit')
      .where('status', 'in', OPEN)
      .where('expired_at', 'is', null)
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  /** Sum of amounts of a direction since a time, failed ones excluded (in-flight ones may still succeed). */
  async sumSince(db: Db, memberId: string, direction: IntentDirection, since: Date): Promise<Minor> {
    const row = await db
      .selectFrom('payment_intents')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('member_id', '=', memberId)
      .where('direction', '=', direction)
      .where('status', '<>', 'FAILED')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return minorFrom(row.total);
  }

  /**
   * The withholding-tax history of a member over all time: credited deposits, and withdrawals
   * that have left the balance (every one not FAILED, i.e. not refused or refunded) with their tax.
   */
  async withholdingHistory(db: Db, memberId: string): Promise<{ deposited: Minor; withdrawn: Minor; withheld: Minor }> {
    const deposit = sql<boolean>`direction = 'deposit' and status = 'SUCCEEDED'`;
    const withdraw = sql<boolean>`direction = 'withdraw' and status <> 'FAILED'`;
    const row = await db
      .selectFrom('payment_intents')
      .select([
        sql<string>`coalesce(sum(case when ${deposit} then amount else 0 end), 0)`.as('deposited'),
        sql<string>`coalesce(sum(case when ${withdraw} then amount else 0 end), 0)`.as('withdrawn'),
        sql<string>`coalesce(sum(case when ${withdraw} then tax else 0 end), 0)`.as('withheld'),
      ])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return { deposited: minorFrom(row.deposited), withdrawn: minorFrom(row.withdrawn), withheld: minorFrom(row.withheld) };
  }

  /** Decides a pending review once; undefined when it was already decided. */
  async decideReview(
    db: Db,
    id: string,
    decision: 'approved' | 'rejected',
    by: string,
    note: string,
    now: Date,
    nextCheckAt: Date | null,
  ): Promise<Intent | undefined> {
    const row = await db
      .updateTable('payment_intents')
      .set({
        review_status: decision,
        reviewed_by: by,
        reviewed_at: now,
        review_note: note,
        next_check_at: nextCheckAt,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('review_status', '=', 'pending')
      .where('status', '=', 'CREATED')
      .returningAll()
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  async lastSuccessfulWithdrawal(db: Db, memberId: string, channelId: number): Promise<Intent | undefined> {
    const row = await db
      .selectFrom('payment_intents')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('direction', '=', 'withdraw')
      .where('channel_id', '=', channelId)
      .where('status', '=', 'SUCCEEDED')
      .orderBy('finalized_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toIntent(row) : undefined;
  }

  async findMany(db: Db, ids: string[]): Promise<Intent[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('payment_intents').selectAll().where('id', 'in', ids).execute();
    return rows.map(toIntent);
  }
}
