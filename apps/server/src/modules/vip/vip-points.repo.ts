/** vip_points and vip_level_changes: Kysely only. Written by the vip-points consumer alone. */
import type { Db } from '../../platform/db/database.js';
import type { VipYear } from './vip-rules.js';

export interface VipPointsRow extends VipYear {
  memberId: string;
  year: number;
  levelReachedAt: Date | null;
}

export interface VipLevelChangeRow {
  memberId: string;
  year: number;
  from: number;
  to: number;
  points: number;
  at: Date;
}

export class VipPointsRepo {
  /** The members' rows of the given years. */
  async forMembers(db: Db, memberIds: readonly string[], years: readonly number[]): Promise<VipPointsRow[]> {
    if (memberIds.length === 0 || years.length === 0) return [];
    const rows = await db
      .selectFrom('vip_points')
      .select(['member_id', 'year', 'points', 'level', 'level_reached_at'])
      .where('member_id', 'in', memberIds)
      .where('year', 'in', years)
      .execute();
    return rows.map((r) => ({
      memberId: String(r.member_id),
      year: r.year,
      points: Number(r.points),
      level: r.level,
      levelReachedAt: r.level_reached_at,
    }));
  }

  /** One statement for a whole batch: each (member, year) row set to its new totals. */
  async upsert(trx: Db, rows: readonly VipPointsRow[], at: Date): Promise<void> {
    if (rows.length === 0) return;
    await trx
      .insertInto('vip_points')
      .values(
        rows.map((r) => ({
          member_id: r.memberId,
          year: r.year,
          points: r.points,
          level: r.level,
          level_reached_at: r.levelReachedAt,
          updated_at: at,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['member_id', 'year']).doUpdateSet((eb) => ({
          points: eb.ref('excluded.points'),
          level: eb.ref('excluded.level'),
          level_reached_at: eb.ref('excluded.level_reached_at'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }

  async insertChanges(trx: Db, changes: readonly VipLevelChangeRow[]): Promise<void> {
    if (changes.length === 0) return;
    await trx
      .insertInto('vip_level_changes')
      .values(
        changes.map((c) => ({
          member_id: c.memberId,
          year: c.year,
          from_level: c.from,
          to_level: c.to,
          points: c.points,
          at: c.at,
        })),
      )
      .execute();
  }

  /** A member's level changes, newest first (the staff side). */
  async changesOf(db: Db, memberId: string, limit: number): Promise<VipLevelChangeRow[]> {
    const rows = await db
      .selectFrom('vip_level_changes')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      memberId: String(r.member_id),
      year: r.year,
      from: r.from_level,
      to: r.to_level,
      points: Number(r.points),
      at: r.at,
    }));
  }
}
