/** Seed-pair calls of the per-bet games: transport only, rules live in SeedPairsService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../../platform/http/define-route.js';
import type { SeedPairsService } from './seed-pairs.service.js';

export function registerSeedRoutes(app: FastifyInstance, seeds: SeedPairsService, sessions: SessionResolver): void {
  defineRoute(app, routes.perBetSeeds, sessions, (input, ctx) => seeds.current(ctx.auth.memberId, input.gameId));
  defineRoute(app, routes.perBetRotateSeed, sessions, (input, ctx) =>
    seeds.rotate(ctx.auth.memberId, input.gameId, input.clientSeed),
  );
}
