/**
 * MTN's side of the lifecycle: provider hooks, and the unsigned callback sent to the request's
 * X-Callback-Url when a transaction becomes final — once, never retried (reference §2, [M1]); PUT by
 * default (MTN's requesttopay callbacks arrive as PUT in the field; adapters should accept POST too).
 */
import type { CallbackBuilder, CallbackDispatcher, CallbackSpec } from '../core/callbacks.js';
import { numericId } from '../core/ids.js';
import type { ProviderHooks } from '../core/lifecycle.js';
import type { SandboxStore } from '../core/store.js';
import type { Intent, MtnProduct } from '../core/types.js';
import { floatAccount } from './mtn.engine.js';
import { mtnBody } from './mtn.wire.js';

export interface MtnCallbackDeps {
  store: SandboxStore;
  dispatcher: CallbackDispatcher;
  method: 'PUT' | 'POST';
}

function productOf(intent: Intent): MtnProduct {
  return intent.direction === 'collection' ? 'collection' : 'disbursement';
}

export function mtnHooks(d: MtnCallbackDeps): ProviderHooks {
  return {
    expectedNetwork: () => 'MTN',
    // MTN publishes no "already in process" reason: a second request simply queues on the handset.
    concurrentPrompt: 'queue',
    payoutAvailability: () => 'OPERATIONAL',
    floatAccount: (i) => floatAccount(productOf(i)),
    finalised: (i) => scheduleFinalCallbacks(d, i),
    providerTxnId: () => numericId(9),
    promptLabel: (i) => `${typeof i.wire['payerMessage'] === 'string' ? i.wire['payerMessage'] : 'Payment request'} · MTN MoMo`,
  };
}

function scheduleFinalCallbacks(d: MtnCallbackDeps, intent: Intent): void {
  if (!intent.callbackUrl) return;
  const settings = d.store.data.callbackSettings.mtn;
  const mode = intent.callback.mode ?? settings.mode;
  if (mode === 'none') return;
  const delay = intent.callback.delayMs ?? settings.delayMs;
  const spec: CallbackSpec = { variant: 'final' };
  const signature = intent.callback.signature ?? settings.signature;
  if (signature === 'tampered') spec.signature = signature;
  d.dispatcher.schedule(intent, delay, spec);
  if (mode === 'duplicate') d.dispatcher.schedule(intent, delay + 100, { ...spec, variant: 'duplicate' });
}

export function mtnCallbackBuilder(d: MtnCallbackDeps): CallbackBuilder {
  return (intent, spec) => {
    const url = spec.url ?? intent.callbackUrl;
    if (!url) return { skip: 'the request carried no X-Callback-Url' };
    const data = mtnBody(intent, spec.statusOverride);
    // MTN callbacks are unsigned; "tampered" just lies about the amount so the adapter must re-query.
    const sent = spec.signature === 'tampered' ? { ...data, amount: String(Number(data['amount']) * 10) } : data;
    return {
      url,
      method: d.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sent),
      statusSent: String(data['status']),
    };
  };
}
