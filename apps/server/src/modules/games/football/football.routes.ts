/** Virtual football calls: transport only, rules live in FootballEngine and FootballService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../../platform/http/define-route.js';
import type { FootballEngine } from './football-engine.js';
import { betView, type FootballService } from './football.service.js';

export function registerFootballRoutes(
  app: FastifyInstance,
  d: { engine: FootballEngine; service: FootballService; sessions: SessionResolver },
): void {
  defineRoute(app, routes.footballCurrent, d.sessions, () => d.service.current());
  defineRoute(app, routes.footballTable, d.sessions, () => d.service.table());
  defineRoute(app, routes.footballResult, d.sessions, (input) => d.service.result(input.roundId));
  defineRoute(app, routes.footballMyBets, d.sessions, (_input, ctx) => d.service.myBets(ctx.auth.memberId));
  defineRoute(app, routes.footballBet, d.sessions, async (input, ctx) => {
    const placed = await d.engine.placeBet(ctx.auth.memberId, input);
    return { bet: betView(placed.bet), balance: placed.balance };
  });
}
