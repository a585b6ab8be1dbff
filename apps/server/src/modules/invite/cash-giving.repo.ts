/** invite_tasks and the task side of invite_referrals (migration 0057): Kysely only. */
import { sql, type Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { InviteTasks } from '../../platform/db/schema.generated.js';
import { toReferral, type ReferralRow } from './referrals.repo.js';

export interface TaskRow {
  id: string;
  memberId: string;
  actId: number;
  status: 'active' | 'finished' | 'expired';
  targetAmount: number;
  currentAmount: number;
  increments: number[];
  opened: number;
  startedAt: Date;
  expiresAt: Date;
  finishedAt: Date | null;
}

const incrementsSchema = z.array(z.number().int().positive());
const statusSchema = z.enum(['active', 'finished', 'expired']);

function toTask(r: Selectable<InviteTasks>): TaskRow {
  return {
    id: String(r.id),
    memberId: String(r.member_id),
    actId: r.act_id,
    status: statusSchema.parse(r.status),
    targetAmount: Number(r.target_amount),
    currentAmount: Number(r.current_amount),
    increments: incrementsSchema.parse(r.increments),
    opened: r.opened,
    startedAt: new Date(r.started_at),
    expiresAt: new Date(r.expires_at),
    finishedAt: r.finished_at === null ? null : new Date(r.finished_at),
  };
}

export class CashGivingRepo {
  /** The member's open task of the activity, if it has not run out by `at`. */
  async activeFor(db: Db, memberId: string, actId: number, at: Date): Promise<TaskRow | null> {
    const row = await db
      .selectFrom('invite_tasks')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('act_id', '=', actId)
      .where('status', '=', 'active')
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return row ? toTask(row) : null;
  }

  /** The member's latest task of the activity. */
  async latest(db: Db, memberId: string, actId: number): Promise<TaskRow | null> {
    const row = await db
      .selectFrom('invite_tasks')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('act_id', '=', actId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toTask(row) : null;
  }

  /** Ends the member's tasks that ran out; returns how many. */
  async expire(db: Db, memberId: string, at: Date): Promise<number> {
    const rows = await db
      .updateTable('invite_tasks')
      .set({ status: 'expired' })
      .where('member_id', '=', memberId)
      .where('status', '=', 'active')
      .where('expires_at', '<=', at)
      .returning('id')
      .execute();
    return rows.length;
  }

  /** A new active task; null when one is already open (the partial unique index). */
  async start(
    trx: Db,
    t: {
      memberId: string;
      actId: number;
      target: number;
      start: number;
      increments: readonly number[];
      at: Date;
      expiresAt: Date;
    },
  ): Promise<TaskRow | null> {
    const row = await trx
      .insertInto('invite_tasks')
      .values({
        member_id: t.memberId,
        act_id: t.actId,
        status: 'active',
        target_amount: t.target,
        current_amount: t.start,
        increments: JSON.stringify(t.increments),
        started_at: t.at,
        expires_at: t.expiresAt,
      })
      .onConflict((oc) => oc.columns(['member_id', 'act_id']).where('status', '=', 'active').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toTask(row) : null;
  }

  async lockTask(trx: Db, id: string): Promise<TaskRow | null> {
    const row = await trx.selectFrom('invite_tasks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row ? toTask(row) : null;
  }

  async advance(trx: Db, id: string, p: { current: number; finishedAt: Date | null; rewardId: string | null }): Promise<void> {
    await trx
      .updateTable('invite_tasks')
      .set({
        current_amount: p.current,
        opened: sql<number>`opened + 1`,
        ...(p.finishedAt ? { status: 'finished', finished_at: p.finishedAt, reward_id: p.rewardId } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /** The invitee process locked for opening, when it is the inviter's and on a task. */
  async lockProcess(trx: Db, id: string, inviterId: string): Promise<ReferralRow | null> {
    const row = await trx
      .selectFrom('invite_referrals')
      .selectAll()
      .where('id', '=', id)
      .where('inviter_id', '=', inviterId)
      .where('task_id', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    return row ? toReferral(row) : null;
  }

  async markOpened(trx: Db, id: string, amount: number, at: Date): Promise<void> {
    await trx.updateTable('invite_referrals').set({ opened_at: at, increase_amount: amount }).where('id', '=', id).execute();
  }

  /** A task's processes newest first, a page at a time, with the total. */
  async processes(
    db: Db,
    taskId: string,
    filter: { statuses: readonly string[] | null; opened: boolean | null },
    page: { offset: number; limit: number },
  ): Promise<{ rows: ReferralRow[]; count: number }> {
    let q = db.selectFrom('invite_referrals').where('task_id', '=', taskId);
    if (filter.statuses) q = q.where('status', 'in', [...filter.statuses]);
    if (filter.opened !== null) q = q.where('opened_at', filter.opened ? 'is not' : 'is', null);
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toReferral), count: Number(total.n) };
  }

  /** Valid processes of a task: paid referrals, opened or not. */
  async validCounts(db: Db, taskId: string): Promise<{ valid: number; unopened: number }> {
    const row = await db
      .selectFrom('invite_referrals')
      .select([sql<string>`count(*)`.as('valid'), sql<string>`count(*) filter (where opened_at is null)`.as('unopened')])
      .where('task_id', '=', taskId)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    return { valid: Number(row.valid), unopened: Number(row.unopened) };
  }

  /** The latest finished tasks of the activity (the notices). */
  async recentFinished(db: Db, actId: number, limit: number): Promise<TaskRow[]> {
    const rows = await db
      .selectFrom('invite_tasks')
      .selectAll()
      .where('act_id', '=', actId)
      .where('status', '=', 'finished')
      .orderBy('finished_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toTask);
  }
}
