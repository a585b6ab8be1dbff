/**
 * pawaPay's side of the lifecycle: provider hooks, and the callback it POSTs on a final status to
 * the callback URL configured for the operation (deposit, payout, refund), signed unless signing is
 * switched off. A spec can ask for a broken signature on purpose (missing, bad, wrong key, or a body
 * tampered with after signing) so the adapter's verification can be tested.
 */
import { randomBytes } from 'node:crypto';
import type { CallbackBuilder, CallbackDispatcher, CallbackSpec, OutgoingCallback } from '../core/callbacks.js';
import type { SimClock } from '../core/clock.js';
import { receiptId } from '../core/ids.js';
import type { ProviderHooks } from '../core/lifecycle.js';
import { formatAmount } from '../core/money.js';
import type { SandboxStore } from '../core/store.js';
import type { Intent, SignatureMode } from '../core/types.js';
import type { PawapayEngine } from './pawapay.engine.js';
import { PAWAPAY_FLOAT, providerName } from './pawapay.engine.js';
import { pawapayProvider } from './pawapay.providers.js';
import { generateSigningKey, signedHeaders, type SigningKey } from './pawapay.signing.js';
import { kindOf, pawapayData } from './pawapay.wire.js';

export interface PawapayCallbackDeps {
  store: SandboxStore;
  clock: SimClock;
  dispatcher: CallbackDispatcher;
  engine: PawapayEngine;
  key: SigningKey;
  encoding: 'der' | 'ieee-p1363';
  resolveUrl(url: string): string;
}

export function pawapayHooks(d: PawapayCallbackDeps): ProviderHooks {
  return {
    expectedNetwork: (i) => pawapayProvider(i.product)?.network ?? null,
    concurrentPrompt: 'fail',
    payoutAvailability: (i) => d.engine.availability(i.product, i.direction === 'refund' ? 'REFUND' : 'PAYOUT'),
    floatAccount: () => PAWAPAY_FLOAT,
    finalised: (i) => scheduleFinalCallbacks(d, i),
    providerTxnId: () => receiptId(10),
    promptLabel: (i) =>
      `${typeof i.wire['customerMessage'] === 'string' ? i.wire['customerMessage'] : 'Merchant'} · ${providerName(i)} via pawaPay`,
  };
}

function scheduleFinalCallbacks(d: PawapayCallbackDeps, intent: Intent): void {
  const settings = d.store.data.callbackSettings.pawapay;
  const mode = intent.callback.mode ?? settings.mode;
  if (mode === 'none') return;
  const delay = intent.callback.delayMs ?? settings.delayMs;
  const signature = intent.callback.signature ?? settings.signature;
  const spec: CallbackSpec = { variant: 'final' };
  if (signature !== 'valid') spec.signature = signature;
  d.dispatcher.schedule(intent, delay, spec);
  if (mode === 'duplicate') d.dispatcher.schedule(intent, delay + 100, { ...spec, variant: 'duplicate' });
}

export function pawapayCallbackBuilder(d: PawapayCallbackDeps): CallbackBuilder {
  let otherKey: SigningKey | undefined;
  return (intent, spec) => {
    const kind = kindOf(intent.direction);
    const configured = spec.url ?? d.store.data.pawapay.callbackUrls[kind];
    if (!configured) return { skip: `no pawaPay callback URL configured for ${kind}s` };
    const url = d.resolveUrl(configured);
    const data = pawapayData(intent, spec.statusOverride, 'callback');
    const body = JSON.stringify(data);
    const contentType = 'application/json';
    const out: OutgoingCallback = {
      url,
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
      statusSent: String(data['status']),
    };
    const mode: SignatureMode = spec.signature ?? 'valid';
    if (!d.store.data.pawapay.signedCallbacks || mode === 'missing') return out;
    const signWith = (key: SigningKey) =>
      signedHeaders(key, { method: 'POST', url, body, contentType, now: d.clock.wallNow(), encoding: d.encoding });
    if (mode === 'wrong_key') {
      otherKey ??= generateSigningKey(d.key.keyId);
      out.headers = signWith(otherKey);
    } else {
      out.headers = signWith(d.key);
    }
    if (mode === 'bad') out.headers['signature'] = `sig-pp=:${randomBytes(70).toString('base64')}:`;
    if (mode === 'tampered') {
      const provider = pawapayProvider(intent.product);
      out.body = JSON.stringify({ ...data, amount: formatAmount(intent.amountMinor * 10, provider?.decimals ?? 2) });
    }
    return out;
  };
}
