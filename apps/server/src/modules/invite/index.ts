/**
 * Invitations, cash giving and referral pay-outs (docs/product-rules/invites.md): the
 * `invite-referrals` stream consumer follows each invitee from sign-up through the link or code to
 * their deposit and qualifying stakes; the settler pays the inviter once through the reward path,
 * holds a suspicious pay-out for staff or refuses it when eligibility says no; cash giving (activity
 * 1) is a deterministic, published task the valid invitees fill; the `invite` setting holds the
 * rules and the table, versioned and audited by the config module; staff review held pay-outs.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { ActivityConsumers } from '../activity/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { RewardsService } from '../rewards/index.js';
import type { AuditService } from '../staff/index.js';
import { CashGivingService } from './cash-giving.service.js';
import { inviteSettingStore, type InviteSettingStore } from './invite-settings.js';
import { registerInviteRoutes, registerInviteStaffRoutes } from './invite.routes.js';
import { ReferralConsole } from './referral-console.js';
import type { SignalReaders } from './referral-signals.js';
import { ReferralSettler } from './referral-settler.js';
import { referralsConsumer } from './referrals.consumer.js';

export { CASH_GIVING_CAMPAIGN, CashGivingService } from './cash-giving.service.js';
export { REFERRAL_CAMPAIGN, ReferralSettler } from './referral-settler.js';
export { REFERRALS_CONSUMER } from './referrals.consumer.js';
export { readInviteSettings } from './invite-settings.js';
export type { SignalReaders } from './referral-signals.js';

export interface InviteModule {
  giving: CashGivingService;
  settler: ReferralSettler;
  referrals: ReferralConsole;
  /** The `invite` setting, handed to the config module's settings (composition). */
  settingStore: InviteSettingStore;
  register(app: FastifyInstance): void;
  /** Leader-only: settles the referrals a lost after-commit left qualified. */
  schedule(scheduler: Scheduler): void;
}

const SETTLE_CHECK_MS = 5_000;

export function createInviteModule(d: {
  db: Db;
  clock: Clock;
  market: MarketPreset;
  activity: ActivityConsumers;
  rewards: Pick<RewardsService, 'grant' | 'publish' | 'fund'>;
  eligibility: Pick<EligibilityService, 'check'>;
  readers: SignalReaders;
  audit: Pick<AuditService, 'append'>;
  sessions: SessionResolver;
  staffSessions: StaffSessionResolver;
}): InviteModule {
  const settler = new ReferralSettler(d);
  const giving = new CashGivingService(d);
  const publish = async (balances: Awaited<ReturnType<ReferralSettler['payIn']>>) => d.rewards.publish({ balances });
  const referrals = new ReferralConsole({ db: d.db, clock: d.clock, settler, audit: d.audit, market: d.market, publish });
  d.activity.register(referralsConsumer({ clock: d.clock, onQualified: (ids) => settler.settleAll(ids) }));
  return {
    giving,
    settler,
    referrals,
    settingStore: inviteSettingStore(() => d.clock.now()),
    register: (app) => {
      registerInviteRoutes(app, giving, d.sessions);
      registerInviteStaffRoutes(app, referrals, d.staffSessions);
    },
    schedule: (scheduler) =>
      scheduler.every('invite-referral-settles', SETTLE_CHECK_MS, async () => void (await settler.settleDue())),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's referral settler: tests settle through it as the leader's job does. */
    inviteSettler: ReferralSettler;
  }
}
