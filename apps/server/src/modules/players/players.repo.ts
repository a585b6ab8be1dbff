/** player_notes and player_flags: the staff's notes and responsible-gambling concerns on a player. */
import type { Db } from '../../platform/db/database.js';

export interface StaffMarkRow {
  id: string;
  text: string;
  by: string;
  at: Date;
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

  async concerns(db: Db, memberId: string, limit: number): Promise<StaffMarkRow[]> {
    const rows = await db
      .selectFrom('player_flags')
      .select(['id', 'note', 'staff_name', 'created_at'])
      .where('member_id', '=', memberId)
      .where('kind', '=', 'rg_concern')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: String(r.id), text: r.note, by: r.staff_name, at: r.created_at }));
  }
}
