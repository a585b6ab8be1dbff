/**
 * Responsible-gambling time-out and reality check, a sibling of self-exclusion (which stays the
 * long, login-blocking break). Time-out is one of the play gate's sources and the deposit path's
 * bar; other modules (the coming engagement module's eligibility) ask isUnderTimeOut.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { PlayGate } from '../play-gate/index.js';
import type { SessionsService } from '../sessions/index.js';
import { RealityCheckService, type PlayedSince } from './reality-check.service.js';
import { registerTimeOutRoutes } from './time-out.routes.js';
import { TimeOutService } from './time-out.service.js';

export { RealityCheckService, type RealityCheckSummary } from './reality-check.service.js';
export { TIMED_OUT, TimeOutService, type TimeOutResult, type TimeOutStatus } from './time-out.service.js';
export { timeOutEnd } from './period.js';

export interface TimeOutModuleDeps {
  db: Db;
  sessions: SessionsService;
  clock: Clock;
  market: MarketPreset;
  playGate?: PlayGate;
  plays: PlayedSince;
}

export interface TimeOutModule {
  timeOut: TimeOutService;
  realityCheck: RealityCheckService;
  register(app: FastifyInstance): void;
}

export function createTimeOutModule(deps: TimeOutModuleDeps): TimeOutModule {
  const timeOut = new TimeOutService(deps.db, deps.sessions, deps.clock, deps.market, deps.playGate);
  const realityCheck = new RealityCheckService(deps.db, deps.clock, deps.plays);
  return { timeOut, realityCheck, register: (app) => registerTimeOutRoutes(app, timeOut, realityCheck, deps.sessions) };
}
