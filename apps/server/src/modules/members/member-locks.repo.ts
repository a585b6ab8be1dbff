import type { Db } from '../../platform/db/database.js';

export interface MemberLock {
  memberId: string;
  reason: string;
  lockedBy: string;
  lockedAt: Date;
}

export class MemberLocksRepo {
  async find(db: Db, memberId: string): Promise<MemberLock | undefined> {
    const row = await db.selectFrom('member_locks').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    return row
      ? { memberId: String(row.member_id), reason: row.reason, lockedBy: row.locked_by, lockedAt: row.locked_at }
      : undefined;
  }

  /** Inserts the lock unless one exists; true when this call locked the account. */
  async insert(trx: Db, l: MemberLock): Promise<boolean> {
    const row = await trx
      .insertInto('member_locks')
      .values({ member_id: l.memberId, reason: l.reason, locked_by: l.lockedBy, locked_at: l.lockedAt })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .returning('member_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async remove(trx: Db, memberId: string): Promise<boolean> {
    const res = await trx.deleteFrom('member_locks').where('member_id', '=', memberId).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  async lockedAmong(db: Db, memberIds: readonly string[]): Promise<string[]> {
    if (memberIds.length === 0) return [];
    const rows = await db
      .selectFrom('member_locks')
      .select('member_id')
      .where('member_id', 'in', [...memberIds])
      .execute();
    return rows.map((r) => String(r.member_id));
  }
}
