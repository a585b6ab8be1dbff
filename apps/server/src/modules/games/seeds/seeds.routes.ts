/** Seed-pair calls of the per-bet games: transport only, rules live in SeedPairsService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../../platform/http/define-route.js';
import { sessionGone } from '../../../platform/http/app-error.js';
import type { RequestContext } from '../../../platform/http/request-context.js';
import type { SeedPairsService } from './seed-pairs.service.js';

export function memberOf(ctx: RequestContext): string {
  if (!ctx.auth) throw sessionGone();
  return ctx.auth.memberId;
}

export function registerSeedRoutes(app: FastifyInstance, seeds: SeedPairsService, sessions: SessionResolver): void {
  defineRoute(app, routes.perBetSeeds, sessions, (input, ctx) => seeds.current(memberOf(ctx), input.gameId));
  defineRoute(app, routes.perBetRotateSeed, sessions, (input, ctx) =>
    seeds.rotate(memberOf(ctx), input.gameId, input.clientSeed),
  );
}
