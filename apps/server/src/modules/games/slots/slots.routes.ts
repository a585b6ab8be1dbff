/** Slot calls: transport only, rules live in SlotsService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../../platform/http/define-route.js';
import type { SlotsService } from './slots.service.js';

export function registerSlotRoutes(app: FastifyInstance, slots: SlotsService, sessions: SessionResolver): void {
  defineRoute(app, routes.slotConfig, sessions, () => Promise.resolve(slots.config()));
  defineRoute(app, routes.slotSpin, sessions, (input, ctx) => slots.spin(ctx.auth.memberId, input.stake));
}
