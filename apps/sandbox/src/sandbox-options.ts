/**
 * What a sandbox can be told at creation. Every field has a default so `createSandbox()` alone gives
 * a working pawaPay + MTN simulator; the defaults (tokens, keys, API user) are documented in
 * README.md because the payment adapters must be configured with the same values.
 */
import { systemClock, type Clock } from './core/clock.js';
import type { MtnApiUser, PawapayMerchant } from './core/types.js';

export interface SandboxTiming {
  /** Accepted → the prompt reaches the handset. */
  submitDelayMs: number;
  /** Magic sandbox numbers resolve on their own after this long (no handset involved). */
  magicDelayMs: number;
  /** An unanswered prompt fails after this long (MTN documents about five minutes). */
  promptTimeoutMs: number;
  /** A payout or refund completes this long after acceptance. */
  payoutDelayMs: number;
  /** A final status is called back this long after it is reached. */
  callbackDelayMs: number;
  /** IN_RECONCILIATION resolves after this long unless told otherwise. */
  reconciliationMs: number;
  /** When set, every prompt approves itself after this long (load tests, demos). */
  autoApproveAfterMs: number | null;
  /** Real milliseconds a callback POST may take before it counts as failed. */
  callbackTimeoutMs: number;
}

export interface SandboxOptions {
  /** The platform clock; simulated time is this plus the fast-forward offset. */
  clock?: Clock;
  /** Where registerSandbox mounts everything (default /sandbox). */
  prefix?: string;
  /** Base for callback URLs given as a path ("/payments/..."); default: this server's own address. */
  selfBaseUrl?: string;
  /** Load state from and save it to this JSON file (optional; state is in memory otherwise). */
  snapshotFile?: string;
  /** Real milliseconds between runs of due work. */
  tickMs?: number;
  timing?: Partial<SandboxTiming>;
  /** New subscribers' wallet balance, in hundredths (default 10,000.00). */
  subscriberBalanceMinor?: number;
  /** Opening merchant float per account and currency, in hundredths (default 1,000,000.00). */
  floatMinor?: number;
  pawapay?: {
    /** Tokens of the one default merchant (ignored when `merchants` is given). */
    apiTokens?: string[];
    /**
     * Merchant accounts, each with its own tokens and signed-requests setting; default: one merchant
     * `default` with `apiTokens`, company "Nyota (sandbox)", unsigned requests accepted.
     */
    merchants?: Array<Pick<PawapayMerchant, 'id' | 'apiTokens'> & Partial<PawapayMerchant>>;
    callbackUrls?: { deposit?: string; payout?: string; refund?: string };
    signedCallbacks?: boolean;
    keyId?: string;
    /** pawaPay's own samples use DER ECDSA signatures; RFC 9421 strictly says raw r||s (ieee-p1363). */
    signatureEncoding?: 'der' | 'ieee-p1363';
  };
  mtn?: {
    subscriptionKeys?: { collection?: string[]; disbursement?: string[] };
    apiUsers?: MtnApiUser[];
    tokenTtlSeconds?: number;
    /** X-Target-Environment → currencies it accepts. */
    targetEnvironments?: Record<string, string[]>;
    callbackMethod?: 'PUT' | 'POST';
  };
  /** registerSandbox refuses to mount under NODE_ENV=production unless this is true. */
  allowInProduction?: boolean;
}

export interface ResolvedOptions {
  clock: Clock;
  prefix: string;
  selfBaseUrl: string | undefined;
  snapshotFile: string | undefined;
  tickMs: number;
  timing: SandboxTiming;
  subscriberBalanceMinor: number;
  floatMinor: number;
  pawapay: {
    merchants: PawapayMerchant[];
    callbackUrls: { deposit?: string; payout?: string; refund?: string };
    signedCallbacks: boolean;
    keyId: string;
    signatureEncoding: 'der' | 'ieee-p1363';
  };
  mtn: {
    subscriptionKeys: { collection: string[]; disbursement: string[] };
    apiUsers: MtnApiUser[];
    tokenTtlSeconds: number;
    targetEnvironments: Record<string, string[]>;
    callbackMethod: 'PUT' | 'POST';
  };
  allowInProduction: boolean;
}

export const DEFAULT_PAWAPAY_TOKEN = 'sandbox-pawapay-token';
export const DEFAULT_PAWAPAY_MERCHANT = 'default';
export const DEFAULT_PAWAPAY_COMPANY = 'Nyota (sandbox)';
export const DEFAULT_PAWAPAY_KEY_ID = 'HTTP_EC_P256_KEY:1';
export const DEFAULT_MTN_COLLECTION_KEY = 'sandbox-mtn-collection-key';
export const DEFAULT_MTN_DISBURSEMENT_KEY = 'sandbox-mtn-disbursement-key';
export const DEFAULT_MTN_API_USER = 'f3c1a2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b';
export const DEFAULT_MTN_API_KEY = 'sandbox-mtn-api-key';

export const DEFAULT_TIMING: SandboxTiming = {
  submitDelayMs: 300,
  magicDelayMs: 1500,
  promptTimeoutMs: 5 * 60_000,
  payoutDelayMs: 2000,
  callbackDelayMs: 250,
  reconciliationMs: 60_000,
  autoApproveAfterMs: null,
  callbackTimeoutMs: 5000,
};

export function resolveOptions(o: SandboxOptions = {}): ResolvedOptions {
  return {
    clock: o.clock ?? systemClock,
    prefix: o.prefix ?? '/sandbox',
    selfBaseUrl: o.selfBaseUrl,
    snapshotFile: o.snapshotFile,
    tickMs: o.tickMs ?? 25,
    timing: { ...DEFAULT_TIMING, ...o.timing },
    subscriberBalanceMinor: o.subscriberBalanceMinor ?? 1_000_000,
    floatMinor: o.floatMinor ?? 100_000_000,
    pawapay: {
      merchants: (
        o.pawapay?.merchants ?? [{ id: DEFAULT_PAWAPAY_MERCHANT, apiTokens: o.pawapay?.apiTokens ?? [DEFAULT_PAWAPAY_TOKEN] }]
      ).map((m) => ({
        id: m.id,
        apiTokens: [...m.apiTokens],
        companyName: m.companyName ?? DEFAULT_PAWAPAY_COMPANY,
        signedRequestsOnly: m.signedRequestsOnly ?? false,
        publicKeys: (m.publicKeys ?? []).map((k) => ({ ...k })),
      })),
      callbackUrls: { ...o.pawapay?.callbackUrls },
      signedCallbacks: o.pawapay?.signedCallbacks ?? true,
      keyId: o.pawapay?.keyId ?? DEFAULT_PAWAPAY_KEY_ID,
      signatureEncoding: o.pawapay?.signatureEncoding ?? 'der',
    },
    mtn: {
      subscriptionKeys: {
        collection: o.mtn?.subscriptionKeys?.collection ?? [DEFAULT_MTN_COLLECTION_KEY],
        disbursement: o.mtn?.subscriptionKeys?.disbursement ?? [DEFAULT_MTN_DISBURSEMENT_KEY],
      },
      apiUsers: o.mtn?.apiUsers ?? [{ id: DEFAULT_MTN_API_USER, apiKey: DEFAULT_MTN_API_KEY }],
      tokenTtlSeconds: o.mtn?.tokenTtlSeconds ?? 3600,
      targetEnvironments: o.mtn?.targetEnvironments ?? {
        sandbox: ['EUR'],
        mtnzambia: ['ZMW'],
        mtnuganda: ['UGX'],
        mtnghana: ['GHS'],
      },
      callbackMethod: o.mtn?.callbackMethod ?? 'PUT',
    },
    allowInProduction: o.allowInProduction ?? false,
  };
}
