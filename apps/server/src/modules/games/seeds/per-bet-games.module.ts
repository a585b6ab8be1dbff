/**
 * The per-bet provably fair games (slots and wheels) and their seed pairs, assembled for app.ts.
 * Money moves only through the ledger, inside each spin's own transaction (spin-settlement.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import type { SessionResolver } from '../../../platform/http/define-route.js';
import type { LedgerApi } from '../../ledger/ledger.api.js';
import { GameBetsService } from '../bets/game-bets.service.js';
import type { GameBetsApi } from '../bets/game-bets.api.js';
import type { StakeGate } from '../../play-gate/play-gate.js';
import { SlotsService } from '../slots/slots.service.js';
import { registerSlotRoutes } from '../slots/slots.routes.js';
import { WheelsService } from '../wheels/wheels.service.js';
import { registerWheelRoutes } from '../wheels/wheels.routes.js';
import { SeedPairsService } from './seed-pairs.service.js';
import { registerSeedRoutes } from './seeds.routes.js';

export interface PerBetGamesDeps {
  db: Db;
  ledger: LedgerApi;
  clock: Clock;
  sessions: SessionResolver;
  bets?: GameBetsApi;
  /** May this member stake now? Asked by every spin. */
  gate?: StakeGate;
}

export function createPerBetGamesModule(deps: PerBetGamesDeps) {
  const seeds = new SeedPairsService(deps.db);
  const spinDeps = {
    db: deps.db,
    ledger: deps.ledger,
    bets: deps.bets ?? new GameBetsService(),
    seeds,
    clock: deps.clock,
    ...(deps.gate ? { gate: deps.gate } : {}),
  };
  const slots = new SlotsService(spinDeps);
  const wheels = new WheelsService(spinDeps);
  return {
    seeds,
    slots,
    wheels,
    register(app: FastifyInstance): void {
      registerSeedRoutes(app, seeds, deps.sessions);
      registerSlotRoutes(app, slots, deps.sessions);
      registerWheelRoutes(app, wheels, deps.sessions);
    },
  };
}
