/** Game centre calls (docs/product-rules/games.md#game-centre-calls): transport only, rules live in GameCentreService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../../platform/http/define-route.js';
import type { PublicCachePolicy } from '../../../platform/http/public-caching.js';
import type { GameCentreService } from './game-centre.service.js';

/** A guest's lobby is the game catalogue, which changes only with a deploy. */
export const LOBBY_CACHE: PublicCachePolicy = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 };
/** Winners and players online move with every settled bet: a few seconds old is still news. */
export const LIVE_LIST_CACHE: PublicCachePolicy = { maxAgeSeconds: 5, staleWhileRevalidateSeconds: 10 };

export function registerGameCentreRoutes(app: FastifyInstance, centre: GameCentreService, sessions: SessionResolver): void {
  defineRoute(app, routes.gameLobby, sessions, (_input, ctx) => centre.lobby(ctx.auth?.memberId ?? null));
  defineRoute(app, routes.latestWinners, sessions, () => centre.latestWinners());
  defineRoute(app, routes.gamesOnline, sessions, () => centre.online());
  app.publicReads.cache(routes.gameLobby, LOBBY_CACHE);
  app.publicReads.cache(routes.latestWinners, LIVE_LIST_CACHE);
  app.publicReads.cache(routes.gamesOnline, LIVE_LIST_CACHE);
  defineRoute(app, routes.recentGames, sessions, (_input, ctx) => centre.recentGames(ctx.auth.memberId));
  defineRoute(app, routes.gameLeaderboard, sessions, (input) => centre.leaderboard(input.period));
  defineRoute(app, routes.gameBetRecords, sessions, (input, ctx) => centre.records(ctx.auth.memberId, input, false));
  defineRoute(app, routes.gameWinRecords, sessions, (input, ctx) => centre.records(ctx.auth.memberId, input, true));
  defineRoute(app, routes.gamePromotion, sessions, (input, ctx) => centre.promotion(input.id, ctx.lang));
}
