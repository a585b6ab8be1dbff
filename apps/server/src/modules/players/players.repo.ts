/** player_notes and player_flags: the staff's notes and responsible-gambling concerns on a player. */
import type { Db } from '../../platform/db/database.js';

export interface StaffMarkRow {
  id: string;
  text: string;
  by: string;
  at: Date;
}

/** A concern, and its clearing once staff cleared it. */
export interface ConcernRow extends StaffMarkRow {
  cleared: { by: string; at: Date; note: string } | null;
}

export interface NewMark {
  memberId: string;
  text: string;
  staffId: string;
  staffName: string;
  at: Date;
}

export class PlayersRepo {
  async addNote(trx: Db, n: NewMark): Promise<string> {
    const row = await trx
      .insertInto('player_notes')
      .values({ member_id: n.memberId, body: n.text, staff_id: n.staffId, staff_name: n.staffName, created_at: n.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  async addConcern(trx: Db, n: NewMark): Promise<string> {
    const row = await trx
      .insertInto('player_flags')
      .values({
        member_id: n.memberId,
        kind: 'rg_concern',
        note: n.text,
        staff_id: n.staffId,
        staff_name: n.staffName,
        created_at: n.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  async notes(db: Db, memberId: string, limit: number): Promise<StaffMarkRow[]> {
    const rows = await db
      .selectFrom('player_notes')
      .select(['id', 'body', 'staff_name', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: String(r.id), text: r.body, by: r.staff_name, at: r.created_at }));
  }

  async concerns(db: Db, memberId: string, limit: number): Promise<ConcernRow[]> {
    const rows = await db
      .selectFrom('player_flags')
      .select(['id', 'note', 'staff_name', 'created_at', 'cleared_at', 'cleared_by', 'clear_note'])
      .where('member_id', '=', memberId)
      .where('kind', '=', 'rg_concern')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: String(r.id),
      text: r.note,
      by: r.staff_name,
      at: r.created_at,
      cleared: r.cleared_at && r.cleared_by && r.clear_note ? { by: r.cleared_by, at: r.cleared_at, note: r.clear_note } : null,
    }));
  }

  /** True while the member has a concern that staff have not cleared. */
  async hasOpenConcern(db: Db, memberId: string): Promise<boolean> {
    const row = await db
      .selectFrom('player_flags')
      .select('id')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'rg_concern')
      .where('cleared_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Clears an open concern of this member; undefined when there is none by that id or it was cleared. */
  async clearConcern(
    trx: Db,
    c: { memberId: string; flagId: string; by: string; at: Date; note: string },
  ): Promise<{ note: string; by: string; at: Date } | undefined> {
    const row = await trx
      .updateTable('player_flags')
      .set({ cleared_at: c.at, cleared_by: c.by, clear_note: c.note })
      .where('id', '=', c.flagId)
      .where('member_id', '=', c.memberId)
      .where('kind', '=', 'rg_concern')
      .where('cleared_at', 'is', null)
      .returning(['note', 'staff_name', 'created_at'])
      .executeTakeFirst();
    return row ? { note: row.note, by: row.staff_name, at: row.created_at } : undefined;
  }
}
