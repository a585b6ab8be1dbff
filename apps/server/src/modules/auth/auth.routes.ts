import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { sessionGone } from '../../platform/http/app-error.js';
import type { AuthContext, RequestContext } from '../../platform/http/request-context.js';
import type { AuthClient, AuthService } from './auth.service.js';

function clientOf(ctx: RequestContext): AuthClient {
  return { ip: ctx.ip, deviceId: ctx.deviceId, userAgent: ctx.userAgent, lang: ctx.lang };
}

function authOf(ctx: RequestContext): AuthContext {
  if (!ctx.auth) throw sessionGone();
  return ctx.auth;
}

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, sessions: SessionResolver): void {
  defineRoute(app, routes.sendSms, sessions, (input, ctx) => auth.sendSms(input.mobile, clientOf(ctx)));
  defineRoute(app, routes.reg, sessions, (input, ctx) => auth.register(input, clientOf(ctx)));
  defineRoute(app, routes.login, sessions, (input, ctx) => auth.login(input, clientOf(ctx)));
  defineRoute(app, routes.loginWithToken, sessions, (input, ctx) => {
    const session = authOf(ctx);
    if (!ctx.token) throw sessionGone();
    return auth.loginWithToken(session, ctx.token, input.selfInclusion);
  });
  defineRoute(app, routes.loginWithSmsCode, sessions, (input, ctx) => auth.loginWithSmsCode(input, clientOf(ctx)));
  defineRoute(app, routes.resetPassword, sessions, (input) => auth.resetPassword(input));
  defineRoute(app, routes.modifyPassword, sessions, (input, ctx) => auth.modifyPassword(authOf(ctx), input));
  defineRoute(app, routes.logout, sessions, (_input, ctx) => auth.logout(authOf(ctx)));
}
