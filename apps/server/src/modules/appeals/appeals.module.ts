/**
 * Appeals: the player's calls and the staff moves over one repo. Records are read through the
 * records service and images claimed through the uploads service.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { RecordsService } from '../records/index.js';
import type { UploadsService } from '../uploads/index.js';
import { AppealStaffService } from './appeal-staff.service.js';
import { AppealsRepo } from './appeals.repo.js';
import { registerAppealRoutes } from './appeals.routes.js';
import { AppealsService } from './appeals.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The appeals services, for the staff console (later) and tests. */
    appeals: AppealsModule;
  }
}

export interface AppealsModuleDeps {
  db: Db;
  clock: Clock;
  records: RecordsService;
  uploads: UploadsService;
  sessions: SessionResolver;
}

export interface AppealsModule {
  player: AppealsService;
  staff: AppealStaffService;
  register(app: FastifyInstance): void;
}

export function createAppealsModule(deps: AppealsModuleDeps): AppealsModule {
  const repo = new AppealsRepo();
  const player = new AppealsService({ db: deps.db, repo, records: deps.records, uploads: deps.uploads, clock: deps.clock });
  const staff = new AppealStaffService({ db: deps.db, repo, clock: deps.clock });
  const mod: AppealsModule = {
    player,
    staff,
    register(app) {
      app.decorate('appeals', mod);
      registerAppealRoutes(app, player, deps.sessions);
    },
  };
  return mod;
}
