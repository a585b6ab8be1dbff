/**
 * The per-bet provably fair games (slots and wheels) and their seed pairs, assembled for app.ts.
 * Money moves only through the ledger, inside each spin's own transaction (spin-settlement.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import type { SessionResolver } from '../../../platform/http/define-route.js';
import type { LedgerApi } from '../../ledger/index.js';
import { GameBetsService, type GameBetsApi } from '../bets/index.js';
import type { StakeGate } from '../../play-gate/index.js';
import type { StakeFunding } from '../../bonus-money/index.js';
import { registerSlotRoutes, SlotsService } from '../slots/index.js';
import { registerWheelRoutes, WheelsService } from '../wheels/index.js';
import { registerSeedRoutes, SeedPairsService } from '../seeds/index.js';

export interface PerBetGamesDeps {
  db: Db;
  ledger: LedgerApi;
  clock: Clock;
  sessions: SessionResolver;
  bets?: GameBetsApi;
  /** May this member stake now? Asked by every spin. */
  gate?: StakeGate;
  /** Cash first, then the active bonus (modules/bonus-money). */
  stakes?: StakeFunding;
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
    ...(deps.stakes ? { stakes: deps.stakes } : {}),
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
