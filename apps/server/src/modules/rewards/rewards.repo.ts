/** rewards: Kysely only (migration 0036). */
import type { Db } from '../../platform/db/database.js';
import { isBonusType, type BonusTypeValue } from './reward-types.js';

export type RewardStatus = 'paid' | 'held' | 'rejected';

export interface StoredReward {
  id: string;
  memberId: string;
  campaign: string;
  sourceKind: string;
  sourceId: string;
  period: string;
  bonusType: BonusTypeValue;
  amount: number;
  idempotencyKey: string;
  status: RewardStatus;
  transferId: string | null;
  /** The staff member whose action made it (may not decide it), or null for a player's claim. */
  causedBy: string | null;
  createdAt: Date;
}

/** Paid and held sums of one campaign in one bonus type. */
export interface CampaignRewardTotals {
  campaign: string;
  bonusType: BonusTypeValue;
  paid: number;
  held: number;
}

export interface NewReward extends Omit<StoredReward, 'id' | 'status' | 'transferId'> {
  status: 'paid' | 'held';
  transferId: string | null;
}

interface Row {
  id: string;
  member_id: string;
  campaign: string;
  source_kind: string;
  source_id: string;
  period: string;
  bonus_type: number;
  amount: string;
  idempotency_key: string;
  status: string;
  transfer_id: string | null;
  caused_by: string | null;
  created_at: Date;
}

function toReward(r: Row): StoredReward {
  const status: RewardStatus = r.status === 'paid' || r.status === 'held' ? r.status : 'rejected';
  if (!isBonusType(r.bonus_type)) throw new Error(`reward ${r.id} has bonus type ${r.bonus_type}`);
  return {
    id: r.id,
    memberId: r.member_id,
    campaign: r.campaign,
    sourceKind: r.source_kind,
    sourceId: r.source_id,
    period: r.period,
    bonusType: r.bonus_type,
    amount: Number(r.amount),
    idempotencyKey: r.idempotency_key,
    status,
    transferId: r.transfer_id,
    causedBy: r.caused_by,
    createdAt: r.created_at,
  };
}

export class RewardsRepo {
  /** Inserts unless the key exists; undefined when another grant of the same key got there first. */
  async insert(trx: Db, r: NewReward): Promise<StoredReward | undefined> {
    const row = await trx
      .insertInto('rewards')
      .values({
        member_id: r.memberId,
        campaign: r.campaign,
        source_kind: r.sourceKind,
        source_id: r.sourceId,
        period: r.period,
        bonus_type: r.bonusType,
        amount: r.amount,
        idempotency_key: r.idempotencyKey,
        status: r.status,
        transfer_id: r.transferId,
        caused_by: r.causedBy,
        created_at: r.createdAt,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toReward(row) : undefined;
  }

  async byKey(db: Db, key: string): Promise<StoredReward | undefined> {
    const row = await db.selectFrom('rewards').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    return row ? toReward(row) : undefined;
  }

  /** Locks a held reward for a decision; undefined when it is not held (decided already, or unknown). */
  async lockHeld(trx: Db, id: string): Promise<StoredReward | undefined> {
    const row = await trx
      .selectFrom('rewards')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'held')
      .forUpdate()
      .executeTakeFirst();
    return row ? toReward(row) : undefined;
  }

  async decide(
    trx: Db,
    id: string,
    d: { status: 'paid' | 'rejected'; transferId: string | null; by: string; at: Date },
  ): Promise<void> {
    await trx
      .updateTable('rewards')
      .set({ status: d.status, transfer_id: d.transferId, decided_by: d.by, decided_at: d.at })
      .where('id', '=', id)
      .execute();
  }

  async forMember(db: Db, memberId: string, limit: number, campaigns?: readonly string[]): Promise<StoredReward[]> {
    if (campaigns?.length === 0) return [];
    let sel = db.selectFrom('rewards').selectAll().where('member_id', '=', memberId);
    if (campaigns) sel = sel.where('campaign', 'in', campaigns);
    const rows = await sel.orderBy('id', 'desc').limit(limit).execute();
    return rows.map(toReward);
  }

  /** Sums per campaign and bonus type of what was paid and what waits (budget overview). */
  async totals(db: Db): Promise<CampaignRewardTotals[]> {
    const rows = await db
      .selectFrom('rewards')
      .select((eb) => [
        'campaign',
        'bonus_type',
        eb.fn.sum<string>(eb.case().when('status', '=', 'paid').then(eb.ref('amount')).else(0).end()).as('paid'),
        eb.fn.sum<string>(eb.case().when('status', '=', 'held').then(eb.ref('amount')).else(0).end()).as('held'),
      ])
      .groupBy(['campaign', 'bonus_type'])
      .execute();
    return rows.flatMap((r) =>
      isBonusType(r.bonus_type)
        ? [{ campaign: r.campaign, bonusType: r.bonus_type, paid: Number(r.paid), held: Number(r.held) }]
        : [],
    );
  }

  async held(db: Db, limit: number): Promise<StoredReward[]> {
    const rows = await db
      .selectFrom('rewards')
      .selectAll()
      .where('status', '=', 'held')
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map(toReward);
  }
}
