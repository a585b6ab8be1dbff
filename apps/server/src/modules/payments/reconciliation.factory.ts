/**
 * A reconciler outside a running node (the `npm run reconcile` command): the same services the
 * payments module builds, so a payment the provider shows done and we hold open is confirmed and
 * credited through the one state machine, never by the command itself.
 */
import type { MarketPreset } from '@nyota/contract/markets';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { LedgerApi } from '../ledger/index.js';
import { IntentTransitions } from './intent-transitions.js';
import { IntentsRepo } from './intents.repo.js';
import { PaymentNotifier } from './payment-notifier.js';
import { PaymentProcessor, type ProcessorLogger } from './payment-processor.js';
import type { ProviderDirectory } from './provider-directory.js';
import { Reconciler } from './reconciler.js';
import { ReconRepo } from './recon.repo.js';
import type { StatementReader } from './statement-reader.js';

export interface ReconciliationDeps {
  db: Db;
  bus: EventBus;
  market: MarketPreset;
  clock: Clock;
  ledger: LedgerApi;
  providers: ProviderDirectory;
  statements: () => readonly StatementReader[];
  log: ProcessorLogger;
}

export function createReconciler(d: ReconciliationDeps): Reconciler {
  const intents = new IntentsRepo();
  const transitions = new IntentTransitions(d.db, intents, d.ledger, new PaymentNotifier(d.bus, d.market), d.clock, d.log);
  const processor = new PaymentProcessor(d.db, intents, transitions, d.providers, d.clock, d.log);
  return new Reconciler({
    db: d.db,
    intents,
    reports: new ReconRepo(),
    readers: d.statements,
    confirm: (id) => processor.confirm(id, 'reconcile'),
    market: d.market,
    clock: d.clock,
    log: d.log,
  });
}
