/** Transport of the promotions console (contract: staff/routes-promotions.ts); rules in PromotionsConsole. */
import type { FastifyInstance } from 'fastify';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { PromotionsConsole } from './promotions-console.service.js';

export function registerPromotionConsoleRoutes(
  app: FastifyInstance,
  editor: PromotionsConsole,
  sessions: StaffSessionResolver,
): void {
  const actor = (s: { id: string; username: string }) => ({ id: s.id, username: s.username });
  defineStaffRoute(app, r.listPromotions, sessions, async () => ({ items: await editor.list() }));
  defineStaffRoute(app, r.createPromotion, sessions, (input, ctx) => editor.create(actor(ctx.staff), input));
  defineStaffRoute(app, r.updatePromotion, sessions, (input, ctx) => editor.update(actor(ctx.staff), input));
  defineStaffRoute(app, r.switchPromotion, sessions, (input, ctx) => editor.switch(actor(ctx.staff), input));
  defineStaffRoute(app, r.promotionHistory, sessions, async (input) => ({ items: await editor.history(input.id) }));
}
