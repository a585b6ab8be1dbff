/**
 * Appeals: the player's calls, the staff moves over one repo, and the staff console's work queue
 * (claim, detail, moves, credit). Records are read through the records service, images through the
 * uploads service, payments through the payments lookup and money moves through the ledger.
 */
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { LedgerApi } from '../ledger/index.js';
import type { PaymentLookup } from '../payments/index.js';
import type { RecordsService } from '../records/index.js';
import type { StaffModule } from '../staff/index.js';
import type { UploadsService } from '../uploads/index.js';
import { AppealCreditService } from './appeal-credit.service.js';
import { AppealDeskRepo } from './appeal-desk.repo.js';
import { AppealDeskService } from './appeal-desk.service.js';
import { AppealStaffService } from './appeal-staff.service.js';
import { registerAppealStaffRoutes } from './appeal-staff.routes.js';
import { AppealsRepo } from './appeals.repo.js';
import { registerAppealRoutes } from './appeals.routes.js';
import { AppealsService } from './appeals.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The appeals services, for the staff console and tests. */
    appeals: AppealsModule;
  }
}

/** Appeal credits above this (minor units) need a second person: K500.00 unless configured. */
export const DEFAULT_APPEAL_CREDIT_FOUR_EYES_MINOR = 50_000;

export interface AppealsModuleDeps {
  db: Db;
  clock: Clock;
  records: RecordsService;
  uploads: UploadsService;
  sessions: SessionResolver;
  /** The staff console side; absent in tests that need the player side only. */
  console?: {
    bus: EventBus;
    staff: Pick<StaffModule, 'audit' | 'fourEyes' | 'staff' | 'sessions'>;
    ledger: LedgerApi;
    payments: PaymentLookup;
    creditFourEyesAbove?: number;
  };
}

export interface AppealsModule {
  player: AppealsService;
  staff: AppealStaffService;
  desk: AppealDeskService | null;
  credits: AppealCreditService | null;
  register(app: FastifyInstance): void;
}

export function createAppealsModule(deps: AppealsModuleDeps): AppealsModule {
  const repo = new AppealsRepo();
  const player = new AppealsService({ db: deps.db, repo, records: deps.records, uploads: deps.uploads, clock: deps.clock });
  const staff = new AppealStaffService({ db: deps.db, repo, clock: deps.clock });
  const c = deps.console;
  let desk: AppealDeskService | null = null;
  let credits: AppealCreditService | null = null;
  if (c) {
    const deskRepo = new AppealDeskRepo();
    const creditFourEyesAbove = c.creditFourEyesAbove ?? DEFAULT_APPEAL_CREDIT_FOUR_EYES_MINOR;
    const shared = { db: deps.db, bus: c.bus, desk: deskRepo, moves: staff, audit: c.staff.audit, ledger: c.ledger };
    desk = new AppealDeskService({
      ...shared,
      clock: deps.clock,
      repo,
      staff: c.staff.staff,
      payments: c.payments,
      uploads: deps.uploads,
      creditFourEyesAbove,
    });
    credits = new AppealCreditService({ ...shared, fourEyes: c.staff.fourEyes, payments: c.payments, creditFourEyesAbove });
  }
  const mod: AppealsModule = {
    player,
    staff,
    desk,
    credits,
    register(app) {
      app.decorate('appeals', mod);
      registerAppealRoutes(app, player, deps.sessions);
      if (desk && credits && c) registerAppealStaffRoutes(app, desk, credits, c.staff.sessions);
    },
  };
  return mod;
}
