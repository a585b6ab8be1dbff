/** Member message calls (docs/product-rules/messages.md): transport only, rules live in MemberMessagesService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { MemberMessagesService } from './member-messages.service.js';

export function registerMemberMessageRoutes(app: FastifyInstance, inbox: MemberMessagesService, sessions: SessionResolver): void {
  defineRoute(app, routes.messageCount, sessions, async (_input, ctx) => ({ total: await inbox.unread(ctx.auth.memberId) }));
  defineRoute(app, routes.messageNotices, sessions, (_input, ctx) => inbox.notices(ctx.auth.memberId));
  defineRoute(app, routes.messageList, sessions, (input, ctx) => inbox.page(ctx.auth.memberId, input.page, input.size));
  defineRoute(app, routes.messageBatchRead, sessions, async (_input, ctx) => ({ total: await inbox.readAll(ctx.auth.memberId) }));
  defineRoute(app, routes.messageSingleRead, sessions, async (input, ctx) => ({
    total: await inbox.readOne(ctx.auth.memberId, input.id),
  }));
}
