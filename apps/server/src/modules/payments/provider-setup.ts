/**
 * Chooses the payment providers for this node: the configured ones when any credentials are set,
 * otherwise (embedded mode) the in-process sandbox, mounted at /sandbox and addressed over real
 * HTTP on this server's own port, exactly as the real providers would be. The port is known only
 * after listen, so the adapters are built on first use (RouterDirectory is lazy).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../platform/clock.js';
import {
  DEFAULT_MTN_API_KEY,
  DEFAULT_MTN_API_USER,
  DEFAULT_MTN_COLLECTION_KEY,
  DEFAULT_MTN_DISBURSEMENT_KEY,
  DEFAULT_PAWAPAY_TOKEN,
  DEFAULT_DARAJA_CONSUMER_KEY,
  DEFAULT_DARAJA_CONSUMER_SECRET,
  DEFAULT_DARAJA_SHORTCODE,
  registerSandbox,
  type Sandbox,
  type SandboxOptions,
} from '@nyota/sandbox';
import { CALLBACK_PREFIX } from './callbacks.routes.js';
import { RouterDirectory, type ProviderDirectory } from './provider-directory.js';
import type { ProviderSettings } from './providers/provider-config.js';
import { createProviderRouter } from './providers/provider-registry.js';
import type { Country } from './providers/provider-adapter.js';
import { PawapayStatementReader, type StatementPolling } from './providers/pawapay/pawapay-statements.js';
import type { StatementReader } from './statement-reader.js';
import { StatusCheckReader } from './status-check-reader.js';
import { DarajaC2bAdapter } from './providers/daraja/daraja-c2b-adapter.js';
import { darajaC2bFromEnv } from './providers/daraja/daraja-c2b-config.js';

export interface PaymentProviders {
  providers: ProviderDirectory;
  statements: () => readonly StatementReader[];
  /** Present in embedded mode. */
  sandbox?: Sandbox;
  /** M-Pesa paybill (Daraja C2B), Kenya only; built on first use. */
  payBill?: () => DarajaC2bAdapter | undefined;
}

/** The embedded sandbox's secret callback path segment (real deployments set DARAJA_C2B_CALLBACK_TOKEN). */
const SANDBOX_PAYBILL_TOKEN = 'sandbox-paybill-callback-token';

function once<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => (built ??= { value: build() }).value;
}

/** The sandbox completes a statement on its second status check: no need to wait long between them. */
const SANDBOX_STATEMENT_POLLING: StatementPolling = { intervalMs: 50, maxChecks: 40 };

/**
 * Reconciliation sources: pawaPay's statement of the market's country wallet, and per-intent
 * status checks for MTN MoMo (no statement API). Only for the providers configured.
 */
export function statementReaders(
  settings: Pick<ProviderSettings, 'pawapay' | 'mtn'>,
  country: Country,
  providers: ProviderDirectory,
  polling?: StatementPolling,
): StatementReader[] {
  const readers: StatementReader[] = [];
  if (settings.pawapay) readers.push(new PawapayStatementReader(settings.pawapay, country, polling));
  if (settings.mtn) readers.push(new StatusCheckReader('mtn', providers));
  return readers;
}

const MTN_ENVIRONMENTS: Record<Country, string> = { ZM: 'mtnzambia', UG: 'mtnuganda', GH: 'mtnghana', KE: 'sandbox' };

/** http://127.0.0.1:<port> of this server; only valid once it listens. */
export function ownBaseUrl(app: FastifyInstance): string {
  const addr = app.server.address() as AddressInfo | string | null;
  if (!addr || typeof addr === 'string') {
    throw new Error('The embedded payment sandbox is reached over HTTP: the server must be listening before the first payment.');
  }
  const host = addr.address === '::' || addr.address === '0.0.0.0' ? '127.0.0.1' : addr.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${addr.port}`;
}

/** Adapter settings pointing at the in-process sandbox with its default credentials. */
export function sandboxProviderSettings(
  base: string,
  sandbox: Sandbox,
  country: Country,
  routes: ProviderSettings['routes'],
): ProviderSettings {
  const prefix = `${base}${sandbox.options.prefix}`;
  const callbackBaseUrl = `${base}${CALLBACK_PREFIX}`;
  return {
    callbackBaseUrl,
    pawapay: {
      baseUrl: `${prefix}/pawapay`,
      apiToken: DEFAULT_PAWAPAY_TOKEN,
      timeoutMs: 15_000,
      statementName: 'Nyota',
      // Pinned: the sandbox's key is known in-process, no fetch of /v2/public-key/http needed.
      callbackPublicKeys: [{ id: sandbox.signingKey.keyId, key: sandbox.signingKey.publicKeyPem }],
      callbackAuthority: new URL(base).host,
      signing: null,
    },
    mtn: {
      baseUrl: `${prefix}/mtn`,
      targetEnvironment: MTN_ENVIRONMENTS[country],
      country,
      wireCurrency: null,
      collection: { subscriptionKey: DEFAULT_MTN_COLLECTION_KEY, apiUser: DEFAULT_MTN_API_USER, apiKey: DEFAULT_MTN_API_KEY },
      disbursement: { subscriptionKey: DEFAULT_MTN_DISBURSEMENT_KEY, apiUser: DEFAULT_MTN_API_USER, apiKey: DEFAULT_MTN_API_KEY },
      callbackUrl: `${callbackBaseUrl}/mtn`,
      timeoutMs: 15_000,
    },
    routes,
  };
}

export async function providersFor(
  app: FastifyInstance,
  config: AppConfig,
  clock: Clock,
  sandboxOptions: SandboxOptions = {},
): Promise<PaymentProviders> {
  const settings = config.payments;
  if (settings.pawapay || settings.mtn) {
    const providers = new RouterDirectory(() => createProviderRouter(settings, clock));
    const readers = statementReaders(settings, marketCountry(config), providers);
    const c2b = darajaC2bFromEnv(process.env);
    const payBill = c2b && config.market === 'ke' ? once(() => new DarajaC2bAdapter(c2b, clock)) : undefined;
    return { providers, statements: () => readers, ...(payBill ? { payBill } : {}) };
  }
  const sandbox = await registerSandbox(app, {
    clock,
    ...sandboxOptions,
    pawapay: {
      ...sandboxOptions.pawapay,
      callbackUrls: {
        deposit: `${CALLBACK_PREFIX}/pawapay/deposit`,
        payout: `${CALLBACK_PREFIX}/pawapay/payout`,
        refund: `${CALLBACK_PREFIX}/pawapay/refund`,
      },
    },
  });
  const country = marketCountry(config);
  const providers = new RouterDirectory(() =>
    createProviderRouter(sandboxProviderSettings(ownBaseUrl(app), sandbox, country, settings.routes), clock),
  );
  let readers: StatementReader[] | null = null;
  const statements = () => {
    readers ??= statementReaders(
      sandboxProviderSettings(ownBaseUrl(app), sandbox, country, settings.routes),
      country,
      providers,
      SANDBOX_STATEMENT_POLLING,
    );
    return readers;
  };
  const payBill = once(() => {
    const base = ownBaseUrl(app);
    const settings = {
      baseUrl: `${base}${sandbox.options.prefix}/daraja`,
      consumerKey: DEFAULT_DARAJA_CONSUMER_KEY,
      consumerSecret: DEFAULT_DARAJA_CONSUMER_SECRET,
      shortCode: DEFAULT_DARAJA_SHORTCODE,
      callbackBaseUrl: `${base}${CALLBACK_PREFIX}`,
      callbackToken: SANDBOX_PAYBILL_TOKEN,
      timeoutMs: 15_000,
    };
    return new DarajaC2bAdapter(settings, clock);
  });
  return { providers, statements, sandbox, ...(config.market === 'ke' ? { payBill } : {}) };
}

function marketCountry(config: AppConfig): Country {
  return config.market.toUpperCase() as Country;
}
