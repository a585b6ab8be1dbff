/** invite_referrals (migration 0057): Kysely only. One row per invitee, from sign-up to pay-out. */
import type { Selectable } from 'kysely';
import { REFERRAL_STATUSES, type ReferralStatus } from '@nyota/contract/staff/routes-invite';
import type { Db } from '../../platform/db/database.js';
import type { InviteReferrals } from '../../platform/db/schema.generated.js';

export interface ReferralRow {
  id: string;
  inviterId: string;
  inviteeId: string;
  channel: string | null;
  registeredAt: Date;
  depositIntentId: string | null;
  qualifyingStake: number;
  status: ReferralStatus;
  holdReasons: string[];
  deviceId: string | null;
  signupIp: string | null;
  depositNumber: string | null;
  amount: number | null;
  rewardId: string | null;
  decidedBy: string | null;
  note: string | null;
  taskId: string | null;
  openedAt: Date | null;
  increaseAmount: number | null;
  qualifiedAt: Date | null;
  /** A waiting referral's next try (migration 0059); null when due. */
  retryAt: Date | null;
}

function statusOf(s: string): ReferralStatus {
  const found = REFERRAL_STATUSES.find((x) => x === s);
  if (!found) throw new Error(`invite_referrals: unknown status ${s}`);
  return found;
}

export function toReferral(r: Selectable<InviteReferrals>): ReferralRow {
  return {
    id: String(r.id),
    inviterId: String(r.inviter_id),
    inviteeId: String(r.invitee_id),
    channel: r.channel,
    registeredAt: new Date(r.registered_at),
    depositIntentId: r.deposit_intent_id,
    qualifyingStake: Number(r.qualifying_stake),
    status: statusOf(r.status),
    holdReasons: r.hold_reasons === '' ? [] : r.hold_reasons.split(','),
    deviceId: r.device_id,
    signupIp: r.signup_ip,
    depositNumber: r.deposit_number,
    amount: r.amount === null ? null : Number(r.amount),
    rewardId: r.reward_id === null ? null : String(r.reward_id),
    decidedBy: r.decided_by,
    note: r.note,
    taskId: r.task_id === null ? null : String(r.task_id),
    openedAt: r.opened_at === null ? null : new Date(r.opened_at),
    increaseAmount: r.increase_amount === null ? null : Number(r.increase_amount),
    qualifiedAt: r.qualified_at === null ? null : new Date(r.qualified_at),
    retryAt: r.retry_at === null ? null : new Date(r.retry_at),
  };
}

/** What settling writes: the signals read, and the outcome. */
export interface Settlement {
  status: 'held' | 'paid' | 'refused' | 'rejected';
  holdReasons: readonly string[];
  signals: { deviceId: string | null; signupIp: string | null; depositNumber: string | null } | null;
  amount: number | null;
  rewardId: string | null;
  decidedBy: string | null;
  note: string | null;
  at: Date;
}

export class ReferralsRepo {
  /** A new invitee; false when the invitee already has a referral (a replayed sign-up fact). */
  async insert(
    trx: Db,
    r: { inviterId: string; inviteeId: string; channel: string | null; at: Date; taskId: string | null },
  ): Promise<boolean> {
    const rows = await trx
      .insertInto('invite_referrals')
      .values({
        inviter_id: r.inviterId,
        invitee_id: r.inviteeId,
        channel: r.channel,
        registered_at: r.at,
        task_id: r.taskId,
      })
      .onConflict((oc) => oc.column('invitee_id').doNothing())
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  async pendingFor(trx: Db, inviteeIds: readonly string[]): Promise<ReferralRow[]> {
    if (inviteeIds.length === 0) return [];
    const rows = await trx
      .selectFrom('invite_referrals')
      .selectAll()
      .where('invitee_id', 'in', [...inviteeIds])
      .where('status', '=', 'pending')
      .execute();
    return rows.map(toReferral);
  }

  async progress(
    trx: Db,
    id: string,
    p: { depositIntentId: string | null; qualifyingStake: number; qualifiedAt: Date | null },
  ): Promise<void> {
    await trx
      .updateTable('invite_referrals')
      .set({
        deposit_intent_id: p.depositIntentId,
        qualifying_stake: p.qualifyingStake,
        ...(p.qualifiedAt ? { status: 'qualified', qualified_at: p.qualifiedAt } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  async byId(db: Db, id: string): Promise<ReferralRow | null> {
    const row = await db.selectFrom('invite_referrals').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toReferral(row) : null;
  }

  /** The row locked for a decision when it is still in `status`, else null. */
  async lockIn(trx: Db, id: string, status: ReferralStatus): Promise<ReferralRow | null> {
    const row = await trx
      .selectFrom('invite_referrals')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', status)
      .forUpdate()
      .executeTakeFirst();
    return row ? toReferral(row) : null;
  }

  async settle(trx: Db, id: string, s: Settlement): Promise<void> {
    await trx
      .updateTable('invite_referrals')
      .set({
        status: s.status,
        hold_reasons: s.holdReasons.join(','),
        ...(s.signals
          ? { device_id: s.signals.deviceId, signup_ip: s.signals.signupIp, deposit_number: s.signals.depositNumber }
          : {}),
        amount: s.amount,
        reward_id: s.rewardId,
        ...(s.decidedBy ? { decided_by: s.decidedBy, decided_at: s.at } : {}),
        note: s.note,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Qualified referrals due a settle: never tried, or waiting and past their next try. */
  async dueQualified(db: Db, now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('invite_referrals')
      .select('id')
      .where('status', '=', 'qualified')
      .where((eb) => eb.or([eb('retry_at', 'is', null), eb('retry_at', '<=', now)]))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => String(r.id));
  }

  /** A qualified referral whose inviter is held back for now: tried again from `retryAt`, the reason kept. */
  async wait(trx: Db, id: string, retryAt: Date, note: string): Promise<void> {
    await trx
      .updateTable('invite_referrals')
      .set({ retry_at: retryAt, note })
      .where('id', '=', id)
      .where('status', '=', 'qualified')
      .execute();
  }

  async listIn(db: Db, status: ReferralStatus, limit: number): Promise<ReferralRow[]> {
    const rows = await db
      .selectFrom('invite_referrals')
      .selectAll()
      .where('status', '=', status)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toReferral);
  }

  /** A member's referrals as inviter or invitee, newest first. */
  async forMember(db: Db, memberId: string, limit: number): Promise<ReferralRow[]> {
    const rows = await db
      .selectFrom('invite_referrals')
      .selectAll()
      .where((eb) => eb.or([eb('inviter_id', '=', memberId), eb('invitee_id', '=', memberId)]))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toReferral);
  }

  /** Other invitees that qualified with this sign-up device or deposit number (one device or number, one invitee). */
  async othersWith(db: Db, id: string, by: { devices: readonly string[]; number: string | null }): Promise<ReferralRow[]> {
    if (by.devices.length === 0 && by.number === null) return [];
    const rows = await db
      .selectFrom('invite_referrals')
      .selectAll()
      .where('id', '<>', id)
      .where('status', 'in', ['held', 'paid'])
      .where((eb) =>
        eb.or([
          ...(by.devices.length > 0 ? [eb('device_id', 'in', [...by.devices])] : []),
          ...(by.number !== null ? [eb('deposit_number', '=', by.number)] : []),
        ]),
      )
      .limit(20)
      .execute();
    return rows.map(toReferral);
  }

  /** The inviter's invitees who signed up within `minutes` either side of `at` (the burst check). */
  async signedUpAround(db: Db, inviterId: string, at: Date, minutes: number): Promise<ReferralRow[]> {
    const ms = minutes * 60_000;
    const rows = await db
      .selectFrom('invite_referrals')
      .selectAll()
      .where('inviter_id', '=', inviterId)
      .where('registered_at', '>=', new Date(at.getTime() - ms))
      .where('registered_at', '<=', new Date(at.getTime() + ms))
      .limit(200)
      .execute();
    return rows.map(toReferral);
  }
}
