/**
 * Test harness: a sandbox on a real port (Fastify listening on port 0), a merchant callback
 * endpoint, and small clients that speak to them over HTTP like a provider adapter would. Time is a
 * ManualClock, so simulated time moves only when a test fast-forwards it through the control API.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { ManualClock } from './manual-clock.js';
import { registerSandbox, type Sandbox } from '../sandbox.js';
import {
  DEFAULT_MTN_API_KEY,
  DEFAULT_MTN_API_USER,
  DEFAULT_MTN_COLLECTION_KEY,
  DEFAULT_MTN_DISBURSEMENT_KEY,
  DEFAULT_PAWAPAY_TOKEN,
  type SandboxOptions,
} from '../sandbox-options.js';
import { CallbackReceiver } from './callback-receiver.js';

export interface Res<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Harness {
  app: FastifyInstance;
  sandbox: Sandbox;
  clock: ManualClock;
  /** http://127.0.0.1:<port>/sandbox */
  base: string;
  receiver: CallbackReceiver;
  receiverBase: string;
  control<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Res<T>>;
  pawapay<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Res<T>>;
  mtn<T = Record<string, unknown>>(method: string, path: string, opts?: MtnCall): Promise<Res<T>>;
  mtnToken(product: 'collection' | 'disbursement'): Promise<string>;
  /** Forget cached MTN tokens (they expire after an hour of simulated time). */
  dropTokens(): void;
  advance(ms: number): Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface MtnCall {
  product?: 'collection' | 'disbursement';
  body?: unknown;
  headers?: Record<string, string>;
  /** Omit the bearer token (token requests, unauthenticated probes). */
  noToken?: boolean;
}

async function call<T>(url: string, method: string, body: unknown, headers: Record<string, string>): Promise<Res<T>> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const res = await fetch(url, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export async function startHarness(options: SandboxOptions = {}): Promise<Harness> {
  const receiver = new CallbackReceiver();
  const receiverBase = await receiver.start();
  const clock = new ManualClock(new Date());
  const app = Fastify({ logger: false });
  const sandbox = await registerSandbox(app, {
    clock,
    ...options,
    pawapay: {
      callbackUrls: {
        deposit: `${receiverBase}/pawapay/deposit`,
        payout: `${receiverBase}/pawapay/payout`,
        refund: `${receiverBase}/pawapay/refund`,
      },
      ...options.pawapay,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}${sandbox.options.prefix}`;
  const tokens = new Map<string, string>();

  const h: Harness = {
    app,
    sandbox,
    clock,
    base,
    receiver,
    receiverBase,
    control: (method, path, body) => call(`${base}/control${path}`, method, body, {}),
    pawapay: (method, path, body, headers) =>
      call(`${base}/pawapay${path}`, method, body, { authorization: `Bearer ${DEFAULT_PAWAPAY_TOKEN}`, ...headers }),
    mtnToken: async (product) => {
      const cached = tokens.get(product);
      if (cached) return cached;
      const res = await call<{ access_token: string }>(`${base}/mtn/${product}/token/`, 'POST', undefined, {
        authorization: `Basic ${Buffer.from(`${DEFAULT_MTN_API_USER}:${DEFAULT_MTN_API_KEY}`).toString('base64')}`,
        'ocp-apim-subscription-key': product === 'collection' ? DEFAULT_MTN_COLLECTION_KEY : DEFAULT_MTN_DISBURSEMENT_KEY,
      });
      if (res.status !== 200) throw new Error(`MTN token: HTTP ${res.status} ${res.text}`);
      tokens.set(product, res.body.access_token);
      return res.body.access_token;
    },
    dropTokens: () => tokens.clear(),
    mtn: async (method, path, opts = {}) => {
      const product = opts.product ?? (path.startsWith('/disbursement') ? 'disbursement' : 'collection');
      const headers: Record<string, string> = {
        'ocp-apim-subscription-key': product === 'collection' ? DEFAULT_MTN_COLLECTION_KEY : DEFAULT_MTN_DISBURSEMENT_KEY,
        'x-target-environment': 'mtnzambia',
      };
      if (!opts.noToken) headers['authorization'] = `Bearer ${await h.mtnToken(product)}`;
      return call(`${base}/mtn${path}`, method, opts.body, { ...headers, ...opts.headers });
    },
    advance: async (ms) => {
      const res = await h.control('POST', '/clock/advance', { ms });
      if (res.status !== 200) throw new Error(`advance: HTTP ${res.status} ${res.text}`);
    },
    reset: async () => {
      await sandbox.flush();
      await h.control('POST', '/reset');
      sandbox.store.data.pawapay.callbackUrls = {
        deposit: `${receiverBase}/pawapay/deposit`,
        payout: `${receiverBase}/pawapay/payout`,
        refund: `${receiverBase}/pawapay/refund`,
      };
      tokens.clear();
      receiver.clear();
    },
    close: async () => {
      await app.close();
      await receiver.close();
    },
  };
  return h;
}

/** A pawaPay v2 deposit body. */
export function depositBody(id: string, msisdn = '260961234567', extra: Record<string, unknown> = {}): Record<string, unknown> {
  const provider = extra['provider'] ?? 'MTN_MOMO_ZMB';
  const rest = { ...extra };
  delete rest['provider'];
  return {
    depositId: id,
    amount: '15',
    currency: 'ZMW',
    payer: { type: 'MMO', accountDetails: { phoneNumber: msisdn, provider } },
    customerMessage: 'Nyota deposit',
    clientReferenceId: `ref-${id.slice(0, 8)}`,
    metadata: [{ orderId: `ord-${id.slice(0, 8)}` }, { customerId: 'player-1', isPII: true }],
    ...rest,
  };
}

/** A pawaPay v2 payout body. */
export function payoutBody(id: string, msisdn = '260961234567', extra: Record<string, unknown> = {}): Record<string, unknown> {
  const provider = extra['provider'] ?? 'MTN_MOMO_ZMB';
  const rest = { ...extra };
  delete rest['provider'];
  return {
    payoutId: id,
    amount: '50',
    currency: 'ZMW',
    recipient: { type: 'MMO', accountDetails: { phoneNumber: msisdn, provider } },
    customerMessage: 'Nyota winnings',
    ...rest,
  };
}

/** An MTN RequestToPay / Transfer body. */
export function mtnBodyFor(
  party: 'payer' | 'payee',
  msisdn: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    amount: '100',
    currency: 'ZMW',
    externalId: 'ext-1',
    [party]: { partyIdType: 'MSISDN', partyId: msisdn },
    payerMessage: 'Nyota deposit',
    payeeNote: 'Thank you',
    ...extra,
  };
}
