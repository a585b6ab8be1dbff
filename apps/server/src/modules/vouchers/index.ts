/**
 * Vouchers (docs/product-rules/vouchers-and-promotions.md): coupons a member holds, granted through
 * the reward path (bonus type 5), used a copy at a time (with a qualifying deposit when they have a
 * minimum) for cash from the campaign's budget, expired by a leader-only job. The ledger pushes
 * `VoucherAccount/Change` after each.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { LedgerApi } from '../ledger/index.js';
import { IntentLookups } from '../payments/index.js';
import type { RewardsService } from '../rewards/index.js';
import { registerVoucherRoutes } from './vouchers.routes.js';
import { VouchersService, type CreditedDeposit } from './vouchers.service.js';

export {
  VouchersService,
  voucherView,
  type CreditedDeposit,
  type VoucherGrant,
  type VoucherGrantOutcome,
} from './vouchers.service.js';
export type { Voucher } from './vouchers.repo.js';

export interface VouchersModule {
  vouchers: VouchersService;
  register(app: FastifyInstance): void;
  /** Leader-only: ends vouchers past their expiry every minute. */
  schedule(scheduler: Scheduler): void;
}

const EXPIRY_CHECK_MS = 60_000;
/** How many of a member's latest payments are looked at for a qualifying deposit. */
const DEPOSITS_LOOKED_AT = 50;

/** The member's credited deposits, newest first, read through the payments module. */
export function creditedDeposits(db: Db): (memberId: string) => Promise<CreditedDeposit[]> {
  const intents = new IntentLookups(db);
  return async (memberId) =>
    (await intents.forMember(memberId, DEPOSITS_LOOKED_AT, 0))
      .filter((i) => i.direction === 'deposit' && i.status === 'SUCCEEDED')
      .map((i) => ({ id: i.id, amount: i.amount, at: i.createdAt }));
}

export function createVouchersModule(d: {
  db: Db;
  clock: Clock;
  ledger: LedgerApi;
  rewards: RewardsService;
  eligibility: Pick<EligibilityService, 'check'>;
  sessions: SessionResolver;
}): VouchersModule {
  const vouchers = new VouchersService({ ...d, deposits: creditedDeposits(d.db) });
  return {
    vouchers,
    register: (app) => registerVoucherRoutes(app, vouchers, d.sessions),
    schedule: (scheduler) => scheduler.every('voucher-expiry', EXPIRY_CHECK_MS, async () => void (await vouchers.expireDue())),
  };
}
