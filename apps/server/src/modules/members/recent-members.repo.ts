/** Members who logged in lately: the audience a promotion's start is announced to. */
import type { Db } from '../../platform/db/database.js';

export async function membersLoggedInSince(db: Db, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where('last_login_at', '>=', since)
    .orderBy('last_login_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
