/** deposit_offer_claims and deposit_offer_first_deposits (migration 0039): Kysely only. */
import type { Db } from '../../platform/db/database.js';

export const DEPOSIT_OFFERS = ['first-deposit', 'deposit-bonus', 'pack-deposit', 'promotion-deposit', 'normal-deposit'] as const;
export type DepositOfferKind = (typeof DEPOSIT_OFFERS)[number];
export type ClaimStatus = 'pending' | 'confirmed' | 'granted' | 'refused' | 'failed';

export interface DepositOfferClaim {
  id: string;
  memberId: string;
  offer: DepositOfferKind;
  itemId: number;
  intentId: string;
  depositAmount: number;
  status: ClaimStatus;
  rewardId: string | null;
  refusal: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

interface Row {
  id: string;
  member_id: string;
  offer: string;
  item_id: number;
  intent_id: string;
  deposit_amount: string;
  status: string;
  reward_id: string | null;
  refusal: string | null;
  created_at: Date;
  settled_at: Date | null;
}

function offerOf(s: string): DepositOfferKind {
  const found = DEPOSIT_OFFERS.find((o) => o === s);
  if (!found) throw new Error(`unknown deposit offer ${s}`);
  return found;
}

const STATUSES: readonly ClaimStatus[] = ['pending', 'confirmed', 'granted', 'refused', 'failed'];
function statusOf(s: string): ClaimStatus {
  const found = STATUSES.find((x) => x === s);
  if (!found) throw new Error(`unknown claim status ${s}`);
  return found;
}

function toClaim(r: Row): DepositOfferClaim {
  return {
    id: String(r.id),
    memberId: String(r.member_id),
    offer: offerOf(r.offer),
    itemId: r.item_id,
    intentId: r.intent_id,
    depositAmount: Number(r.deposit_amount),
    status: statusOf(r.status),
    rewardId: r.reward_id === null ? null : String(r.reward_id),
    refusal: r.refusal,
    createdAt: new Date(r.created_at),
    settledAt: r.settled_at ? new Date(r.settled_at) : null,
  };
}

export class DepositOfferClaimsRepo {
  async insert(
    trx: Db,
    c: { memberId: string; offer: DepositOfferKind; itemId: number; intentId: string; depositAmount: number; at: Date },
  ): Promise<void> {
    await trx
      .insertInto('deposit_offer_claims')
      .values({
        member_id: c.memberId,
        offer: c.offer,
        item_id: c.itemId,
        intent_id: c.intentId,
        deposit_amount: c.depositAmount,
        status: 'pending',
        created_at: c.at,
      })
      .execute();
  }

  /** A claim the stream makes itself (a bonus on every deposit): confirmed at once; once per intent. */
  async insertConfirmed(
    trx: Db,
    c: { memberId: string; offer: DepositOfferKind; intentId: string; depositAmount: number; at: Date },
  ): Promise<string | undefined> {
    const row = await trx
      .insertInto('deposit_offer_claims')
      .values({
        member_id: c.memberId,
        offer: c.offer,
        item_id: 0,
        intent_id: c.intentId,
        deposit_amount: c.depositAmount,
        status: 'confirmed',
        created_at: c.at,
      })
      .onConflict((oc) => oc.columns(['intent_id', 'offer']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? String(row.id) : undefined;
  }

  /** Whether the member has a live claim (open, confirmed or granted) of this offer's item since `since`. */
  async liveClaimOf(
    db: Db,
    c: { memberId: string; offer: DepositOfferKind; itemId: number; since: Date | null },
  ): Promise<boolean> {
    let q = db
      .selectFrom('deposit_offer_claims')
      .select('id')
      .where('member_id', '=', c.memberId)
      .where('offer', '=', c.offer)
      .where('item_id', '=', c.itemId)
      .where('status', 'in', ['pending', 'confirmed', 'granted']);
    if (c.since) q = q.where('created_at', '>=', c.since);
    return (await q.limit(1).executeTakeFirst()) !== undefined;
  }

  /** The member's latest live claim (open, confirmed or granted) of an offer. */
  async latestLive(db: Db, memberId: string, offer: DepositOfferKind): Promise<DepositOfferClaim | undefined> {
    const row = await db
      .selectFrom('deposit_offer_claims')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('offer', '=', offer)
      .where('status', 'in', ['pending', 'confirmed', 'granted'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toClaim(row) : undefined;
  }

  async byId(db: Db, id: string): Promise<DepositOfferClaim | undefined> {
    const row = await db.selectFrom('deposit_offer_claims').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toClaim(row) : undefined;
  }

  /** Locks a claim for settling (FOR UPDATE: two settlers of one claim take turns). */
  async lock(trx: Db, id: string): Promise<DepositOfferClaim | undefined> {
    const row = await trx.selectFrom('deposit_offer_claims').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row ? toClaim(row) : undefined;
  }

  /** The member's latest claim of an offer. */
  async latest(db: Db, memberId: string, offer: DepositOfferKind): Promise<DepositOfferClaim | undefined> {
    const row = await db
      .selectFrom('deposit_offer_claims')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('offer', '=', offer)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toClaim(row) : undefined;
  }

  /** pending → confirmed (deposit succeeded) or failed; false when it had moved on already. */
  async markDeposit(trx: Db, intentId: string, to: 'confirmed' | 'failed', at: Date): Promise<DepositOfferClaim | undefined> {
    const row = await trx
      .updateTable('deposit_offer_claims')
      .set({ status: to, settled_at: to === 'failed' ? at : null })
      .where('intent_id', '=', intentId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    return row ? toClaim(row) : undefined;
  }

  async settle(
    trx: Db,
    id: string,
    to: { status: 'granted'; rewardId: string } | { status: 'refused'; refusal: string },
    at: Date,
  ): Promise<boolean> {
    const res = await trx
      .updateTable('deposit_offer_claims')
      .set({
        status: to.status,
        reward_id: to.status === 'granted' ? to.rewardId : null,
        refusal: to.status === 'refused' ? to.refusal : null,
        settled_at: at,
      })
      .where('id', '=', id)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  async confirmed(db: Db, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('deposit_offer_claims')
      .select('id')
      .where('status', '=', 'confirmed')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => String(r.id));
  }

  /** Records a member's first successful deposit; a later one changes nothing. */
  async recordFirstDeposit(trx: Db, d: { memberId: string; intentId: string; amount: number; at: Date }): Promise<void> {
    await trx
      .insertInto('deposit_offer_first_deposits')
      .values({ member_id: d.memberId, intent_id: d.intentId, amount: d.amount, at: d.at })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
  }

  async firstDeposit(db: Db, memberId: string): Promise<{ intentId: string } | undefined> {
    const row = await db
      .selectFrom('deposit_offer_first_deposits')
      .select('intent_id')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row ? { intentId: row.intent_id } : undefined;
  }
}
