/**
 * Assembles virtual football: routes on every node, the league loop on the leader only (through the
 * scheduler, one tick a second; every step is a conditional update, so an overlap during a leader
 * change is harmless). Round updates reach clients by polling the small round call: guests must
 * see the league too, and a round changes state only a few times per cycle (see the web view).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import type { SessionResolver } from '../../../platform/http/define-route.js';
import type { Scheduler } from '../../../platform/jobs/scheduler.js';
import type { LedgerApi } from '../../ledger/index.js';
import { GameBetsService } from '../bets/index.js';
import { DEFAULT_LIMITS, footballTiming, type FootballLimits, type FootballTiming } from './football-config.js';
import { footballChains } from './football-chains.js';
import { FootballEngine, type FootballLog } from './football-engine.js';
import type { StakeGate } from '../../play-gate/index.js';
import type { StakeFunding } from '../../bonus-money/index.js';
import { FootballMoney } from './football-money.js';
import { FootballRepo } from './football.repo.js';
import { registerFootballRoutes } from './football.routes.js';
import { FootballService } from './football.service.js';

export const FOOTBALL_TICK_MS = 1_000;

export interface FootballModuleDeps {
  db: Db;
  ledger: LedgerApi;
  clock: Clock;
  sessions: SessionResolver;
  log: FootballLog;
  /** May this member stake now? Asked as each bet is taken. */
  gate?: StakeGate;
  /** How a stake cash cannot cover is paid with bonus money (cash first); cash only without it. */
  stakes?: StakeFunding;
  timing?: FootballTiming;
  limits?: FootballLimits;
  chainLength?: number;
  /** Development salts for chains made on demand (never with NODE_ENV=production; see chain-salt). */
  devSalt: boolean;
}

export function createFootballModule(d: FootballModuleDeps) {
  const repo = new FootballRepo();
  const timing = d.timing ?? footballTiming();
  const limits = d.limits ?? DEFAULT_LIMITS;
  const money = new FootballMoney(d.db, repo, d.ledger, new GameBetsService(), d.stakes ?? null);
  const chain = footballChains(() => d.clock.now(), d.chainLength, d.devSalt);
  const engine = new FootballEngine({
    db: d.db,
    repo,
    chain,
    money,
    clock: d.clock,
    timing,
    limits,
    log: d.log,
    ...(d.gate ? { gate: d.gate } : {}),
  });
  const service = new FootballService({ db: d.db, repo, chains: chain, clock: d.clock, timing, limits });
  return {
    engine,
    service,
    chain,
    register(app: FastifyInstance): void {
      registerFootballRoutes(app, { engine, service, sessions: d.sessions });
    },
    schedule(scheduler: Scheduler): void {
      scheduler.every('football-league', FOOTBALL_TICK_MS, () => engine.tick());
    },
  };
}

export type FootballModule = ReturnType<typeof createFootballModule>;
