/** Transport of the VIP club's calls (contract: api/vip.ts). */
import type { FastifyInstance } from 'fastify';
import { vipRoutes as routes } from '@nyota/contract/api/vip';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { VipService } from './vip.service.js';

export function registerVipRoutes(app: FastifyInstance, vip: VipService, sessions: SessionResolver): void {
  defineRoute(app, routes.vipPersonalLevel, sessions, (_input, ctx) => vip.personalLevel(ctx.auth.memberId));
  defineRoute(app, routes.vipLevels, sessions, (input, ctx) => vip.levels(ctx.auth?.memberId ?? null, input.extra === '1'));
}
