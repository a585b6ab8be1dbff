/** Chain salts: each hash chain's public salt, announced before play and set once it is known. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import type { SessionResolver } from '../../../platform/http/define-route.js';
import type { SaltedChains } from './chain-salt.js';
import { registerChainSaltRoutes } from './chain-salt.routes.js';
import { ChainSaltService } from './chain-salt.service.js';
import { registerChainSaltStaff, type ChainSaltStaffDeps } from './chain-salt.staff.js';

export * from './chain-salt.js';
export { ChainSaltService, chainView } from './chain-salt.service.js';

export interface ChainSaltModuleDeps {
  db: Db;
  clock: Clock;
  /** Every game whose chains take a salt (crash, football). */
  chains: SaltedChains[];
  sessions: SessionResolver;
  /** The staff actions (announce, set salt by four eyes); absent in commands and tests without staff. */
  staff?: ChainSaltStaffDeps;
}

export interface ChainSaltModule {
  service: ChainSaltService;
  register(app: FastifyInstance): void;
}

export function createChainSaltModule(deps: ChainSaltModuleDeps): ChainSaltModule {
  const service = new ChainSaltService(deps.db, deps.clock, deps.chains);
  return {
    service,
    register: (app) => {
      registerChainSaltRoutes(app, service, deps.sessions);
      if (deps.staff) registerChainSaltStaff(app, deps.db, service, deps.staff);
    },
  };
}
