import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import type { LoginData } from '@nyota/contract/api/member';
import { defineRoute, type HandlerTools, type SessionResolver } from '../../platform/http/define-route.js';
import type { RequestContext } from '../../platform/http/request-context.js';
import { clearSessionCookie, setSessionCookie, wantsCookieSession } from '../../platform/http/session-cookie.js';
import type { AuthClient, AuthService } from './auth.service.js';

function clientOf(ctx: RequestContext): AuthClient {
  return { ip: ctx.ip, deviceId: ctx.deviceId, userAgent: ctx.userAgent, lang: ctx.lang };
}

/**
 * The web app (which asks for it, or which resumed with the cookie) gets its session as the
 * HttpOnly cookie and an empty token in the body, so no script of the page ever holds the token.
 */
async function deliver(login: Promise<LoginData>, ctx: RequestContext, tools: HandlerTools): Promise<LoginData> {
  const data = await login;
  if (!ctx.tokenFromCookie && !wantsCookieSession(tools.req)) return data;
  setSessionCookie(tools.reply, tools.req, data.token);
  return { ...data, token: '' };
}

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, sessions: SessionResolver): void {
  defineRoute(app, routes.sendSms, sessions, (input, ctx) => auth.sendSms(input.mobile, clientOf(ctx)));
  defineRoute(app, routes.reg, sessions, (input, ctx, tools) => deliver(auth.register(input, clientOf(ctx)), ctx, tools));
  defineRoute(app, routes.login, sessions, (input, ctx, tools) => deliver(auth.login(input, clientOf(ctx)), ctx, tools));
  defineRoute(app, routes.loginWithToken, sessions, (input, ctx, tools) =>
    deliver(auth.loginWithToken(ctx.auth, ctx.token, input.selfInclusion), ctx, tools),
  );
  defineRoute(app, routes.loginWithSmsCode, sessions, (input, ctx, tools) =>
    deliver(auth.loginWithSmsCode(input, clientOf(ctx)), ctx, tools),
  );
  // The seed sends the code login's token in the body; the web app's is its cookie.
  defineRoute(app, routes.resetPassword, sessions, (input, ctx) =>
    auth.resetPassword({ ...input, token: input.token || ctx.token || '' }),
  );
  defineRoute(app, routes.modifyPassword, sessions, (input, ctx) => auth.modifyPassword(ctx.auth, input, clientOf(ctx)));
  defineRoute(app, routes.logout, sessions, async (_input, ctx, tools) => {
    const done = await auth.logout(ctx.auth);
    if (ctx.tokenFromCookie) clearSessionCookie(tools.reply, tools.req);
    return done;
  });
}
