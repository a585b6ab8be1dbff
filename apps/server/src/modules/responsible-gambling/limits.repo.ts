import type { LimitKind } from '@nyota/contract/api/safer-play';
import { LIMIT_KINDS } from '@nyota/contract/api/safer-play';
import type { Db } from '../../platform/db/database.js';

/** A limit row as stored: `amount` until `pendingAt`, then `pendingAmount` (null = none). */
export interface StoredLimit {
  memberId: string;
  kind: LimitKind;
  amount: number | null;
  pendingAmount: number | null;
  pendingAt: Date | null;
}

function kindOf(v: string): LimitKind {
  const k = LIMIT_KINDS.find((x) => x === v);
  if (!k) throw new Error(`rg_limits: unknown kind ${v}`);
  return k;
}

const num = (v: string | number | bigint | null): number | null => (v === null ? null : Number(v));

export class LimitsRepo {
  constructor(private readonly db: Db) {}

  async forMembers(memberIds: readonly string[], db: Db = this.db): Promise<StoredLimit[]> {
    if (memberIds.length === 0) return [];
    const rows = await db
      .selectFrom('rg_limits')
      .select(['member_id', 'kind', 'amount', 'pending_amount', 'pending_at'])
      .where('member_id', 'in', [...memberIds])
      .execute();
    return rows.map((r) => ({
      memberId: String(r.member_id),
      kind: kindOf(r.kind),
      amount: num(r.amount),
      pendingAmount: num(r.pending_amount),
      pendingAt: r.pending_at ? new Date(r.pending_at) : null,
    }));
  }

  /** Locks the member's limit rows (and takes a row-less member's advisory lock) for a change. */
  async lockMember(trx: Db, memberId: string): Promise<void> {
    await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
  }

  async upsert(trx: Db, l: StoredLimit, now: Date): Promise<void> {
    const values = {
      member_id: l.memberId,
      kind: l.kind,
      amount: l.amount,
      pending_amount: l.pendingAmount,
      pending_at: l.pendingAt,
      updated_at: now,
    };
    await trx
      .insertInto('rg_limits')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['member_id', 'kind']).doUpdateSet({
          amount: l.amount,
          pending_amount: l.pendingAmount,
          pending_at: l.pendingAt,
          updated_at: now,
        }),
      )
      .execute();
  }
}
