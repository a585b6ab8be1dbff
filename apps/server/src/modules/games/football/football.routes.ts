/** Virtual football calls: transport only, rules live in FootballEngine and FootballService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../../platform/http/define-route.js';
import { sessionGone } from '../../../platform/http/app-error.js';
import type { RequestContext } from '../../../platform/http/request-context.js';
import type { FootballEngine } from './football-engine.js';
import { betView, type FootballService } from './football.service.js';

function memberOf(ctx: RequestContext): string {
  if (!ctx.auth) throw sessionGone();
  return ctx.auth.memberId;
}

export function registerFootballRoutes(
  app: FastifyInstance,
  d: { engine: FootballEngine; service: FootballService; sessions: SessionResolver },
): void {
  defineRoute(app, routes.footballCurrent, d.sessions, () => d.service.current());
  defineRoute(app, routes.footballTable, d.sessions, () => d.service.table());
  defineRoute(app, routes.footballResult, d.sessions, (input) => d.service.result(input.roundId));
  defineRoute(app, routes.footballMyBets, d.sessions, (_input, ctx) => d.service.myBets(memberOf(ctx)));
  defineRoute(app, routes.footballBet, d.sessions, async (input, ctx) => {
    const placed = await d.engine.placeBet(memberOf(ctx), input);
    return { bet: betView(placed.bet), balance: placed.balance };
  });
}
