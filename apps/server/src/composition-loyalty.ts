/**
 * The loyalty side built after the offers: the VIP club (points, levels, benefits, and what it tells
 * the withdrawal review and the cashback module) and the task centre, which reads the VIP level.
 */
// Types only from composition.ts, which imports this file: registering here, not through its
// mount(), keeps the two free of an import cycle.
import type { AccountSide, Composition, MoneySide } from './composition.js';
import type { CashbackModule } from './modules/cashback/index.js';
import type { EligibilityService } from './modules/eligibility/index.js';
import { createTasksModule } from './modules/tasks/index.js';
import { createVipModule, type VipModule } from './modules/vip/index.js';

/** The task centre and diamond tasks: progress from the stream, prizes through rewards, the `tasks` setting. */
export async function mountTasks(
  c: Composition,
  a: AccountSide,
  m: MoneySide,
  eligibility: EligibilityService,
  vipLevel: (memberId: string) => Promise<number>,
): Promise<void> {
  const { db, clock, bus, market } = c;
  const deps = { db, clock, bus, timeZone: market.timeZone, sessions: a.sessions, staffSessions: a.staff.sessions };
  const tasks = createTasksModule({ ...deps, activity: a.activity.consumers, rewards: a.rewards, eligibility, vipLevel });
  await tasks.register(c.app);
  m.settings.useStore('tasks', tasks.settingStore);
}

/**
 * The VIP club: points from the stream, memberInfo's standing, the `vip` setting, benefit claims
 * (reward path), the staff player page's VIP panel (with the cashback module's claims), the
 * withdrawal queue's order and each VIP member's cashback rate.
 */
export async function mountVipClub(
  c: Composition,
  a: AccountSide,
  m: MoneySide,
  p: { eligibility: EligibilityService; cashback: CashbackModule },
): Promise<VipModule> {
  const { app, db, clock, market } = c;
  const { eligibility, cashback } = p;
  const vipDeps = {
    db,
    bus: c.bus,
    clock,
    sessions: a.sessions,
    activity: a.activity.consumers,
    rewards: a.rewards,
    eligibility,
  };
  const staffSide = {
    staffSessions: a.staff.sessions,
    memberExists: async (id: string) => (await a.members.members.credentialsById(id)) !== null,
    cashbackHistory: (id: string) => cashback.history(id),
  };
  const vip = createVipModule({ ...vipDeps, ...staffSide, timeZone: market.timeZone, market: market.code });
  await vip.register(app);
  m.settings.useStore('vip', vip.settingStore);
  a.members.members.showVipFrom((id) => vip.vip.standing(id));
  m.withdrawalReview.review.prioritiseFrom((ids) => vip.benefits.fastReview(ids));
  cashback.cashback.vipRateFrom((id) => vip.benefits.cashbackRate(id));
  return vip;
}
