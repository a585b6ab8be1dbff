import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface PlaySession {
  startedAt: Date;
  lastStakeAt: Date;
}

export class PlaySessionsRepo {
  constructor(private readonly db: Db) {}

  async among(memberIds: readonly string[]): Promise<Map<string, PlaySession>> {
    const out = new Map<string, PlaySession>();
    if (memberIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('rg_play_sessions')
      .select(['member_id', 'started_at', 'last_stake_at'])
      .where('member_id', 'in', [...memberIds])
      .execute();
    for (const r of rows)
      out.set(String(r.member_id), { startedAt: new Date(r.started_at), lastStakeAt: new Date(r.last_stake_at) });
    return out;
  }

  /** Records an accepted stake: a gap of `breakMs` or more since the last one starts a new session. */
  async touch(memberIds: readonly string[], now: Date, breakMs: number): Promise<void> {
    if (memberIds.length === 0) return;
    const gapStart = new Date(now.getTime() - breakMs);
    await this.db
      .insertInto('rg_play_sessions')
      .values(memberIds.map((id) => ({ member_id: id, started_at: now, last_stake_at: now })))
      .onConflict((oc) =>
        oc.column('member_id').doUpdateSet({
          started_at: sql`case when rg_play_sessions.last_stake_at <= ${gapStart} then ${now} else rg_play_sessions.started_at end`,
          last_stake_at: now,
        }),
      )
      .execute();
  }
}
