/**
 * Responsible gambling (DESIGN.md §10): a member's deposit, loss and session-time limits. Deposits
 * ask it under their per-member lock; games meet it through the play gate, for which it is a source.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { PlayGate } from '../play-gate/index.js';
import { LimitBarSource } from './limit-bar-source.js';
import type { LossReader } from './losses.js';
import { PlaySessionsRepo } from './play-sessions.repo.js';
import { registerResponsibleGamblingRoutes } from './responsible-gambling.routes.js';
import { ResponsibleGamblingService } from './responsible-gambling.service.js';

export { LIMIT_LOCK_MS, ResponsibleGamblingService, type DepositSum } from './responsible-gambling.service.js';
export { SESSION_BREAK_MS } from './limit-bar-source.js';
export type { LossReader, PeriodLosses } from './losses.js';
export { periodSpan } from './periods.js';

export interface ResponsibleGamblingModuleDeps {
  db: Db;
  clock: Clock;
  market: MarketPreset;
  sessions: SessionResolver;
  playGate: PlayGate;
  losses: LossReader;
}

export interface ResponsibleGamblingModule {
  limits: ResponsibleGamblingService;
  register(app: FastifyInstance): void;
}

export function createResponsibleGamblingModule(deps: ResponsibleGamblingModuleDeps): ResponsibleGamblingModule {
  const limits = new ResponsibleGamblingService(deps.db, deps.clock, deps.market);
  deps.playGate.addSource(new LimitBarSource(limits, deps.losses, new PlaySessionsRepo(deps.db), deps.clock, deps.market));
  return { limits, register: (app) => registerResponsibleGamblingRoutes(app, limits, deps.sessions) };
}
