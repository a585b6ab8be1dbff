import type { Db } from '../../platform/db/database.js';

export interface OpenExclusion {
  id: string;
  period: string;
  startsAt: Date;
  endsAt: Date;
}

export interface NewExclusion {
  memberId: string;
  period: string;
  reason: string;
  comment: string;
  startsAt: Date;
  endsAt: Date;
}

export class SelfExclusionRepo {
  constructor(private readonly db: Db) {}

  /** The exclusion not yet reactivated, if any (a unique index allows at most one). */
  async findOpen(memberId: string): Promise<OpenExclusion | undefined> {
    const row = await this.db
      .selectFrom('self_exclusions')
      .select(['id', 'period', 'starts_at', 'ends_at'])
      .where('member_id', '=', memberId)
      .where('reactivated_at', 'is', null)
      .orderBy('ends_at', 'desc')
      .executeTakeFirst();
    if (!row) return undefined;
    return { id: String(row.id), period: row.period, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) };
  }

  /** Of these members, those with an exclusion not yet reactivated; one query for all. */
  async openAmong(memberIds: readonly string[]): Promise<string[]> {
    if (memberIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('self_exclusions')
      .select('member_id')
      .distinct()
      .where('member_id', 'in', [...memberIds])
      .where('reactivated_at', 'is', null)
      .execute();
    return rows.map((r) => String(r.member_id));
  }

  async insert(e: NewExclusion, db: Db = this.db): Promise<void> {
    await db
      .insertInto('self_exclusions')
      .values({
        member_id: e.memberId,
        period: e.period,
        reason: e.reason,
        comment: e.comment,
        starts_at: e.startsAt,
        ends_at: e.endsAt,
        created_at: e.startsAt,
      })
      .execute();
  }

  /** Only an ended exclusion can be reactivated; the condition is repeated here so no caller can skip it. */
  async markReactivated(id: string, now: Date): Promise<boolean> {
    const res = await this.db
      .updateTable('self_exclusions')
      .set({ reactivated_at: now })
      .where('id', '=', id)
      .where('reactivated_at', 'is', null)
      .where('ends_at', '<=', now)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }
}
