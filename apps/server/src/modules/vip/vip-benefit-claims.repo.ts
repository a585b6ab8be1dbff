/** vip_benefit_claims (migration 0052): Kysely only. */
import type { Db } from '../../platform/db/database.js';

export interface VipBenefitClaimRow {
  id: string;
  memberId: string;
  benefitId: number;
  benefitType: number;
  levelId: number;
  period: string;
  bonusType: number;
  amount: number;
  rewardId: string;
  status: 'paid' | 'held';
  createdAt: Date;
}

export type NewVipBenefitClaim = Omit<VipBenefitClaimRow, 'id'>;

interface Row {
  id: string;
  member_id: string;
  benefit_id: number;
  benefit_type: number;
  level_id: number;
  period: string;
  bonus_type: number;
  amount: string;
  reward_id: string;
  status: string;
  created_at: Date;
}

function toClaim(r: Row): VipBenefitClaimRow {
  return {
    id: String(r.id),
    memberId: String(r.member_id),
    benefitId: r.benefit_id,
    benefitType: r.benefit_type,
    levelId: r.level_id,
    period: r.period,
    bonusType: r.bonus_type,
    amount: Number(r.amount),
    rewardId: String(r.reward_id),
    status: r.status === 'held' ? 'held' : 'paid',
    createdAt: r.created_at,
  };
}

export class VipBenefitClaimsRepo {
  /** Undefined when the member claimed this benefit in this period already (a concurrent claim won). */
  async insert(trx: Db, c: NewVipBenefitClaim): Promise<VipBenefitClaimRow | undefined> {
    const row = await trx
      .insertInto('vip_benefit_claims')
      .values({
        member_id: c.memberId,
        benefit_id: c.benefitId,
        benefit_type: c.benefitType,
        level_id: c.levelId,
        period: c.period,
        bonus_type: c.bonusType,
        amount: c.amount,
        reward_id: c.rewardId,
        status: c.status,
        created_at: c.createdAt,
      })
      .onConflict((oc) => oc.columns(['member_id', 'benefit_id', 'period']).doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toClaim(row) : undefined;
  }

  /** The member's claims of these (benefit, period) pairs: which are claimed now. */
  async claimedOf(db: Db, memberId: string, keys: readonly { benefitId: number; period: string }[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await db
      .selectFrom('vip_benefit_claims')
      .select(['benefit_id', 'period'])
      .where('member_id', '=', memberId)
      .where(
        'benefit_id',
        'in',
        keys.map((k) => k.benefitId),
      )
      .execute();
    const wanted = new Set(keys.map((k) => claimKey(k.benefitId, k.period)));
    return new Set(rows.map((r) => claimKey(r.benefit_id, r.period)).filter((k) => wanted.has(k)));
  }

  /** The member's claims, newest first, a page below maxId. */
  async page(
    db: Db,
    memberId: string,
    q: { type?: number | undefined; maxId?: string | undefined; size: number },
  ): Promise<VipBenefitClaimRow[]> {
    let sel = db.selectFrom('vip_benefit_claims').selectAll().where('member_id', '=', memberId);
    if (q.type !== undefined) sel = sel.where('benefit_type', '=', q.type);
    if (q.maxId !== undefined) sel = sel.where('id', '<', q.maxId);
    const rows = await sel.orderBy('id', 'desc').limit(q.size).execute();
    return rows.map(toClaim);
  }
}

export function claimKey(benefitId: number, period: string): string {
  return `${benefitId}@${period}`;
}
