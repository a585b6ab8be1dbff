/** Staff routes of the campaign console (docs/staff-console.md#campaigns). */
import { staffRoute } from './route-def.js';
import * as s from './schemas-campaigns.js';
import { emptyInput } from './schemas.js';

export const campaignRoutes = {
  campaignBudgets: staffRoute({
    method: 'GET',
    path: '/staff-api/campaigns/budgets',
    access: 'campaigns.manage',
    input: emptyInput,
    output: s.campaignBudgetsOutput,
    summary: 'Campaign budget accounts: balance, paid out and held, per unit.',
  }),
  fundCampaign: staffRoute({
    method: 'POST',
    path: '/staff-api/campaigns/fund',
    access: 'campaigns.manage',
    input: s.fundCampaignInput,
    output: s.fundCampaignOutput,
    summary: 'Fund a campaign budget from the promotion expense; above the threshold a four-eyes request.',
  }),
  heldRewards: staffRoute({
    method: 'GET',
    path: '/staff-api/campaigns/held',
    access: 'rewards.approve',
    input: emptyInput,
    output: s.heldRewardsOutput,
    summary: 'Grants held above the four-eyes amount, oldest first.',
  }),
  approveHeldReward: staffRoute({
    method: 'POST',
    path: '/staff-api/campaigns/held/approve',
    access: 'rewards.approve',
    input: s.decideHeldRewardInput,
    output: s.decideHeldRewardOutput,
    summary: 'Pay a held grant (not by the staff member who caused it).',
  }),
  rejectHeldReward: staffRoute({
    method: 'POST',
    path: '/staff-api/campaigns/held/reject',
    access: 'rewards.approve',
    input: s.decideHeldRewardInput,
    output: s.decideHeldRewardOutput,
    summary: 'Refuse a held grant; nothing is paid.',
  }),
  campaignMessages: staffRoute({
    method: 'GET',
    path: '/staff-api/campaigns/messages',
    access: 'campaigns.manage',
    input: emptyInput,
    output: s.campaignMessagesOutput,
    summary: 'Staff campaign messages, newest first, with their counts.',
  }),
  sendCampaignMessage: staffRoute({
    method: 'POST',
    path: '/staff-api/campaigns/messages',
    access: 'campaigns.manage',
    input: s.campaignMessageInput,
    output: s.campaignMessageSchema,
    summary: 'Send a campaign message now or schedule it (eligibility "marketing" per member).',
  }),
  cancelCampaignMessage: staffRoute({
    method: 'POST',
    path: '/staff-api/campaigns/messages/cancel',
    access: 'campaigns.manage',
    input: s.cancelCampaignMessageInput,
    output: s.campaignMessageSchema,
    summary: 'Cancel a scheduled campaign message before it is sent.',
  }),
} as const;
