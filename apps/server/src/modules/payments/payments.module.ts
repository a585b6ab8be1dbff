/**
 * Payments: builds the deposit and withdraw services, the processor that talks to providers, the
 * poller and the reconciler over one database, and registers the player routes and the provider
 * callback routes. app.ts supplies the provider directory (real providers, or the in-process
 * sandbox in embedded mode) and schedules the leader-only jobs.
 */
import { PaymentLookup } from './payment-lookup.js';
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import { ConfigService } from '../config/index.js';
import type { ActivityConsumers } from '../activity/index.js';
import { UNWAGERED_FEE_DEFAULTS } from '@nyota/contract/api/payments';
import { depositTurnoverConsumer } from './deposit-turnover.js';
import type { LedgerApi } from '../ledger/index.js';
import { registerCallbackRoutes } from './callbacks.routes.js';
import type { CallbackLimits } from './callback-limits.js';
import { ChannelsRepo } from './channels.repo.js';
import { DepositService, type DepositBar, type DepositLimitCheck, type SelfExclusionCheck } from './deposit.service.js';
import { IntentTransitions } from './intent-transitions.js';
import { IntentsRepo } from './intents.repo.js';
import { PaymentNotifier } from './payment-notifier.js';
import { PaymentPoller } from './payment-poller.js';
import { PaymentProcessor, type ProcessorLogger } from './payment-processor.js';
import { PaymentsConfig } from './payments-config.js';
import { registerPaymentRoutes } from './payments.routes.js';
import type { ProviderDirectory } from './provider-directory.js';
import { Reconciler } from './reconciler.js';
import { ReconciliationStaffService } from './reconciliation-staff.service.js';
import { registerReconciliationRoutes } from './reconciliation.routes.js';
import type { AuditService, FourEyesService } from '../staff/index.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import { ReconRepo } from './recon.repo.js';
import type { StatementReader } from './statement-reader.js';
import { WithdrawService } from './withdraw.service.js';
import { payBillParts } from './paybill/paybill.setup.js';
import type { PayBillAccounts, PayBillService } from './paybill/paybill.service.js';
import type { DarajaC2bAdapter } from './providers/daraja/daraja-c2b-adapter.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments services, for the staff API and tests (review queue, poller, reconciliation). */
    payments: PaymentsModule;
  }
}

export interface PaymentsModuleDeps {
  db: Db;
  bus: EventBus;
  market: MarketPreset;
  clock: Clock;
  ledger: LedgerApi;
  selfExclusion: SelfExclusionCheck;
  /** Responsible-gambling bars on deposits (a time-out); absent in tests that do not need one. */
  depositBar?: DepositBar;
  /** The member's own deposit limits (modules/responsible-gambling), checked under the deposit lock. */
  depositLimits?: DepositLimitCheck;
  sessions: SessionResolver;
  providers: ProviderDirectory;
  /** Providers' statements for reconciliation (read lazily, like the providers). */
  statements: () => readonly StatementReader[];
  log: ProcessorLogger;
  /** The staff side: the reconciliation work queue's sessions and audit (absent: no staff routes). */
  staff?: {
    audit: Pick<AuditService, 'append'>;
    sessions: StaffSessionResolver;
    /** Four eyes for staff credits of unmatched pay-bill payments (absent: those routes are off). */
    fourEyes?: Pick<FourEyesService, 'registerAction' | 'requestIn'>;
  };
  /** Bounds on provider callbacks (config PAYMENT_CALLBACK_*); defaults when absent. */
  callbackLimits?: CallbackLimits;
  /**
   * The activity stream, where payments keeps deposit turnover (deposit-turnover.ts). Absent in
   * tests without it: withdrawals then read every fact straight from the stream, still exact.
   */
  activity?: ActivityConsumers;
  /** M-Pesa paybill (Daraja C2B): the adapter when one is configured (built on first use). */
  payBill?: () => DarajaC2bAdapter | undefined;
  /** How a pay-bill account reference names a member; without it pay-bill deposits are off. */
  payBillAccounts?: PayBillAccounts;
  /** Staff credits of unmatched pay-bill payments above this (minor units) need a second person. */
  payBillCreditFourEyesAbove?: number;
}

export interface PaymentsModule {
  deposits: DepositService;
  withdrawals: WithdrawService;
  processor: PaymentProcessor;
  poller: PaymentPoller;
  reconciler: Reconciler;
  intents: IntentsRepo;
  /** The member pushes of payments (the withdrawal review sends its refusals through it). */
  notifier: PaymentNotifier;
  /** Reads for staff work (appeals): the intent and a fresh provider status query. */
  lookup: PaymentLookup;
  /** Pay-bill deposits (paybill/): absent when no Daraja C2B adapter or account lookup is given. */
  payBill: PayBillService | undefined;
  /** Registers the C2B URLs with Safaricom; true once done (the leader retries until it is). */
  registerPayBillUrls(): Promise<boolean>;
  register(app: FastifyInstance): Promise<void>;
  /** Leader-only jobs: the poller every few seconds, the daily reconciliation checked hourly. */
  schedule(scheduler: Scheduler): void;
}

export const POLL_INTERVAL_MS = 5_000;
export const RECONCILE_CHECK_MS = 3_600_000;

export function createPaymentsModule(deps: PaymentsModuleDeps): PaymentsModule {
  const { db, market, clock, log } = deps;
  const intents = new IntentsRepo();
  const channels = new ChannelsRepo(db);
  const config = new PaymentsConfig(new ConfigService(db), log);
  const notifier = new PaymentNotifier(deps.bus, market);
  const transitions = new IntentTransitions(db, intents, deps.ledger, notifier, clock, log);
  const processor = new PaymentProcessor(db, intents, transitions, deps.providers, clock, log);
  const deposits = new DepositService({
    db,
    intents,
    channels,
    config,
    market,
    clock,
    processor,
    providers: deps.providers,
    notifier,
    selfExclusion: deps.selfExclusion,
    ...(deps.depositBar ? { depositBar: deps.depositBar } : {}),
    ...(deps.depositLimits ? { depositLimits: deps.depositLimits } : {}),
  });
  const shared = { db, intents, channels, config, market, clock, processor, providers: deps.providers };
  deps.activity?.register(
    depositTurnoverConsumer(
      async (trx) => (await new PaymentsConfig(new ConfigService(trx), log).withdraw())?.unwageredFee ?? UNWAGERED_FEE_DEFAULTS,
    ),
  );
  const withdrawals = new WithdrawService({ ...shared, transitions, ledger: deps.ledger, selfExclusion: deps.selfExclusion });
  const poller = new PaymentPoller(db, intents, processor, notifier, clock, log);
  const reconciler = new Reconciler({
    db,
    intents,
    reports: new ReconRepo(),
    readers: deps.statements,
    confirm: (id) => processor.confirm(id, 'reconcile'),
    market,
    clock,
    log,
  });

  const payBill = payBillParts(deps, { intents, transitions, channels, config });
  const mod: PaymentsModule = {
    deposits,
    withdrawals,
    processor,
    poller,
    reconciler,
    intents,
    notifier,
    lookup: new PaymentLookup(db, intents, deps.providers),
    payBill: payBill.service,
    registerPayBillUrls: payBill.registerUrls,
    async register(app) {
      app.decorate('payments', mod);
      registerPaymentRoutes(app, deposits, withdrawals, deps.sessions);
      if (deps.staff) registerReconciliationQueue(app, { db, reconciler, intents, processor, clock }, deps.staff);
      await registerCallbackRoutes(app, {
        db,
        intents,
        processor,
        providers: deps.providers,
        log,
        clock,
        ...(deps.callbackLimits ? { limits: deps.callbackLimits } : {}),
      });
      await payBill.register(app);
    },
    schedule(scheduler) {
      scheduler.every('payments.poll', POLL_INTERVAL_MS, async () => {
        await poller.runOnce();
      });
      payBill.schedule(scheduler);
      scheduler.every('payments.reconcile', RECONCILE_CHECK_MS, async () => {
        await reconciler.daily();
      });
    },
  };
  return mod;
}

/** The staff reconciliation work queue; re-query is the normal status check a poll makes. */
function registerReconciliationQueue(
  app: FastifyInstance,
  d: { db: Db; reconciler: Reconciler; intents: IntentsRepo; processor: PaymentProcessor; clock: Clock },
  staff: NonNullable<PaymentsModuleDeps['staff']>,
): void {
  const confirm = (id: string) => d.processor.confirm(id, 'reconcile');
  const queue = new ReconciliationStaffService({
    db: d.db,
    reconciler: d.reconciler,
    intents: d.intents,
    confirm,
    audit: staff.audit,
    clock: d.clock,
  });
  registerReconciliationRoutes(app, queue, staff.sessions);
}
