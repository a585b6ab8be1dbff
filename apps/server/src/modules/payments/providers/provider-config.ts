/**
 * Provider settings from the environment, parsed with zod at boot. Only base URLs and credentials
 * differ between the local sandbox, the providers' sandboxes and production (reference §9), so
 * the same adapters serve all three. A provider is enabled by its credentials; half a set of
 * credentials is an error rather than a silently disabled provider.
 *
 * PAYMENTS_CALLBACK_BASE_URL      public base URL providers call back to (https in production)
 * PAWAPAY_API_TOKEN               enables pawaPay; Bearer token from the pawaPay dashboard
 * PAWAPAY_BASE_URL                default https://api.sandbox.pawapay.io (prod https://api.pawapay.io)
 * PAWAPAY_TIMEOUT_MS              per request, default 15000
 * PAWAPAY_STATEMENT_NAME          customerMessage fallback (4-22 chars), default Nyota
 * PAWAPAY_CALLBACK_PUBLIC_KEYS    optional JSON [{"id","key"}] pinning callback keys; else GET /v2/public-key/http
 * PAWAPAY_SIGNING_KEY_ID, PAWAPAY_SIGNING_PRIVATE_KEY   optional: sign financial requests (PEM, \n allowed)
 * PAWAPAY_CALLBACK_SIGNATURES     required | optional (default): "required" once signed callbacks are on in
 *                                 the pawaPay dashboard; an unverified callback is then refused, not stored
 * MTN_COLLECTION_SUBSCRIPTION_KEY, MTN_COLLECTION_API_USER, MTN_COLLECTION_API_KEY   enable MTN collections
 * MTN_DISBURSEMENT_SUBSCRIPTION_KEY, MTN_DISBURSEMENT_API_USER, MTN_DISBURSEMENT_API_KEY   enable MTN payouts
 * MTN_BASE_URL                    default https://sandbox.momodeveloper.mtn.com (prod https://proxy.momoapi.mtn.com)
 * MTN_TARGET_ENVIRONMENT          default sandbox; production e.g. mtnzambia
 * MTN_COUNTRY                     market of this MTN account, default ZM
 * MTN_CURRENCY                    wire currency override; MTN's sandbox accepts EUR only
 * MTN_TIMEOUT_MS                  per request, default 15000
 * PAYMENT_ROUTES                  overrides, e.g. "ZM:MTN=mtn" (default: pawaPay everywhere it operates)
 */
import { z } from 'zod';
import type { SignatureAlgorithm } from './signatures/http-message-signatures.js';
import type { Country, Operator, ProviderId } from './provider-adapter.js';

export interface PawapaySettings {
  baseUrl: string;
  apiToken: string;
  timeoutMs: number;
  statementName: string;
  /** Pinned callback verification keys; when empty they are fetched from GET /v2/public-key/http. */
  callbackPublicKeys: Array<{ id: string; key: string }>;
  /** host[:port] pawaPay addresses callbacks to (signed @authority); from the callback base URL. */
  callbackAuthority: string | null;
  signing: { keyId: string; privateKeyPem: string; alg: SignatureAlgorithm } | null;
  /** Refuse (401, store nothing) a callback whose signature does not verify. */
  requireSignedCallbacks?: boolean;
}

export interface MtnProductCredentials {
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
}

export interface MtnSettings {
  baseUrl: string;
  targetEnvironment: string;
  country: Country;
  /** Currency sent on the wire instead of the market's (EUR for MTN's sandbox). */
  wireCurrency: string | null;
  collection: MtnProductCredentials | null;
  disbursement: MtnProductCredentials | null;
  /** X-Callback-Url base; the adapter appends /collection or /disbursement. Null sends no callback URL. */
  callbackUrl: string | null;
  timeoutMs: number;
}

export interface RouteOverride {
  country: Country;
  operator: Operator;
  providerId: ProviderId;
}

export interface ProviderSettings {
  callbackBaseUrl: string | null;
  pawapay: PawapaySettings | null;
  mtn: MtnSettings | null;
  routes: RouteOverride[];
}

/** Where the payments routes receive callbacks, relative to PAYMENTS_CALLBACK_BASE_URL. */
export const CALLBACK_PATHS = {
  pawapay: '/pawapay',
  mtn: '/mtn',
} as const;

export class ProviderConfigError extends Error {
  constructor(lines: string[]) {
    super(`Invalid payment provider configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`);
    this.name = 'ProviderConfigError';
  }
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const countrySchema = z.enum(['ZM', 'KE', 'UG', 'GH']);
const timeout = z.coerce.number().int().min(100).max(120_000).default(15_000);

const envSchema = z.object({
  PAYMENTS_CALLBACK_BASE_URL: z.url().optional(),
  PAWAPAY_API_TOKEN: optionalText,
  PAWAPAY_BASE_URL: z.url().default('https://api.sandbox.pawapay.io'),
  PAWAPAY_TIMEOUT_MS: timeout,
  PAWAPAY_STATEMENT_NAME: z
    .string()
    .regex(/^[A-Za-z0-9 ]{4,22}$/, 'must be 4-22 letters, digits or spaces')
    .default('Nyota'),
  PAWAPAY_CALLBACK_PUBLIC_KEYS: optionalText,
  PAWAPAY_SIGNING_KEY_ID: optionalText,
  PAWAPAY_SIGNING_PRIVATE_KEY: optionalText,
  PAWAPAY_SIGNING_ALG: z
    .enum(['ecdsa-p256-sha256', 'ecdsa-p384-sha384', 'ed25519', 'rsa-pss-sha512', 'rsa-v1_5-sha256'])
    .default('ecdsa-p256-sha256'),
  PAWAPAY_CALLBACK_SIGNATURES: z.enum(['required', 'optional']).default('optional'),
  MTN_BASE_URL: z.url().default('https://sandbox.momodeveloper.mtn.com'),
  MTN_TARGET_ENVIRONMENT: z.string().min(1).default('sandbox'),
  MTN_COUNTRY: countrySchema.default('ZM'),
  MTN_CURRENCY: optionalText,
  MTN_TIMEOUT_MS: timeout,
  MTN_COLLECTION_SUBSCRIPTION_KEY: optionalText,
  MTN_COLLECTION_API_USER: optionalText,
  MTN_COLLECTION_API_KEY: optionalText,
  MTN_DISBURSEMENT_SUBSCRIPTION_KEY: optionalText,
  MTN_DISBURSEMENT_API_USER: optionalText,
  MTN_DISBURSEMENT_API_KEY: optionalText,
  PAYMENT_ROUTES: optionalText,
});

const publicKeysSchema = z.array(z.object({ id: z.string().min(1), key: z.string().min(1) }));
const ROUTE_RE = /^(ZM|KE|UG|GH):(MTN|AIRTEL|ZAMTEL|MPESA|AIRTELTIGO|TELECEL)=(mtn|airtel|mpesa|pawapay|flutterwave|paystack)$/;

export function loadProviderSettings(source: NodeJS.ProcessEnv = process.env): ProviderSettings {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new ProviderConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const e = parsed.data;
  const errors: string[] = [];
  const callbackBaseUrl = e.PAYMENTS_CALLBACK_BASE_URL?.replace(/\/+$/, '') ?? null;

  let pawapay: PawapaySettings | null = null;
  if (e.PAWAPAY_API_TOKEN) {
    let callbackPublicKeys: PawapaySettings['callbackPublicKeys'] = [];
    if (e.PAWAPAY_CALLBACK_PUBLIC_KEYS) {
      try {
        callbackPublicKeys = publicKeysSchema.parse(JSON.parse(e.PAWAPAY_CALLBACK_PUBLIC_KEYS));
      } catch {
        errors.push('PAWAPAY_CALLBACK_PUBLIC_KEYS: must be a JSON array of {"id","key"}');
      }
    }
    const signingParts = [e.PAWAPAY_SIGNING_KEY_ID, e.PAWAPAY_SIGNING_PRIVATE_KEY].filter(Boolean).length;
    if (signingParts === 1) errors.push('PAWAPAY_SIGNING_KEY_ID, PAWAPAY_SIGNING_PRIVATE_KEY: set both or neither');
    pawapay = {
      baseUrl: e.PAWAPAY_BASE_URL,
      apiToken: e.PAWAPAY_API_TOKEN,
      timeoutMs: e.PAWAPAY_TIMEOUT_MS,
      statementName: e.PAWAPAY_STATEMENT_NAME,
      callbackPublicKeys,
      callbackAuthority: callbackBaseUrl ? new URL(callbackBaseUrl).host : null,
      signing:
        e.PAWAPAY_SIGNING_KEY_ID && e.PAWAPAY_SIGNING_PRIVATE_KEY
          ? {
              keyId: e.PAWAPAY_SIGNING_KEY_ID,
              privateKeyPem: e.PAWAPAY_SIGNING_PRIVATE_KEY.replace(/\\n/g, '\n'),
              alg: e.PAWAPAY_SIGNING_ALG,
            }
          : null,
      ...(e.PAWAPAY_CALLBACK_SIGNATURES === 'required' ? { requireSignedCallbacks: true } : {}),
    };
  }

  const collection = productCredentials(e, 'COLLECTION', errors);
  const disbursement = productCredentials(e, 'DISBURSEMENT', errors);
  const mtn: MtnSettings | null =
    collection || disbursement
      ? {
          baseUrl: e.MTN_BASE_URL,
          targetEnvironment: e.MTN_TARGET_ENVIRONMENT,
          country: e.MTN_COUNTRY,
          wireCurrency: e.MTN_CURRENCY ?? null,
          collection,
          disbursement,
          callbackUrl: callbackBaseUrl ? callbackBaseUrl + CALLBACK_PATHS.mtn : null,
          timeoutMs: e.MTN_TIMEOUT_MS,
        }
      : null;

  const routes: RouteOverride[] = [];
  for (const part of (e.PAYMENT_ROUTES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = ROUTE_RE.exec(part);
    if (!m) {
      errors.push(`PAYMENT_ROUTES: "${part}" is not COUNTRY:OPERATOR=provider (e.g. ZM:MTN=mtn)`);
      continue;
    }
    routes.push({ country: m[1] as Country, operator: m[2] as Operator, providerId: m[3] as ProviderId });
  }

  if (errors.length > 0) throw new ProviderConfigError(errors);
  return { callbackBaseUrl, pawapay, mtn, routes };
}

function productCredentials(
  e: z.infer<typeof envSchema>,
  product: 'COLLECTION' | 'DISBURSEMENT',
  errors: string[],
): MtnProductCredentials | null {
  const subscriptionKey = e[`MTN_${product}_SUBSCRIPTION_KEY`];
  const apiUser = e[`MTN_${product}_API_USER`];
  const apiKey = e[`MTN_${product}_API_KEY`];
  const present = [subscriptionKey, apiUser, apiKey].filter(Boolean).length;
  if (present === 0) return null;
  if (!subscriptionKey || !apiUser || !apiKey) {
    errors.push(`MTN_${product}_SUBSCRIPTION_KEY, MTN_${product}_API_USER, MTN_${product}_API_KEY: set all three or none`);
    return null;
  }
  return { subscriptionKey, apiUser, apiKey };
}
