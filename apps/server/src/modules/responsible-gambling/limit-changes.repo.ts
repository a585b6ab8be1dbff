/** The history of a member's own limit changes (rg_limit_changes), for the staff player page. */
import type { LimitChange } from '@nyota/contract/staff/player-safer-play-schemas';
import { LIMIT_KINDS } from '@nyota/contract/api/safer-play';
import type { Db } from '../../platform/db/database.js';
import type { StoredLimit } from './limits.repo.js';

const num = (v: string | number | bigint | null): number | null => (v === null ? null : Number(v));

export class LimitChangesRepo {
  constructor(private readonly db: Db) {}

  /** Records one change in the transaction that made it: `before` in force, `after` as stored. */
  async record(trx: Db, before: number | null, after: StoredLimit, now: Date): Promise<void> {
    const asked = after.pendingAt ? after.pendingAmount : after.amount;
    await trx
      .insertInto('rg_limit_changes')
      .values({
        member_id: after.memberId,
        kind: after.kind,
        old_amount: before,
        new_amount: asked,
        effective_at: after.pendingAt ?? now,
        created_at: now,
      })
      .execute();
  }

  /** Whether the member set a value on any limit (not a removal) since `since`. */
  async setSince(memberId: string, since: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('rg_limit_changes')
      .select('id')
      .where('member_id', '=', memberId)
      .where('new_amount', 'is not', null)
      .where('created_at', '>=', since)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async latest(memberId: string, limit: number): Promise<LimitChange[]> {
    const rows = await this.db
      .selectFrom('rg_limit_changes')
      .select(['id', 'kind', 'old_amount', 'new_amount', 'effective_at', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.flatMap((r) => {
      const kind = LIMIT_KINDS.find((k) => k === r.kind);
      if (!kind) return [];
      return [
        {
          id: String(r.id),
          kind,
          from: num(r.old_amount),
          to: num(r.new_amount),
          effectiveAt: new Date(r.effective_at).toISOString(),
          at: new Date(r.created_at).toISOString(),
        },
      ];
    });
  }
}
