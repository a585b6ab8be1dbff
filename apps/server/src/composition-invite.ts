/**
 * Invitations and cash giving, built after eligibility (a restricted member gets no pay-out) with
 * the readers their fraud signals need from sessions, payments and members; their `invite` setting
 * goes to the config module's settings like `mall`.
 */
import type { AccountSide, Composition, MoneySide } from './composition.js';
import type { EligibilityService } from './modules/eligibility/index.js';
import { createInviteModule, type InviteModule, type SignalReaders } from './modules/invite/index.js';
import { IntentLookups } from './modules/payments/index.js';

/** Enough history to see shared devices and numbers; a farmed account is young. */
const HISTORY = 200;

export async function mountInvite(
  c: Composition,
  a: AccountSide,
  m: MoneySide,
  eligibility: EligibilityService,
): Promise<InviteModule> {
  const intents = new IntentLookups(c.db);
  const readers: SignalReaders = {
    sessions: async (id) => a.sessions.listForMember(id, HISTORY),
    payments: async (id) => (await intents.forMember(id, HISTORY, 0)).map((i) => ({ id: i.id, msisdn: i.msisdn })),
    mobile: async (id) => (await a.members.members.credentialsById(id))?.mobile ?? null,
  };
  const invite = createInviteModule({
    db: c.db,
    clock: c.clock,
    market: c.market,
    activity: a.activity.consumers,
    rewards: a.rewards,
    eligibility,
    readers,
    audit: a.staff.audit,
    sessions: a.sessions,
    staffSessions: a.staff.sessions,
  });
  invite.register(c.app);
  c.app.decorate('inviteSettler', invite.settler);
  m.settings.useStore('invite', invite.settingStore);
  return invite;
}
