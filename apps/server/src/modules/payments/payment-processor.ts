/**
 * Talks to the providers for saved intents and feeds every answer through the state machine:
 *
 * - submit: sends an intent (first time, or again with the SAME id after the provider said it never
 *   saw it). The send is counted before the call, so after a crash mid-call the poller asks for the
 *   status before anything is sent again.
 * - confirm: asks the provider for the status and applies it. This is the only way money moves in
 *   response to a provider: callbacks and polls both end here (a callback alone never credits).
 *
 * An unknown outcome (timeout, 5xx) is never retried blindly: the intent goes to UNKNOWN and the
 * next step is a status query; only NOT_FOUND from the provider allows sending again, with the
 * same id, which the providers de-duplicate (pawaPay DUPLICATE_IGNORED, MTN 409).
 */
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { IntentStatus } from './intent-state.js';
import { isFinal } from './intent-state.js';
import type { Intent } from './intent-row.js';
import type { IntentsRepo } from './intents.repo.js';
import type { IntentTransitions } from './intent-transitions.js';
import type { ProviderDirectory } from './provider-directory.js';
import type {
  Country,
  Currency,
  Direction,
  InitiateResult,
  Operator,
  PaymentProviderAdapter,
  StatusResult,
  TxRequest,
} from './providers/provider-adapter.js';

/** Status checks after the first send: 15 s, 30 s, 1 m, 2 m, 5 m, 10 m, 20 m, 30 m, then hourly. */
const BACKOFF_MS = [15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 1_200_000, 1_800_000];
const HOURLY_MS = 3_600_000;
/** A payout the provider refused for a passing reason (throttling, credentials) is tried this often with its id. */
const MAX_RETRYABLE_SENDS = 6;

export function nextCheckDelayMs(attempts: number): number {
  return BACKOFF_MS[attempts] ?? HOURLY_MS;
}

export type ConfirmSource = 'callback' | 'poll' | 'sync' | 'reconcile' | 'submit';

export interface ProcessorLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function providerDirection(intent: Pick<Intent, 'direction'>): Direction {
  return intent.direction === 'deposit' ? 'COLLECTION' : 'PAYOUT';
}

function txRequest(i: Intent): TxRequest {
  return {
    intentId: i.id,
    direction: providerDirection(i),
    money: { minor: i.providerAmount, currency: i.currency as Currency },
    msisdn: i.msisdn,
    country: i.country as Country,
    operator: i.operator as Operator,
    description: i.direction === 'deposit' ? 'Nyota deposit' : 'Nyota withdrawal',
    metadata: { kind: i.direction },
  };
}

function summaryOfInitiate(r: InitiateResult): string {
  if (r.kind === 'accepted') return `accepted ${r.status}${r.duplicate ? ' duplicate' : ''}`;
  if (r.kind === 'rejected') return `rejected ${r.failure} ${r.providerCode}${r.retryableSameId ? ' retryable' : ''}`;
  return `unknown ${r.error}`;
}

function summaryOfStatus(r: StatusResult): string {
  if (r.error) return `query failed ${r.error}`;
  if (!r.found) return 'not found';
  const money = r.money ? ` ${r.money.minor} ${r.money.currency}` : '';
  return `${r.status}${r.final ? ' final' : ''}${r.failure ? ` ${r.failure}` : ''}${r.providerCode ? ` ${r.providerCode}` : ''}${money}`;
}

export class PaymentProcessor {
  constructor(
    private readonly db: Db,
    private readonly repo: IntentsRepo,
    private readonly transitions: IntentTransitions,
    private readonly providers: ProviderDirectory,
    private readonly clock: Clock,
    private readonly log: ProcessorLogger,
  ) {}

  private after(ms: number): Date {
    return new Date(this.clock.now().getTime() + ms);
  }

  private adapterOf(intent: Intent): PaymentProviderAdapter | undefined {
    const adapter = this.providers.get(intent.provider, intent.country as Country);
    if (!adapter) this.log.error({ intentId: intent.id, provider: intent.provider }, 'payment provider not configured');
    return adapter;
  }

  /** Sends an open intent to its provider with its own id and applies the answer. */
  async submit(intent: Intent): Promise<Intent> {
    const adapter = this.adapterOf(intent);
    if (!adapter) {
      return (
        (await this.repo.updateOpen(
          this.db,
          intent.id,
          { nextCheckAt: this.after(HOURLY_MS), attention: 'provider_not_configured' },
          this.clock.now(),
        )) ?? intent
      );
    }
    // Counted first: a crash during the call leaves evidence that the provider may have it.
    const counted = await this.repo.updateOpen(
      this.db,
      intent.id,
      { submitCount: intent.submitCount + 1, nextCheckAt: this.after(BACKOFF_MS[0] ?? 15_000) },
      this.clock.now(),
    );
    if (!counted) return (await this.repo.find(this.db, intent.id)) ?? intent;

    let result: InitiateResult;
    try {
      result = await adapter.initiate(txRequest(counted));
    } catch (err) {
      result = { kind: 'unknown', error: err instanceof Error ? err.message : String(err) };
    }
    await this.record(counted, 'initiate', summaryOfInitiate(result), result.kind === 'unknown' ? result : result.raw);
    const now = this.clock.now();

    if (result.kind === 'accepted') {
      const patch = {
        providerRef: result.providerRef,
        submittedAt: now,
        attempts: 0,
        nextCheckAt: this.after(BACKOFF_MS[0] ?? 15_000),
      };
      const moved = await this.advance(counted.id, result.status, patch);
      return moved ?? (await this.current(counted));
    }
    if (result.kind === 'unknown') {
      this.log.warn({ intentId: counted.id, error: result.error }, 'payment initiation outcome unknown; will query status');
      const patch = { attempts: 0, nextCheckAt: this.after(BACKOFF_MS[0] ?? 15_000) };
      const moved = await this.advance(counted.id, 'UNKNOWN', patch);
      return moved ?? (await this.current(counted));
    }
    // Rejected: the provider did not record the payment, so nothing can have moved at its end.
    if (result.retryableSameId && counted.direction === 'withdraw' && counted.submitCount < MAX_RETRYABLE_SENDS) {
      const later = await this.repo.updateOpen(
        this.db,
        counted.id,
        { nextCheckAt: this.after(nextCheckDelayMs(counted.submitCount)) },
        now,
      );
      return later ?? (await this.current(counted));
    }
    const failed = await this.transitions.move(counted.id, 'FAILED', {
      failureCode: result.failure,
      failureMessage: result.providerCode,
    });
    return failed ?? (await this.current(counted));
  }

  /**
   * Asks the provider where the intent stands and applies the answer. Intents that were never sent
   * (an approved withdrawal) are sent instead. Returns the intent as it is afterwards.
   */
  async confirm(id: string, source: ConfirmSource): Promise<Intent | undefined> {
    const intent = await this.repo.find(this.db, id);
    if (!intent || isFinal(intent.status) || intent.reviewStatus === 'pending') return intent;
    if (intent.status === 'CREATED' && intent.submitCount === 0) return this.submit(intent);
    const adapter = this.adapterOf(intent);
    if (!adapter) return intent;

    let result: StatusResult;
    try {
      result = await adapter.getStatus({
        intentId: intent.id,
        direction: providerDirection(intent),
        ...(intent.providerRef ? { providerRef: intent.providerRef } : {}),
      });
    } catch (err) {
      result = {
        found: true,
        status: 'UNKNOWN',
        final: false,
        error: err instanceof Error ? err.message : String(err),
        raw: null,
      };
    }
    await this.record(intent, `status:${source}`, summaryOfStatus(result), result.raw);
    const now = this.clock.now();
    const attempts = intent.attempts + 1;
    const schedule = { attempts, lastCheckedAt: now, nextCheckAt: this.after(nextCheckDelayMs(attempts)) };

    if (result.error) return (await this.repo.updateOpen(this.db, id, schedule, now)) ?? intent;

    if (!result.found) {
      if (intent.status === 'CREATED' || intent.status === 'UNKNOWN') {
        if (intent.direction === 'deposit' && intent.expiredAt) {
          // The player stopped waiting long ago; a prompt now would surprise them. Nothing was taken.
          return (
            (await this.transitions.move(id, 'FAILED', { failureCode: 'TIMEOUT', failureMessage: 'NOT_FOUND' })) ??
            this.current(intent)
          );
        }
        const scheduled = (await this.repo.updateOpen(this.db, id, schedule, now)) ?? intent;
        this.log.info({ intentId: id }, 'provider never saw the payment; sending again with the same id');
        return this.submit(scheduled);
      }
      // It was accepted before: a provider that loses it needs a person, not a guess.
      return (await this.repo.updateOpen(this.db, id, { ...schedule, attention: 'not_found_after_accept' }, now)) ?? intent;
    }

    if (result.final && result.status === 'SUCCEEDED') {
      if (result.money && (result.money.minor !== intent.providerAmount || result.money.currency !== intent.currency)) {
        this.log.error(
          { intentId: id, expected: [intent.providerAmount, intent.currency], reported: result.money },
          'payment amount mismatch; not applied',
        );
        return (
          (await this.repo.updateOpen(
            this.db,
            id,
            {
              ...schedule,
              nextCheckAt: this.after(HOURLY_MS),
              attention: 'amount_mismatch',
              manualSince: intent.manualSince ?? now,
            },
            now,
          )) ?? intent
        );
      }
      const patch = { ...schedule, ...(result.providerTxnId ? { providerTxnId: result.providerTxnId } : {}) };
      return (await this.transitions.move(id, 'SUCCEEDED', patch)) ?? this.current(intent);
    }
    if (result.final && result.status === 'FAILED') {
      const patch = { ...schedule, failureCode: result.failure ?? 'OTHER', failureMessage: result.providerCode ?? null };
      return (await this.transitions.move(id, 'FAILED', patch)) ?? this.current(intent);
    }
    if (result.status === 'SUBMITTED' || result.status === 'PENDING') {
      const patch = { ...schedule, ...(result.providerTxnId ? { providerTxnId: result.providerTxnId } : {}) };
      return (await this.advance(id, result.status, patch)) ?? this.current(intent);
    }
    return (await this.repo.updateOpen(this.db, id, schedule, now)) ?? intent;
  }

  /** Moves up to a non-final state when that raises the rank; otherwise just stores the bookkeeping. */
  private async advance(
    id: string,
    to: IntentStatus,
    patch: Parameters<IntentsRepo['updateOpen']>[2],
  ): Promise<Intent | undefined> {
    const moved = await this.transitions.move(id, to, patch);
    if (moved) return moved;
    return this.repo.updateOpen(this.db, id, patch, this.clock.now());
  }

  private async current(intent: Intent): Promise<Intent> {
    return (await this.repo.find(this.db, intent.id)) ?? intent;
  }

  async record(
    intent: Pick<Intent, 'id' | 'provider'> | null,
    source: string,
    summary: string,
    payload: unknown,
    provider?: string,
  ): Promise<void> {
    try {
      await this.repo.events.insert(this.db, {
        intentId: intent?.id ?? null,
        provider: provider ?? intent?.provider ?? 'unknown',
        source,
        summary,
        payload,
        now: this.clock.now(),
      });
    } catch (err) {
      this.log.error({ err, intentId: intent?.id, source }, 'could not store payment event');
    }
  }
}
