/** Crash configurations (table crash_configs): Kysely queries only. A round keeps the version it was played under. */
import type { Db } from '../../../platform/db/database.js';
import type { CrashConfig } from './crash-config.js';

export class CrashConfigsRepo {
  async latestConfig(db: Db): Promise<CrashConfig | undefined> {
    const r = await db
      .selectFrom('crash_configs')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return r && toConfig(r);
  }

  async config(db: Db, version: string): Promise<CrashConfig | undefined> {
    const r = await db.selectFrom('crash_configs').selectAll().where('version', '=', version).executeTakeFirst();
    return r && toConfig(r);
  }

  async insertConfig(db: Db, c: CrashConfig, now: Date): Promise<void> {
    await db
      .insertInto('crash_configs')
      .values({
        version: c.version,
        house_edge_bp: c.houseEdgeBp,
        min_stake: c.minStake,
        max_stake: c.maxStake,
        max_win: c.maxWin,
        round_liability_cap: c.roundLiabilityCap,
        created_at: now,
      })
      .execute();
  }
}

function toConfig(r: {
  version: string;
  house_edge_bp: number;
  min_stake: string;
  max_stake: string;
  max_win: string;
  round_liability_cap: string;
}): CrashConfig {
  return {
    version: r.version,
    houseEdgeBp: r.house_edge_bp,
    minStake: Number(r.min_stake),
    maxStake: Number(r.max_stake),
    maxWin: Number(r.max_win),
    roundLiabilityCap: Number(r.round_liability_cap),
  };
}
