/**
 * The campaign console's server side (docs/staff-console.md#campaigns): budgets and held grants in
 * the rewards module, campaign messages in the messages module; their audiences read through the
 * members and payments modules' indexes.
 */
import { LedgerFigures } from './modules/ledger/index.js';
import { MemberFigures } from './modules/members/index.js';
import { IntentLookups } from './modules/payments/index.js';
import { createRewardsConsoleModule } from './modules/rewards/index.js';
import { createCampaignMessagesModule, type CampaignMessagesModule, type MessagesModule } from './modules/messages/index.js';
import { mount, type AccountSide, type Composition } from './composition.js';

export async function mountCampaignConsole(
  c: Composition,
  a: AccountSide,
  messages: MessagesModule,
): Promise<CampaignMessagesModule> {
  const { app, db, clock, config } = c;
  const staff = { audit: a.staff.audit, fourEyes: a.staff.fourEyes, staff: a.staff.staff, sessions: a.staff.sessions };
  const figures = new LedgerFigures(db);
  await mount(
    app,
    createRewardsConsoleModule({ db, rewards: a.rewards, figures, staff, fundFourEyesAbove: config.campaignFundFourEyesMinor }),
  );
  const members = new MemberFigures(db);
  const intents = new IntentLookups(db);
  const audience = { members: (since: Date | null) => members.memberIds(since), depositors: () => intents.depositorIds() };
  return mount(app, createCampaignMessagesModule({ db, clock, promotions: messages.promotions, audience, staff }));
}
