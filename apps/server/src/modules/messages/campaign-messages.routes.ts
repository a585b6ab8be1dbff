/** Transport of the staff campaign-message routes (docs/staff-console.md#campaign-messages). */
import type { FastifyInstance } from 'fastify';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { CampaignMessagesService } from './campaign-messages.service.js';

const actorOf = (s: { id: string; username: string }) => ({ id: s.id, username: s.username });

export function registerCampaignMessageRoutes(app: FastifyInstance, c: CampaignMessagesService, s: StaffSessionResolver): void {
  defineStaffRoute(app, r.campaignMessages, s, async () => ({ items: await c.list() }));
  defineStaffRoute(app, r.sendCampaignMessage, s, async (input, ctx) => c.create(actorOf(ctx.staff), input));
  defineStaffRoute(app, r.cancelCampaignMessage, s, async (input, ctx) => c.cancel(actorOf(ctx.staff), input.id, input.reason));
}
