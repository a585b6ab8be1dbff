import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { MembersService } from './members.service.js';

export function registerMemberRoutes(app: FastifyInstance, members: MembersService, sessions: SessionResolver): void {
  defineRoute(app, routes.memberInfo, sessions, (_input, ctx) => members.memberInfo(ctx.auth.memberId));
}
