/**
 * The staff side of referrals (docs/staff-console.md#invitations): the held pay-outs, and their
 * decision. Approving pays once through the reward path (the row lock on a still-held referral
 * serialises two deciders; the reward key per invitee is the backstop); rejecting keeps the note.
 * Each decision writes the audit row in its own transaction.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { toLocal } from '@nyota/contract/rules';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Referral } from '@nyota/contract/staff/routes-invite';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { membersForReferrals } from '../members/index.js';
import type { AuditService } from '../staff/index.js';
import { readInviteSettings } from './invite-settings.js';
import { REFERRAL_CAMPAIGN, type ReferralSettler } from './referral-settler.js';
import type { ReferralRow } from './referrals.repo.js';

interface Actor {
  id: string;
  username: string;
}

export class ReferralConsole {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      settler: ReferralSettler;
      audit: Pick<AuditService, 'append'>;
      market: MarketPreset;
      publish: (balances: Awaited<ReturnType<ReferralSettler['payIn']>>) => Promise<void>;
    },
  ) {}

  async held(): Promise<Referral[]> {
    return this.views(await this.d.settler.repo.listIn(this.d.db, 'held', 200));
  }

  async forMember(memberId: string): Promise<Referral[]> {
    return this.views(await this.d.settler.repo.forMember(this.d.db, memberId, 100));
  }

  async decide(actor: Actor, id: string, decision: 'approve' | 'reject', reason: string): Promise<Referral> {
    const { referral: rules } = await readInviteSettings(this.d.db);
    if (decision === 'approve') await this.d.settler.budgets.seed(REFERRAL_CAMPAIGN);
    const balances = await this.d.db.transaction().execute(async (trx) => {
      const r = await this.d.settler.repo.lockIn(trx, id, 'held');
      if (!r) throw new AppError(ErrorCode.VALIDATION, 'errors.referral_not_held');
      const decided = { signals: null, decidedBy: actor.username, note: reason };
      const paid =
        decision === 'approve'
          ? await this.d.settler.payIn(trx, r, r.amount ?? rules.bonusAmount, decided)
          : await this.reject(trx, r, actor, reason);
      const after = await this.d.settler.repo.byId(trx, id);
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: `referral.${decision}`,
        target: `referral:${id}`,
        before: { status: r.status, holdReasons: r.holdReasons, inviterId: r.inviterId, inviteeId: r.inviteeId },
        after: { status: after?.status ?? null, amount: after?.amount ?? null, rewardId: after?.rewardId ?? null },
        reason,
      });
      return paid;
    });
    await this.d.publish(balances);
    const view = await this.d.settler.repo.byId(this.d.db, id);
    if (!view) throw new Error(`referral ${id} vanished`);
    const [out] = await this.views([view]);
    if (!out) throw new Error(`referral ${id} vanished`);
    return out;
  }

  private async reject(trx: Db, r: ReferralRow, actor: Actor, reason: string): Promise<[]> {
    await this.d.settler.repo.settle(trx, r.id, {
      status: 'rejected',
      holdReasons: r.holdReasons,
      signals: null,
      amount: null,
      rewardId: null,
      decidedBy: actor.username,
      note: reason,
      at: this.d.clock.now(),
    });
    return [];
  }

  private async views(rows: readonly ReferralRow[]): Promise<Referral[]> {
    const members = await membersForReferrals(this.d.db, [...new Set(rows.flatMap((r) => [r.inviterId, r.inviteeId]))]);
    const mobile = (id: string) => {
      const m = members.get(id);
      return m ? toLocal(m.mobile, this.d.market) : '';
    };
    return rows.map((r) => ({
      id: r.id,
      inviterId: r.inviterId,
      inviterMobile: mobile(r.inviterId),
      inviteeId: r.inviteeId,
      inviteeMobile: mobile(r.inviteeId),
      channel: r.channel,
      status: r.status,
      holdReasons: r.holdReasons,
      qualifyingStake: r.qualifyingStake,
      deposited: r.depositIntentId !== null,
      deviceId: r.deviceId,
      signupIp: r.signupIp,
      depositNumber: r.depositNumber,
      amount: r.amount,
      registeredAt: r.registeredAt.toISOString(),
      decidedBy: r.decidedBy,
      note: r.note,
    }));
  }
}
