/**
 * Applies a status change to an intent together with the money it implies, in one database
 * transaction: the conditional UPDATE (intents.repo transition) decides who wins, and only the
 * winner posts the ledger transfer, inside the same transaction (opts.trx). Two callbacks, a poll
 * and a reconciliation racing on one intent therefore credit, settle or refund it exactly once;
 * the ledger's idempotency key is the second guard. Pushes happen after commit.
 */
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { appendActivity, type NewActivity } from '../activity/index.js';
import type { LedgerApi, MemberBalanceChange, TransferRequest } from '../ledger/index.js';
import { isFinal, type IntentStatus } from './intent-state.js';
import type { Intent, IntentPatch } from './intent-row.js';
import type { IntentsRepo } from './intents.repo.js';
import type { PaymentNotifier } from './payment-notifier.js';
import { depositCredit, withdrawRefund, withdrawSettle } from './settlement.js';

export interface MoveOutcome {
  /** The intent after the change, or undefined when another writer had already moved it past `to`. */
  intent: Intent | undefined;
  balances: MemberBalanceChange[];
}

export interface TransitionLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The transfer a final state implies, if any. */
function transferFor(intent: Intent, to: IntentStatus): TransferRequest | null {
  if (to === 'SUCCEEDED') return intent.direction === 'deposit' ? depositCredit(intent) : withdrawSettle(intent);
  if (to === 'FAILED' && intent.direction === 'withdraw') return withdrawRefund(intent);
  return null;
}

/** The activity-stream fact of a final state (DESIGN.md §8), written with the state change. */
function activityOf(intent: Intent, at: Date): NewActivity | null {
  const { id: intentId, memberId, amount, failureCode } = intent;
  if (intent.direction === 'deposit') {
    if (intent.status === 'SUCCEEDED') {
      return { kind: 'deposit.succeeded', memberId, at, payload: { intentId, amount, provider: intent.provider } };
    }
    if (intent.status === 'FAILED') return { kind: 'deposit.failed', memberId, at, payload: { intentId, amount, failureCode } };
    return null;
  }
  if (intent.status === 'SUCCEEDED') return { kind: 'withdrawal.paid', memberId, at, payload: { intentId, amount } };
  if (intent.status === 'FAILED')
    return { kind: 'withdrawal.cancelled', memberId, at, payload: { intentId, amount, failureCode } };
  return null;
}

export class IntentTransitions {
  constructor(
    private readonly db: Db,
    private readonly repo: IntentsRepo,
    private readonly ledger: LedgerApi,
    private readonly notifier: PaymentNotifier,
    private readonly clock: Clock,
    private readonly log: TransitionLogger,
  ) {}

  /** Moves the intent and its money in the caller's transaction; the caller runs afterCommit. */
  async moveIn(trx: Db, id: string, to: IntentStatus, patch: IntentPatch = {}): Promise<MoveOutcome> {
    const now = this.clock.now();
    const full: IntentPatch = isFinal(to) ? { ...patch, finalizedAt: now, nextCheckAt: null } : patch;
    let moved = await this.repo.transition(trx, id, to, full, now);
    if (!moved) return { intent: undefined, balances: [] };
    if (to === 'SUCCEEDED' && moved.direction === 'deposit' && moved.expiredAt !== null) {
      // The provider's final word beats our local timeout: credit it, and flag it for the reconciler.
      moved = (await this.repo.setFlags(trx, id, { lateSuccess: true }, now)) ?? moved;
    }
    const transfer = transferFor(moved, to);
    const balances = transfer ? (await this.ledger.transfer(transfer, { trx })).memberBalances : [];
    const fact = activityOf(moved, now);
    if (fact) await appendActivity(trx, fact);
    return { intent: moved, balances };
  }

  /**
   * The money and the fact of an intent that arrived already final (a pay-bill payment, written
   * SUCCEEDED by its one claimant, paybill/paybill.repo.ts), in the caller's transaction: the same
   * ledger transfer and activity fact a status change to that state makes.
   */
  async settleArrived(trx: Db, intent: Intent): Promise<MoveOutcome> {
    const transfer = transferFor(intent, intent.status);
    const balances = transfer ? (await this.ledger.transfer(transfer, { trx })).memberBalances : [];
    const fact = activityOf(intent, this.clock.now());
    if (fact) await appendActivity(trx, fact);
    return { intent, balances };
  }

  async move(id: string, to: IntentStatus, patch: IntentPatch = {}): Promise<Intent | undefined> {
    const outcome = await this.db.transaction().execute((trx) => this.moveIn(trx, id, to, patch));
    await this.afterCommit(outcome);
    return outcome.intent;
  }

  /** Balance pushes and the deposit status push, for changes already committed. */
  async afterCommit(outcome: MoveOutcome): Promise<void> {
    const { intent } = outcome;
    if (!intent) return;
    this.log.info(
      {
        intentId: intent.id,
        direction: intent.direction,
        status: intent.status,
        failure: intent.failureCode,
        late: intent.lateSuccess,
      },
      'payment status changed',
    );
    try {
      if (outcome.balances.length > 0) await this.ledger.publishBalances(outcome.balances);
      await this.notifier.depositChanged(intent);
    } catch (err) {
      // Committed already: a lost push only means the client reloads over HTTP.
      this.log.warn({ err, intentId: intent.id }, 'payment push failed');
    }
  }
}
