/**
 * Giveaways, built after eligibility (which decides who may receive one) with auth's sign-up (the
 * guest's register-and-claim), members (account age, own mobile) and sessions (members seen on a
 * device); their `giveaway` setting goes to the config module's settings like `mall`.
 */
import { toE164 } from '@nyota/contract/rules';
import type { AccountSide, Composition, MoneySide } from './composition.js';
import type { EligibilityService } from './modules/eligibility/index.js';
import { createGiveawayModule, type GiveawayModule } from './modules/giveaway/index.js';

export function mountGiveaway(c: Composition, a: AccountSide, m: MoneySide, eligibility: EligibilityService): GiveawayModule {
  const members = a.members.members;
  const e164 = (mobile: string) => toE164(mobile, c.market);
  const giveaway = createGiveawayModule({
    db: c.db,
    clock: c.clock,
    rewards: a.rewards,
    eligibility,
    memberSince: async (id) => (await members.profiles([id]))[0]?.createdAt ?? null,
    mobileOf: async (id) => (await members.credentialsById(id))?.mobile ?? null,
    toE164: e164,
    membersByDevice: (deviceId) => a.sessions.membersByDevice(deviceId),
    register: {
      register: (input, client) => a.auth.auth.register(input, client),
      memberIdOf: async (mobile) => (await members.credentialsByMobile(mobile))?.id ?? null,
      toE164: e164,
      memberInfo: (id) => members.memberInfo(id),
    },
    sessions: a.sessions,
    staffSessions: a.staff.sessions,
  });
  giveaway.register(c.app);
  m.settings.useStore('giveaway', giveaway.settingStore);
  return giveaway;
}
