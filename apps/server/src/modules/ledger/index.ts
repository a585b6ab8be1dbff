/** The ledger: the only code that changes a balance; other modules move money through its API. */
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import { registerLedgerRoutes } from './ledger.routes.js';
import { LedgerService, type LedgerLogger } from './ledger.service.js';

export * from './ledger.api.js';
export { insufficientBalance, LedgerService, sqlState, type LedgerLogger } from './ledger.service.js';
export * from './seamless-wallet.js';
export * from './ledger-verify.js';

export interface LedgerModule {
  ledger: LedgerService;
  register(app: FastifyInstance): void;
}

export function createLedgerModule(deps: { db: Db; bus: EventBus; log: LedgerLogger; sessions: SessionResolver }): LedgerModule {
  const ledger = new LedgerService({ db: deps.db, bus: deps.bus, log: deps.log });
  return { ledger, register: (app) => registerLedgerRoutes(app, ledger, deps.sessions) };
}
export {
  LedgerFigures,
  type FigureWindow,
  type HouseDay,
  type PlayersDay,
  type SystemFlowDay,
} from './ledger-figures.service.js';
