/**
 * pawaPay's toolkit and finance reads: predict-provider (sanitise a number and guess its provider
 * from the prefix — ported numbers are guessed wrong, as in life), active-conf (the fields of
 * pawaPay's v2 reference, for the calling merchant), availability,
 * wallet balances and the public keys that verify callback signatures.
 */
import type { Accounts } from '../core/accounts.js';
import { isRecord, type WireReply } from '../core/http.js';
import { formatAmount } from '../core/money.js';
import { countryOf, prefixNetwork } from '../core/networks.js';
import type { SandboxStore } from '../core/store.js';
import type { PawapayMerchant, PawapayOperation } from '../core/types.js';
import { DEFAULT_PAWAPAY_COMPANY } from '../sandbox-options.js';
import { PAWAPAY_FLOAT, type PawapayEngine } from './pawapay.engine.js';
import { PAWAPAY_PROVIDERS, providerFor, type PawapayProvider } from './pawapay.providers.js';
import type { SigningKey } from './pawapay.signing.js';
import { failureReason } from './pawapay.wire.js';
import { assetPath, COUNTRY_NAMES, CURRENCY_NAMES } from './pawapay.assets.js';

const OPERATIONS: readonly PawapayOperation[] = ['DEPOSIT', 'PAYOUT', 'REFUND'];
const CALLBACK_KEY: Record<PawapayOperation, 'deposit' | 'payout' | 'refund'> = {
  DEPOSIT: 'deposit',
  PAYOUT: 'payout',
  REFUND: 'refund',
};

export interface ToolkitDeps {
  store: SandboxStore;
  accounts: Accounts;
  engine: PawapayEngine;
  key: SigningKey;
}

export function predictProvider(body: unknown): WireReply {
  const raw = isRecord(body) ? body['phoneNumber'] : undefined;
  if (typeof raw !== 'string')
    return { status: 400, body: { failureReason: failureReason('MISSING_PARAMETER', 'phoneNumber is required.') } };
  const digits = raw.replace(/\D/g, '');
  const country = countryOf(digits);
  const network = prefixNetwork(digits);
  const provider = country && network ? providerFor(country, network) : undefined;
  if (!provider) {
    return {
      status: 400,
      body: { failureReason: failureReason('INVALID_PHONE_NUMBER', `${raw} is not a mobile number pawaPay can predict.`) },
    };
  }
  return { status: 200, body: { country: provider.country, provider: provider.code, phoneNumber: digits } };
}

function selected(query: Record<string, string | undefined>): PawapayProvider[] {
  return PAWAPAY_PROVIDERS.filter((p) => !query['country'] || p.country === query['country']);
}

function operations(query: Record<string, string | undefined>): PawapayOperation[] {
  return OPERATIONS.filter((op) => !query['operationType'] || op === query['operationType']);
}

export function activeConf(
  d: ToolkitDeps,
  query: Record<string, string | undefined>,
  merchant: PawapayMerchant | undefined,
  assetBase: string,
): WireReply {
  const countries = new Map<string, PawapayProvider[]>();
  for (const p of selected(query)) countries.set(p.country, [...(countries.get(p.country) ?? []), p]);
  const companyName = merchant?.companyName ?? DEFAULT_PAWAPAY_COMPANY;
  const body = {
    companyName,
    signatureConfiguration: {
      signedRequestsOnly: merchant?.signedRequestsOnly ?? false,
      signedCallbacks: d.store.data.pawapay.signedCallbacks,
    },
    countries: [...countries.entries()].map(([country, providers]) => ({
      country,
      displayName: COUNTRY_NAMES[country] ?? { en: country, fr: country },
      prefix: countryPrefix(country),
      flag: assetBase + assetPath('flags', country),
      providers: providers.map((p) => ({
        provider: p.code,
        displayName: p.displayName,
        logo: assetBase + assetPath('logos', p.code),
        nameDisplayedToCustomer: companyName,
        currencies: [
          {
            currency: p.currency,
            displayName: CURRENCY_NAMES[p.currency] ?? p.currency,
            operationTypes: Object.fromEntries(operations(query).map((op) => [op, operationConf(d, p, op)])),
          },
        ],
      })),
    })),
  };
  return { status: 200, body };
}

/** One operation of one provider, with the field names pawaPay's v2 reference uses. */
function operationConf(d: ToolkitDeps, p: PawapayProvider, op: PawapayOperation): Record<string, unknown> {
  const callbackUrl = d.store.data.pawapay.callbackUrls[CALLBACK_KEY[op]];
  return {
    ...(op === 'DEPOSIT' ? { authType: 'PROVIDER_AUTH', pinPrompt: 'AUTOMATIC', pinPromptRevivable: false } : {}),
    minTransactionLimit: formatAmount(p.limits[op].min, p.decimals),
    maxTransactionLimit: formatAmount(p.limits[op].max, p.decimals),
    decimalsInAmount: p.decimals === 0 ? 'NONE' : 'TWO_PLACES',
    status: d.engine.availability(p.code, op),
    ...(callbackUrl ? { callbackUrl } : {}),
  };
}

export function availability(d: ToolkitDeps, query: Record<string, string | undefined>): WireReply {
  const countries = new Map<string, PawapayProvider[]>();
  for (const p of selected(query)) countries.set(p.country, [...(countries.get(p.country) ?? []), p]);
  const body = [...countries.entries()].map(([country, providers]) => ({
    country,
    providers: providers.map((p) => ({
      provider: p.code,
      operationTypes: operations(query).map((op) => ({ operationType: op, status: d.engine.availability(p.code, op) })),
    })),
  }));
  return { status: 200, body };
}

export function walletBalances(d: ToolkitDeps, query: Record<string, string | undefined>): WireReply {
  const seen = new Map<string, PawapayProvider>();
  for (const p of selected(query)) if (!seen.has(p.currency)) seen.set(p.currency, p);
  const balances = [...seen.values()].map((p) => ({
    country: p.country,
    balance: formatAmount(d.accounts.float(PAWAPAY_FLOAT, p.currency), 2),
    currency: p.currency,
    provider: '',
  }));
  return { status: 200, body: { balances } };
}

export function publicKeys(key: SigningKey): WireReply {
  return { status: 200, body: [{ id: key.keyId, key: key.publicKeyPem }] };
}

function countryPrefix(country: string): string {
  return { ZMB: '260', KEN: '254', UGA: '256', GHA: '233' }[country] ?? '';
}
