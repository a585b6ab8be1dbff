/**
 * The `invite-referrals` stream consumer (docs/product-rules/invites.md#when-an-invitee-counts): a
 * sign-up through an invite link or code starts a referral (attached to the inviter's open
 * cash-giving task); the invitee's first successful deposit and their settled real-money stakes at
 * the minimum multiplier move it; once both rules are met it becomes `qualified`. All in the
 * cursor's transaction, so each fact counts once however often or concurrently the batch is tried.
 * Paying (or holding) runs after commit in the settler, which reads other modules outside this
 * transaction; a settle lost with its node is picked up by the leader's job.
 */
import type { ReferralRules } from '@nyota/contract/staff/invite-settings-schemas';
import { CASH_GIVING_ACT_ID } from '@nyota/contract/staff/invite-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { ActivityConsumer, ActivityEvent, ActivityOf } from '../activity/index.js';
import { memberByInviteCode } from '../members/index.js';
import { CashGivingRepo } from './cash-giving.repo.js';
import { readInviteSettings } from './invite-settings.js';
import { ReferralsRepo, type ReferralRow } from './referrals.repo.js';

export const REFERRALS_CONSUMER = 'invite-referrals';

/** How one event moves a pending referral; pure, so the rule is tested without a database. */
export function progressed(r: ReferralRow, e: ActivityEvent, rules: ReferralRules): ReferralRow {
  if (e.kind === 'deposit.succeeded' && r.depositIntentId === null) return { ...r, depositIntentId: e.payload.intentId };
  if (e.kind === 'bet.settled' && e.payload.unit === 'cash' && e.payload.multiplier >= rules.minMultiplier) {
    return { ...r, qualifyingStake: r.qualifyingStake + Math.max(0, e.payload.stake - e.payload.bonusStake) };
  }
  return r;
}

export function meetsRules(r: ReferralRow, rules: ReferralRules): boolean {
  return r.depositIntentId !== null && r.qualifyingStake >= rules.minStake;
}

export function referralsConsumer(d: { clock: Clock; onQualified: (ids: readonly string[]) => Promise<void> }): ActivityConsumer {
  const repo = new ReferralsRepo();
  const tasks = new CashGivingRepo();
  let qualified: string[] = [];

  const registered = async (trx: Db, e: ActivityOf<'member.registered'>): Promise<void> => {
    const code = e.payload.referrerCode;
    if (code === null || code === '') return;
    const inviter = await memberByInviteCode(trx, code);
    if (!inviter || inviter.id === e.memberId) return;
    const task = await tasks.activeFor(trx, inviter.id, CASH_GIVING_ACT_ID, e.at);
    const channel = e.payload.shareChannel === '' ? null : e.payload.shareChannel;
    await repo.insert(trx, { inviterId: inviter.id, inviteeId: e.memberId, channel, at: e.at, taskId: task?.id ?? null });
  };

  const moved = async (trx: Db, events: readonly ActivityEvent[]): Promise<void> => {
    const relevant = events.filter(
      (e) => e.kind === 'deposit.succeeded' || (e.kind === 'bet.settled' && e.payload.unit === 'cash'),
    );
    if (relevant.length === 0) return;
    const pending = await repo.pendingFor(trx, [...new Set(relevant.map((e) => e.memberId))]);
    if (pending.length === 0) return;
    const { referral: rules } = await readInviteSettings(trx);
    for (const start of pending) {
      let r = start;
      for (const e of relevant) if (e.memberId === r.inviteeId) r = progressed(r, e, rules);
      if (r === start) continue;
      const done = meetsRules(r, rules);
      await repo.progress(trx, r.id, { ...r, qualifiedAt: done ? d.clock.now() : null });
      if (done) qualified.push(r.id);
    }
  };

  return {
    name: REFERRALS_CONSUMER,
    async apply(trx, events) {
      qualified = [];
      // Sign-ups first: an invitee's deposit in the same batch then finds its referral.
      for (const e of events) if (e.kind === 'member.registered') await registered(trx, e);
      await moved(trx, events);
    },
    async afterCommit() {
      const ids = qualified;
      qualified = [];
      if (ids.length > 0) await d.onQualified(ids);
    },
  };
}
