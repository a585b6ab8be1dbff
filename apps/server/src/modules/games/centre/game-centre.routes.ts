/** Game centre calls of the wallet seed §7: transport only, rules live in GameCentreService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../../platform/http/define-route.js';
import type { GameCentreService } from './game-centre.service.js';

export function registerGameCentreRoutes(app: FastifyInstance, centre: GameCentreService, sessions: SessionResolver): void {
  defineRoute(app, routes.gameLobby, sessions, (_input, ctx) => centre.lobby(ctx.auth?.memberId ?? null));
  defineRoute(app, routes.latestWinners, sessions, () => centre.latestWinners());
  defineRoute(app, routes.gamesOnline, sessions, () => centre.online());
  defineRoute(app, routes.recentGames, sessions, (_input, ctx) => centre.recentGames(ctx.auth.memberId));
  defineRoute(app, routes.gameLeaderboard, sessions, (input) => centre.leaderboard(input.period));
  defineRoute(app, routes.gameBetRecords, sessions, (input, ctx) => centre.records(ctx.auth.memberId, input, false));
  defineRoute(app, routes.gameWinRecords, sessions, (input, ctx) => centre.records(ctx.auth.memberId, input, true));
  defineRoute(app, routes.gamePromotion, sessions, async (input) => centre.promotion(input.id));
}
