/** task_collects (migration 0053): Kysely only. */
import type { TaskList } from '@nyota/contract/staff/routes-tasks';
import type { Db } from '../../platform/db/database.js';

export interface TaskCollectRow {
  id: string;
  memberId: string;
  list: TaskList;
  taskId: number;
  taskType: number;
  period: string;
  bonusType: number;
  amount: number;
  originalAmount: number;
  rewardId: string;
  status: 'paid' | 'held';
  createdAt: Date;
}

export type NewTaskCollect = Omit<TaskCollectRow, 'id'>;

interface Row {
  id: string;
  member_id: string;
  list: string;
  task_id: number;
  task_type: number;
  period: string;
  bonus_type: number;
  amount: string;
  original_amount: string;
  reward_id: string;
  status: string;
  created_at: Date;
}

function toCollect(r: Row): TaskCollectRow {
  return {
    id: String(r.id),
    memberId: String(r.member_id),
    list: r.list === 'diamond' ? 'diamond' : 'center',
    taskId: r.task_id,
    taskType: r.task_type,
    period: r.period,
    bonusType: r.bonus_type,
    amount: Number(r.amount),
    originalAmount: Number(r.original_amount),
    rewardId: String(r.reward_id),
    status: r.status === 'held' ? 'held' : 'paid',
    createdAt: r.created_at,
  };
}

export function collectKey(taskId: number, period: string): string {
  return `${taskId}@${period}`;
}

export class TaskCollectsRepo {
  /** Undefined when this task was collected in this period already (a concurrent collect won). */
  async insert(trx: Db, c: NewTaskCollect): Promise<TaskCollectRow | undefined> {
    const row = await trx
      .insertInto('task_collects')
      .values({
        member_id: c.memberId,
        list: c.list,
        task_id: c.taskId,
        task_type: c.taskType,
        period: c.period,
        bonus_type: c.bonusType,
        amount: c.amount,
        original_amount: c.originalAmount,
        reward_id: c.rewardId,
        status: c.status,
        created_at: c.createdAt,
      })
      .onConflict((oc) => oc.columns(['member_id', 'task_id', 'period']).doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toCollect(row) : undefined;
  }

  /** Which of the member's tasks were collected in these periods (collectKey). */
  async collectedIn(db: Db, memberId: string, periods: readonly string[]): Promise<Set<string>> {
    if (periods.length === 0) return new Set();
    const rows = await db
      .selectFrom('task_collects')
      .select(['task_id', 'period'])
      .where('member_id', '=', memberId)
      .where('period', 'in', [...periods])
      .execute();
    return new Set(rows.map((r) => collectKey(r.task_id, r.period)));
  }

  /** The member's collects of one list (or both), newest first. */
  async page(db: Db, memberId: string, list: TaskList | null, q: { page: number; size: number }): Promise<TaskCollectRow[]> {
    let sel = db.selectFrom('task_collects').selectAll().where('member_id', '=', memberId);
    if (list) sel = sel.where('list', '=', list);
    const rows = await sel
      .orderBy('id', 'desc')
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute();
    return rows.map(toCollect);
  }

  async count(db: Db, memberId: string, list: TaskList): Promise<number> {
    const row = await db
      .selectFrom('task_collects')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .where('list', '=', list)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
