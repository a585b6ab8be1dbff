/**
 * The life of a transaction, the same for every provider: accepted → submitted to the operator →
 * (a prompt on the payer's handset | a magic number's fixed answer | a payout run) → final. The
 * provider engines create intents and map phases to their own wire strings; the hooks below are
 * the few places where providers differ.
 *
 * Final states are immutable, as at a real provider, except through an explicit control override
 * (force with allowFinal), which exists to rehearse a provider that changes its mind.
 */
import type { SandboxTiming } from '../sandbox-options.js';
import type { Accounts } from './accounts.js';
import type { SimClock } from './clock.js';
import type { Network } from './networks.js';
import type { Scheduler } from './scheduler.js';
import type { SandboxStore } from './store.js';
import { PromptBook, type PromptAction } from '../phone/prompts.js';
import {
  isFinal,
  type AvailabilityStatus,
  type Direction,
  type Failure,
  type Intent,
  type Outcome,
  type Phase,
  type ProviderId,
  type SimTask,
} from './types.js';

export interface ProviderHooks {
  /** The network the request was addressed to; null when it cannot be told (MTN's own test numbers). */
  expectedNetwork(intent: Intent): Network | null;
  /** A second prompt while one is open for the same number: fail it, or queue it on the handset. */
  concurrentPrompt: 'fail' | 'queue';
  /** DELAYED keeps payouts ENQUEUED until the provider is OPERATIONAL again. */
  payoutAvailability(intent: Intent): AvailabilityStatus;
  /** The merchant account a collection credits and a payout debits. */
  floatAccount(intent: Intent): string;
  /** Called once per final status reached (the provider schedules its callbacks). */
  finalised(intent: Intent): void;
  providerTxnId(intent: Intent): string;
  promptLabel(intent: Intent): string;
}

export interface ForceSpec {
  outcome: Outcome;
  /** Go through IN_RECONCILIATION (pawaPay) / PENDING first and resolve after resolveAfterMs. */
  via?: 'reconciliation';
  resolveAfterMs?: number;
  /** Let a final transaction change its outcome (a provider that changes its mind). */
  allowFinal?: boolean;
}

export type ActResult = { ok: true; intent: Intent; message: string } | { ok: false; message: string };

const MAX_PIN_ATTEMPTS = 3;

export class Lifecycle {
  readonly prompts: PromptBook;
  private readonly hooks = new Map<ProviderId, ProviderHooks>();

  constructor(
    private readonly store: SandboxStore,
    private readonly clock: SimClock,
    private readonly scheduler: Scheduler,
    private readonly accounts: Accounts,
    private readonly timing: SandboxTiming,
  ) {
    this.prompts = new PromptBook(store);
    scheduler.on('submit', (t) => this.withIntent(t, (i) => this.submit(i)));
    scheduler.on('magic', (t) => this.withIntent(t, (i) => i.magic && !isFinal(i.phase) && this.apply(i, i.magic)));
    scheduler.on('prompt_timeout', (t) => this.withIntent(t, (i) => this.timeout(i)));
    scheduler.on('auto_approve', (t) => {
      const i = this.store.data.intents[t.ref];
      if (i?.promptId) this.act(i.promptId, 'approve');
    });
    scheduler.on('payout_run', (t) => this.withIntent(t, (i) => this.runPayout(i)));
    scheduler.on('resolve', (t) => this.withIntent(t, (i) => this.resolve(i, t)));
  }

  register(provider: ProviderId, hooks: ProviderHooks): void {
    this.hooks.set(provider, hooks);
  }

  intent(key: string): Intent | undefined {
    return this.store.data.intents[key];
  }

  find(provider: ProviderId, id: string, direction?: Direction): Intent | undefined {
    return Object.values(this.store.data.intents).find(
      (i) => i.provider === provider && i.id === id && (!direction || i.direction === direction),
    );
  }

  /** Stores a newly accepted transaction and starts its life. `immediate` settles what can be settled now. */
  accept(intent: Intent, opts: { immediate?: boolean } = {}): void {
    this.store.data.intents[intent.key] = intent;
    intent.history.push({ at: intent.createdAt, phase: intent.phase });
    this.store.touch();
    if (opts.immediate) {
      intent.callback.delayMs = 0;
      this.submit(intent);
      if (intent.phase === 'processing' && intent.magic && intent.magic.kind !== 'stuck') this.apply(intent, intent.magic);
      else if (intent.promptId) this.act(intent.promptId, 'approve');
      else if (intent.phase === 'processing' && intent.direction !== 'collection') this.runPayout(intent);
      return;
    }
    this.scheduler.after(this.timing.submitDelayMs, 'submit', intent.key);
  }

  /** A payer's answer on the handset (or the control API acting for them). */
  act(promptId: string, action: PromptAction): ActResult {
    const prompt = this.prompts.get(promptId);
    if (!prompt) return { ok: false, message: 'No such prompt (already answered or timed out).' };
    const intent = this.store.data.intents[prompt.intentKey];
    if (!intent || isFinal(intent.phase)) {
      delete this.store.data.prompts[promptId];
      return { ok: false, message: 'The transaction is already final.' };
    }
    this.store.touch();
    switch (action) {
      case 'approve': {
        if (this.accounts.subscriber(intent.msisdn).balanceMinor < intent.amountMinor) {
          this.fail(intent, { kind: 'insufficient_funds' });
          return { ok: true, intent, message: 'Not enough money in the wallet: the payment failed.' };
        }
        this.succeed(intent);
        return { ok: true, intent, message: 'Approved.' };
      }
      case 'reject':
        this.fail(intent, { kind: 'rejected' });
        return { ok: true, intent, message: 'Rejected.' };
      case 'wrong_pin': {
        intent.pinAttempts++;
        if (intent.pinAttempts >= MAX_PIN_ATTEMPTS) {
          this.fail(intent, { kind: 'wrong_pin' });
          return { ok: true, intent, message: `Wrong PIN ${MAX_PIN_ATTEMPTS} times: the payment failed.` };
        }
        const left = MAX_PIN_ATTEMPTS - intent.pinAttempts;
        return { ok: true, intent, message: `Wrong PIN. ${left} attempt${left === 1 ? '' : 's'} left.` };
      }
      case 'ignore':
        prompt.dismissed = true;
        return { ok: true, intent, message: 'Ignored: the prompt will time out.' };
    }
  }

  force(intent: Intent, spec: ForceSpec): { ok: true } | { ok: false; message: string } {
    if (isFinal(intent.phase) && !spec.allowFinal) {
      return { ok: false, message: `Intent is already ${intent.phase}; pass allowFinal to override.` };
    }
    this.cancelWork(intent);
    if (isFinal(intent.phase)) this.reopen(intent);
    if (spec.via === 'reconciliation') {
      this.move(intent, 'reconciliation', 'forced');
      const data: Record<string, string> = { outcome: outcomeName(spec.outcome) };
      if (spec.outcome.kind === 'failure' && spec.outcome.failure.code) data['code'] = spec.outcome.failure.code;
      this.scheduler.after(spec.resolveAfterMs ?? this.timing.reconciliationMs, 'resolve', intent.key, data);
    } else {
      this.apply(intent, spec.outcome);
    }
    this.store.touch();
    return { ok: true };
  }

  /** pawaPay fail-enqueued: only an ENQUEUED payout can be cancelled. */
  cancelEnqueued(intent: Intent): boolean {
    if (intent.phase !== 'enqueued') return false;
    this.cancelWork(intent);
    this.fail(intent, { kind: 'cancelled' });
    return true;
  }

  /** After a provider's payouts come back from DELAYED: run what was queued. */
  releaseEnqueued(match: (i: Intent) => boolean): void {
    for (const i of Object.values(this.store.data.intents)) {
      if (i.phase === 'enqueued' && match(i)) {
        this.move(i, 'processing', 'released from queue');
        this.scheduler.after(this.timing.payoutDelayMs, 'payout_run', i.key);
      }
    }
  }

  private withIntent(task: SimTask, fn: (i: Intent) => void): void {
    const intent = this.store.data.intents[task.ref];
    if (intent) {
      fn(intent);
      this.store.touch();
    }
  }

  private hooksOf(intent: Intent): ProviderHooks {
    const h = this.hooks.get(intent.provider);
    if (!h) throw new Error(`no provider hooks for ${intent.provider}`);
    return h;
  }

  private submit(intent: Intent): void {
    if (intent.phase !== 'accepted') return;
    const hooks = this.hooksOf(intent);
    if (intent.direction !== 'collection') {
      if (hooks.payoutAvailability(intent) === 'DELAYED') {
        this.move(intent, 'enqueued', 'provider DELAYED');
        return;
      }
      this.move(intent, 'processing');
      this.scheduler.after(this.timing.payoutDelayMs, 'payout_run', intent.key);
      return;
    }
    if (intent.magic) {
      this.move(intent, 'processing', 'magic number');
      if (intent.magic.kind !== 'stuck') this.scheduler.after(this.timing.magicDelayMs, 'magic', intent.key);
      return;
    }
    if (!this.reachable(intent, hooks)) {
      this.fail(intent, { kind: 'not_found' });
      return;
    }
    if (hooks.concurrentPrompt === 'fail' && this.prompts.openFor(intent.msisdn).length > 0) {
      this.fail(intent, { kind: 'already_in_process' });
      return;
    }
    const now = this.clock.nowMs();
    this.prompts.open(intent, hooks.promptLabel(intent), now, now + this.timing.promptTimeoutMs);
    this.move(intent, 'prompted');
    this.scheduler.after(this.timing.promptTimeoutMs, 'prompt_timeout', intent.key);
    if (this.timing.autoApproveAfterMs !== null) {
      this.scheduler.after(this.timing.autoApproveAfterMs, 'auto_approve', intent.key);
    }
  }

  private reachable(intent: Intent, hooks: ProviderHooks): boolean {
    if (!this.accounts.subscriber(intent.msisdn).registered) return false;
    const expected = hooks.expectedNetwork(intent);
    const actual = this.accounts.networkOf(intent.msisdn);
    return !(expected && actual && expected !== actual);
  }

  private timeout(intent: Intent): void {
    if (intent.phase === 'prompted') this.fail(intent, { kind: 'timeout' });
  }

  private runPayout(intent: Intent): void {
    if (intent.phase !== 'processing') return;
    const hooks = this.hooksOf(intent);
    if (intent.magic) {
      if (intent.magic.kind !== 'stuck') this.apply(intent, intent.magic);
      return;
    }
    if (!this.reachable(intent, hooks)) {
      this.fail(intent, { kind: 'not_found' });
      return;
    }
    if (!intent.floatReserved && this.accounts.float(hooks.floatAccount(intent), intent.currency) < intent.amountMinor) {
      this.fail(intent, { kind: 'merchant_float' });
      return;
    }
    this.succeed(intent);
  }

  private resolve(intent: Intent, task: SimTask): void {
    if (intent.phase !== 'reconciliation') return;
    const name = String(task.data?.['outcome'] ?? 'success');
    const code = task.data?.['code'];
    this.apply(intent, outcomeFromName(name, typeof code === 'string' ? code : undefined));
  }

  private apply(intent: Intent, outcome: Outcome): void {
    if (outcome.kind === 'success') this.succeed(intent);
    else if (outcome.kind === 'failure') this.fail(intent, outcome.failure);
    else this.move(intent, 'processing', 'stuck');
  }

  private succeed(intent: Intent): void {
    if (isFinal(intent.phase)) return;
    const hooks = this.hooksOf(intent);
    const account = hooks.floatAccount(intent);
    if (intent.direction === 'collection') {
      this.accounts.debitWallet(intent.msisdn, intent.amountMinor);
      this.accounts.adjustFloat(account, intent.currency, intent.amountMinor);
    } else {
      if (!intent.floatReserved) this.accounts.adjustFloat(account, intent.currency, -intent.amountMinor);
      intent.floatReserved = false;
      this.accounts.creditWallet(intent.msisdn, intent.amountMinor);
    }
    intent.providerTxnId ??= hooks.providerTxnId(intent);
    delete intent.failure;
    this.finish(intent, 'succeeded');
  }

  private fail(intent: Intent, failure: Failure): void {
    if (isFinal(intent.phase)) return;
    const hooks = this.hooksOf(intent);
    if (intent.floatReserved) {
      this.accounts.adjustFloat(hooks.floatAccount(intent), intent.currency, intent.amountMinor);
      intent.floatReserved = false;
    }
    if (intent.direction === 'refund') this.releaseRefund(intent);
    intent.failure = failure;
    this.finish(intent, 'failed');
  }

  private finish(intent: Intent, phase: 'succeeded' | 'failed'): void {
    this.cancelWork(intent);
    this.move(intent, phase, intent.failure?.code ?? intent.failure?.kind);
    intent.finalAt = intent.updatedAt;
    this.store.touch();
    this.hooksOf(intent).finalised(intent);
  }

  /** Undo a final state's effects so a forced override can apply the new outcome cleanly. */
  private reopen(intent: Intent): void {
    if (intent.phase === 'succeeded') {
      const account = this.hooksOf(intent).floatAccount(intent);
      if (intent.direction === 'collection') {
        this.accounts.creditWallet(intent.msisdn, intent.amountMinor);
        this.accounts.adjustFloat(account, intent.currency, -intent.amountMinor);
      } else {
        this.accounts.debitWallet(intent.msisdn, intent.amountMinor);
        this.accounts.adjustFloat(account, intent.currency, intent.amountMinor);
      }
    } else if (intent.direction === 'refund') {
      const deposit = intent.depositId ? this.store.data.intents[`${intent.provider}:collection:${intent.depositId}`] : undefined;
      if (deposit) deposit.refundedMinor = (deposit.refundedMinor ?? 0) + intent.amountMinor;
    }
    delete intent.finalAt;
    this.move(intent, 'processing', 'reopened by control override');
  }

  private releaseRefund(intent: Intent): void {
    const deposit = intent.depositId ? this.store.data.intents[`${intent.provider}:collection:${intent.depositId}`] : undefined;
    if (deposit) deposit.refundedMinor = Math.max(0, (deposit.refundedMinor ?? 0) - intent.amountMinor);
  }

  private cancelWork(intent: Intent): void {
    this.scheduler.cancel((t) => t.ref === intent.key && t.kind !== 'callback');
    this.prompts.close(intent);
  }

  private move(intent: Intent, phase: Phase, note?: string): void {
    const at = this.clock.nowMs();
    intent.phase = phase;
    intent.updatedAt = at;
    intent.history.push(note ? { at, phase, note } : { at, phase });
  }
}

function outcomeName(o: Outcome): string {
  return o.kind === 'failure' ? o.failure.kind : o.kind;
}

function outcomeFromName(name: string, code: string | undefined): Outcome {
  if (name === 'success') return { kind: 'success' };
  if (name === 'stuck') return { kind: 'stuck' };
  const failure: Failure = { kind: name as Failure['kind'] };
  if (code) failure.code = code;
  return { kind: 'failure', failure };
}
