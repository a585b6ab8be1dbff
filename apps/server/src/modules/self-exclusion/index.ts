/** Self-exclusion: a member's chosen break from play; one of the play gate's sources. */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { PlayGate } from '../play-gate/index.js';
import type { SessionsService } from '../sessions/index.js';
import { registerSelfExclusionRoutes } from './self-exclusion.routes.js';
import { SelfExclusionService } from './self-exclusion.service.js';

export { SelfExclusionService, type SelfExclusionRequest, type SelfExclusionResult } from './self-exclusion.service.js';

export interface SelfExclusionModuleDeps {
  db: Db;
  sessions: SessionsService;
  clock: Clock;
  market: MarketPreset;
  /** The games' stake gate; self-exclusion is one of its sources. */
  playGate?: PlayGate;
}

export interface SelfExclusionModule {
  selfExclusion: SelfExclusionService;
  register(app: FastifyInstance): void;
}

export function createSelfExclusionModule(deps: SelfExclusionModuleDeps): SelfExclusionModule {
  const selfExclusion = new SelfExclusionService(deps.db, deps.sessions, deps.clock, deps.market, deps.playGate);
  return { selfExclusion, register: (app) => registerSelfExclusionRoutes(app, selfExclusion, deps.sessions) };
}
