/** task_progress (migration 0053): Kysely only. Written by the `tasks` consumer alone. */
import type { Db } from '../../platform/db/database.js';

export interface TaskProgressRow {
  memberId: string;
  period: string;
  taskId: number;
  current: number;
  /** The market day of the last sign-in counted (sign-in tasks). */
  lastDay: string | null;
}

export function progressKey(memberId: string, period: string, taskId: number): string {
  return `${memberId}|${period}|${taskId}`;
}

const toRow = (r: { member_id: string; period: string; task_id: number; current: string; last_day: string | null }) => ({
  memberId: String(r.member_id),
  period: r.period,
  taskId: r.task_id,
  current: Number(r.current),
  lastDay: r.last_day,
});

export class TaskProgressRepo {
  /** The rows of these members in these periods (a batch's few), keyed by progressKey. */
  async forMembers(trx: Db, memberIds: readonly string[], periods: readonly string[]): Promise<Map<string, TaskProgressRow>> {
    if (memberIds.length === 0 || periods.length === 0) return new Map();
    const rows = await trx
      .selectFrom('task_progress')
      .select(['member_id', 'period', 'task_id', 'current', 'last_day'])
      .where('member_id', 'in', [...memberIds])
      .where('period', 'in', [...periods])
      .execute();
    return new Map(rows.map((r) => [progressKey(String(r.member_id), r.period, r.task_id), toRow(r)]));
  }

  /** Writes the rows' new values, one statement per batch. */
  async save(trx: Db, rows: readonly TaskProgressRow[], at: Date): Promise<void> {
    if (rows.length === 0) return;
    await trx
      .insertInto('task_progress')
      .values(
        rows.map((r) => ({
          member_id: r.memberId,
          period: r.period,
          task_id: r.taskId,
          current: r.current,
          last_day: r.lastDay,
          updated_at: at,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['member_id', 'period', 'task_id']).doUpdateSet((eb) => ({
          current: eb.ref('excluded.current'),
          last_day: eb.ref('excluded.last_day'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }

  /** One member's progress in these periods, by task id and period. */
  async ofMember(db: Db, memberId: string, periods: readonly string[]): Promise<Map<string, number>> {
    if (periods.length === 0) return new Map();
    const rows = await db
      .selectFrom('task_progress')
      .select(['period', 'task_id', 'current'])
      .where('member_id', '=', memberId)
      .where('period', 'in', [...periods])
      .execute();
    return new Map(rows.map((r) => [progressKey(memberId, r.period, r.task_id), Number(r.current)]));
  }
}
