/** The game centre: lobby, winners, leaderboard, online, recent games and game records. */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Db } from '../../../platform/db/database.js';
import type { Clock } from '../../../platform/clock.js';
import type { SessionResolver } from '../../../platform/http/define-route.js';
import { GameCentreRepo } from './game-centre.repo.js';
import { registerGameCentreRoutes } from './game-centre.routes.js';
import { GameCentreService } from './game-centre.service.js';

export { GameCentreService } from './game-centre.service.js';

export interface GameCentreModule {
  centre: GameCentreService;
  register(app: FastifyInstance): void;
}

export function createGameCentreModule(deps: {
  db: Db;
  clock: Clock;
  market: MarketPreset;
  sessions: SessionResolver;
}): GameCentreModule {
  const centre = new GameCentreService({ db: deps.db, repo: new GameCentreRepo(), clock: deps.clock, market: deps.market });
  return { centre, register: (app) => registerGameCentreRoutes(app, centre, deps.sessions) };
}
