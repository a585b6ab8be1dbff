/**
 * A member's weekly results exactly as of now: the consumer's table plus the member's settled bets
 * it has not applied yet (docs/activity-stream.md#reading-ahead), so a claim at Monday 06:00:01
 * counts the bet settled a second before the week ended.
 */
import type { Db } from '../../platform/db/database.js';
import { unappliedFor } from '../activity/index.js';
import { addUp, CASHBACK_CONSUMER } from './cashback.consumer.js';
import { weekOf } from './cashback-week.js';
import { CashbackWeeksRepo, type WeekResult } from './cashback-weeks.repo.js';

const repo = new CashbackWeeksRepo();

export type WeekFigures = Map<string, { staked: number; won: number }>;

/** In the caller's transaction: the member's cash staked and won in each of `weeks`. */
export async function weekFigures(trx: Db, memberId: string, weeks: readonly string[], timeZone: string): Promise<WeekFigures> {
  const pending = await unappliedFor(trx, CASHBACK_CONSUMER, memberId, ['bet.settled']);
  const stored = await repo.forMember(trx, memberId, weeks);
  const out: WeekFigures = new Map(weeks.map((w) => [w, { staked: 0, won: 0 }]));
  const add = (r: WeekResult) => {
    const f = out.get(r.weekStart);
    if (!f) return;
    f.staked += r.staked;
    f.won += r.won;
  };
  stored.forEach(add);
  addUp(pending, (at) => weekOf(at, timeZone)).forEach(add);
  return out;
}
