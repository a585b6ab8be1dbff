/** vouchers and voucher_uses: Kysely only (migration 0041). */
import { sql } from 'kysely';
import type { VoucherStatus } from '@nyota/contract/api/vouchers';
import type { Db } from '../../platform/db/database.js';

export interface Voucher {
  id: string;
  memberId: string;
  rewardId: string;
  campaign: string;
  name: string;
  amount: number;
  copies: number;
  copiesLeft: number;
  minAmount: number;
  expiresAt: Date;
  status: VoucherStatus;
  createdAt: Date;
  endedAt: Date | null;
}

export type NewVoucher = Omit<Voucher, 'id' | 'copiesLeft' | 'status' | 'endedAt'>;

export interface VoucherUse {
  id: string;
  voucherId: string;
  memberId: string;
  copyNo: number;
  amount: number;
  depositId: string | null;
  usedAt: Date;
}

interface Row {
  id: string;
  member_id: string;
  reward_id: string;
  campaign: string;
  name: string;
  amount: string;
  copies: number;
  copies_left: number;
  min_amount: string;
  expires_at: Date;
  status: string;
  created_at: Date;
  ended_at: Date | null;
}

const STATUSES: readonly VoucherStatus[] = ['valid', 'used', 'expired'];

function toVoucher(r: Row): Voucher {
  const status = STATUSES.find((s) => s === r.status);
  if (!status) throw new Error(`voucher ${r.id} has status ${r.status}`);
  return {
    id: r.id,
    memberId: r.member_id,
    rewardId: r.reward_id,
    campaign: r.campaign,
    name: r.name,
    amount: Number(r.amount),
    copies: r.copies,
    copiesLeft: r.copies_left,
    minAmount: Number(r.min_amount),
    expiresAt: r.expires_at,
    status,
    createdAt: r.created_at,
    endedAt: r.ended_at,
  };
}

export class VouchersRepo {
  /** Inserts the voucher of a reward; undefined when that reward has one already (a replay). */
  async insert(trx: Db, v: NewVoucher): Promise<Voucher | undefined> {
    const row = await trx
      .insertInto('vouchers')
      .values({
        member_id: v.memberId,
        reward_id: v.rewardId,
        campaign: v.campaign,
        name: v.name,
        amount: v.amount,
        copies: v.copies,
        copies_left: v.copies,
        min_amount: v.minAmount,
        expires_at: v.expiresAt,
        status: 'valid',
        created_at: v.createdAt,
      })
      .onConflict((oc) => oc.column('reward_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toVoucher(row) : undefined;
  }

  async byReward(db: Db, rewardId: string): Promise<Voucher | undefined> {
    const row = await db.selectFrom('vouchers').selectAll().where('reward_id', '=', rewardId).executeTakeFirst();
    return row ? toVoucher(row) : undefined;
  }

  /**
   * The member's voucher; with `lock`, locked for the rest of the transaction (one use at a time
   * per voucher).
   */
  async own(db: Db, memberId: string, id: string, lock = false): Promise<Voucher | undefined> {
    let q = db.selectFrom('vouchers').selectAll().where('id', '=', id).where('member_id', '=', memberId);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    return row ? toVoucher(row) : undefined;
  }

  async lock(trx: Db, id: string): Promise<Voucher | undefined> {
    const row = await trx.selectFrom('vouchers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row ? toVoucher(row) : undefined;
  }

  /** Takes one copy of a locked valid voucher; the last copy ends it as used. */
  async takeCopy(trx: Db, id: string, at: Date): Promise<void> {
    await trx
      .updateTable('vouchers')
      .set({
        copies_left: sql<number>`copies_left - 1`,
        status: sql<string>`case when copies_left = 1 then 'used' else 'valid' end`,
        ended_at: sql<Date | null>`case when copies_left = 1 then ${at}::timestamptz else null end`,
      })
      .where('id', '=', id)
      .where('status', '=', 'valid')
      .executeTakeFirstOrThrow();
  }

  async markExpired(trx: Db, id: string, at: Date): Promise<void> {
    await trx.updateTable('vouchers').set({ status: 'expired', ended_at: at }).where('id', '=', id).execute();
  }

  async insertUse(trx: Db, u: Omit<VoucherUse, 'id'>): Promise<VoucherUse> {
    const row = await trx
      .insertInto('voucher_uses')
      .values({
        voucher_id: u.voucherId,
        member_id: u.memberId,
        copy_no: u.copyNo,
        amount: u.amount,
        deposit_id: u.depositId,
        used_at: u.usedAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...u, id: row.id };
  }

  /** Deposits among `ids` some voucher copy was used with already. */
  async depositsUsed(db: Db, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('voucher_uses')
      .select('deposit_id')
      .where('deposit_id', 'in', [...ids])
      .execute();
    return new Set(rows.flatMap((r) => (r.deposit_id === null ? [] : [r.deposit_id])));
  }

  /** Valid vouchers not expired at `now`, soonest expiry first. */
  async valid(db: Db, memberId: string, now: Date): Promise<Voucher[]> {
    const rows = await db
      .selectFrom('vouchers')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('status', '=', 'valid')
      .where('expires_at', '>', now)
      .orderBy('expires_at')
      .orderBy('id')
      .limit(200)
      .execute();
    return rows.map(toVoucher);
  }

  /**
   * Expired vouchers, newest first: those the expiry job ended and valid ones already past their
   * end (the job may not have run yet), so the lists agree with the clock.
   */
  async expired(db: Db, memberId: string, now: Date, size: number, maxId: string | undefined): Promise<Voucher[]> {
    let q = db
      .selectFrom('vouchers')
      .selectAll()
      .where('member_id', '=', memberId)
      .where((eb) => eb.or([eb('status', '=', 'expired'), eb.and([eb('status', '=', 'valid'), eb('expires_at', '<=', now)])]));
    if (maxId !== undefined) q = q.where('id', '<', maxId);
    const rows = await q.orderBy('id', 'desc').limit(size).execute();
    return rows.map(toVoucher);
  }

  /** Uses of the member's vouchers, newest first, each with its voucher. */
  async uses(
    db: Db,
    memberId: string,
    size: number,
    maxId: string | undefined,
  ): Promise<{ use: VoucherUse; voucher: Voucher }[]> {
    let q = db
      .selectFrom('voucher_uses as u')
      .innerJoin('vouchers as v', 'v.id', 'u.voucher_id')
      .selectAll('v')
      .select(['u.id as use_id', 'u.copy_no', 'u.amount as use_amount', 'u.deposit_id', 'u.used_at'])
      .where('u.member_id', '=', memberId);
    if (maxId !== undefined) q = q.where('u.id', '<', maxId);
    const rows = await q.orderBy('u.id', 'desc').limit(size).execute();
    return rows.map((r) => ({
      voucher: toVoucher(r),
      use: {
        id: r.use_id,
        voucherId: r.id,
        memberId: r.member_id,
        copyNo: r.copy_no,
        amount: Number(r.use_amount),
        depositId: r.deposit_id,
        usedAt: r.used_at,
      },
    }));
  }

  /** Valid vouchers past their end, oldest end first. */
  async due(db: Db, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('vouchers')
      .select('id')
      .where('status', '=', 'valid')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
