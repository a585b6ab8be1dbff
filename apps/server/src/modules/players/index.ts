/**
 * Players (docs/staff-console.md#players): the staff console's player search and page, the staff
 * actions on a player (lock through members, notes and responsible-gambling concerns in its own
 * tables) and four-eyes money adjustments through the ledger.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { AppealsModule } from '../appeals/index.js';
import type { AuthModule } from '../auth/index.js';
import { GameBetsService } from '../games/bets/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { MembersModule } from '../members/index.js';
import { IntentLookups } from '../payments/index.js';
import type { SelfExclusionService } from '../self-exclusion/index.js';
import type { SessionsService } from '../sessions/index.js';
import type { StaffModule } from '../staff/index.js';
import { registerMoneyAdjustment } from './money-adjustment.js';
import { OpenConcerns } from './open-concerns.js';
import type { SaferPlayReaders } from './player-safer-play.js';
import { PlayerActionsService } from './player-actions.service.js';
import { PlayerReadsService } from './player-reads.service.js';
import { registerPlayerRoutes } from './players.routes.js';

export { MONEY_ADJUST } from './money-adjustment.js';
export { OpenConcerns } from './open-concerns.js';

export interface PlayersModuleDeps {
  db: Db;
  clock: Clock;
  market: MarketPreset;
  staff: StaffModule;
  members: MembersModule;
  sessions: SessionsService;
  ledger: LedgerService;
  selfExclusion: SelfExclusionService;
  auth: AuthModule['auth'];
  appeals: AppealsModule['player'];
  saferPlay: SaferPlayReaders;
}

export interface PlayersModule {
  reads: PlayerReadsService;
  actions: PlayerActionsService;
  /** Whether a member has an open responsible-gambling concern (eligibility asks it). */
  concerns: OpenConcerns;
  register(app: FastifyInstance): void;
}

export function createPlayersModule(d: PlayersModuleDeps): PlayersModule {
  const { db, staff } = d;
  const locks = d.members.locks;
  const reads = new PlayerReadsService({
    db,
    market: d.market,
    members: d.members.members,
    locks,
    sessions: d.sessions,
    ledger: d.ledger,
    selfExclusion: d.selfExclusion,
    intents: new IntentLookups(db),
    bets: new GameBetsService(),
    appeals: d.appeals,
  });
  const actions = new PlayerActionsService({
    db,
    clock: d.clock,
    audit: staff.audit,
    locks,
    sessions: d.sessions,
    auth: d.auth,
    reads,
  });
  const adjustments = { ledger: d.ledger, audit: staff.audit, fourEyes: staff.fourEyes, reads };
  registerMoneyAdjustment(adjustments);
  return {
    reads,
    actions,
    concerns: new OpenConcerns(db),
    register: (app) =>
      registerPlayerRoutes(app, { staffSessions: staff.sessions, reads, actions, adjustments, saferPlay: d.saferPlay }),
  };
}
