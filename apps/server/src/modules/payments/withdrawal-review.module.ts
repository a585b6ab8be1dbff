/**
 * The staff's withdrawal review (work queues → withdrawal review): built after the appeals module,
 * whose open appeals a reviewer sees, over the payments module's withdrawals.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { LedgerApi } from '../ledger/index.js';
import type { StaffModule } from '../staff/index.js';
import type { PaymentsModule } from './payments.module.js';
import { WithdrawalContext, type OpenAppeal } from './withdrawal-context.js';
import { registerWithdrawalReviewRoutes } from './withdrawal-review.routes.js';
import { WithdrawalReviewService } from './withdrawal-review.service.js';

export interface WithdrawalReviewModuleDeps {
  db: Db;
  clock: Clock;
  payments: PaymentsModule;
  ledger: LedgerApi;
  staff: Pick<StaffModule, 'audit' | 'fourEyes' | 'sessions'>;
  openAppeals(memberId: string): Promise<OpenAppeal[]>;
  fourEyesThreshold: number;
}

export interface WithdrawalReviewModule {
  review: WithdrawalReviewService;
  context: WithdrawalContext;
  register(app: FastifyInstance): void;
}

export function createWithdrawalReviewModule(d: WithdrawalReviewModuleDeps): WithdrawalReviewModule {
  const { db, clock, payments, staff } = d;
  const review = new WithdrawalReviewService({
    db,
    clock,
    intents: payments.intents,
    withdrawals: payments.withdrawals,
    audit: staff.audit,
    fourEyes: staff.fourEyes,
    fourEyesThreshold: d.fourEyesThreshold,
    notifyRejected: (intent, reason) => payments.notifier.withdrawalRejected(intent, reason),
  });
  const context = new WithdrawalContext({ db, intents: payments.intents, ledger: d.ledger, review, openAppeals: d.openAppeals });
  return {
    review,
    context,
    register: (app) => registerWithdrawalReviewRoutes(app, staff.sessions, review, context),
  };
}
