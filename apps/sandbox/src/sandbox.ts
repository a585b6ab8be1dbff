/**
 * The payment-provider sandbox: simulated pawaPay Merchant API v2 and MTN MoMo Open API speaking
 * their real wire protocols, a simulated handset (/phone) where prompts wait for the payer, and a
 * control API (/control) to steer every failure mode the payments code must survive.
 *
 * Mounted under one prefix (default /sandbox):
 *   <prefix>/pawapay/...   pawaPay v2 (adapter base URL http://host:port/sandbox/pawapay)
 *   <prefix>/mtn/...       MTN MoMo   (adapter base URL http://host:port/sandbox/mtn)
 *   <prefix>/phone         the handset page; <prefix>/control/... the control API
 *
 * Embedded: `await registerSandbox(app, options)` inside the app. Standalone: `npm run sandbox`
 * (main.ts, SANDBOX_PORT, default 8090). README.md lists defaults, endpoints and magic numbers.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Accounts } from './core/accounts.js';
import { CallbackDispatcher } from './core/callbacks.js';
import { SimClock } from './core/clock.js';
import { FaultBook } from './core/faults.js';
import { installParsers } from './core/http.js';
import { Lifecycle } from './core/lifecycle.js';
import { Scheduler } from './core/scheduler.js';
import { loadSnapshot, SnapshotWriter } from './core/snapshot.js';
import { initialMerchants, SandboxStore } from './core/store.js';
import type { SandboxData } from './core/types.js';
import { registerControlRoutes } from './control/control.routes.js';
import { registerIntentControlRoutes } from './control/control-intents.routes.js';
import { registerMerchantControlRoutes } from './control/control-merchants.routes.js';
import { MtnAuth } from './mtn/mtn.auth.js';
import { mtnCallbackBuilder, mtnHooks } from './mtn/mtn.callbacks.js';
import { MtnEngine } from './mtn/mtn.engine.js';
import { registerMtnRoutes } from './mtn/mtn.routes.js';
import { pawapayCallbackBuilder, pawapayHooks } from './pawapay/pawapay.callbacks.js';
import { PawapayEngine } from './pawapay/pawapay.engine.js';
import { registerPawapayRoutes } from './pawapay/pawapay.routes.js';
import { PawapayStatements } from './pawapay/statements.js';
import { registerPawapayStatementRoutes, registerStatementFileRoute } from './pawapay/statements.routes.js';
import { generateSigningKey, loadSigningKey, type SigningKey } from './pawapay/pawapay.signing.js';
import { registerPhoneRoutes } from './phone/phone.routes.js';
import { DarajaC2b, registerDarajaControlRoutes, registerDarajaRoutes } from './daraja/daraja.c2b.js';
import { resolveOptions, type ResolvedOptions, type SandboxOptions } from './sandbox-options.js';

/** pawaPay keeps retrying a failed callback for about fifteen minutes; MTN never retries. */
const PAWAPAY_RETRY_DELAYS_MS = [30_000, 120_000, 300_000, 450_000];

export interface Sandbox {
  readonly options: ResolvedOptions;
  readonly store: SandboxStore;
  readonly clock: SimClock;
  readonly scheduler: Scheduler;
  readonly lifecycle: Lifecycle;
  readonly dispatcher: CallbackDispatcher;
  readonly accounts: Accounts;
  readonly faults: FaultBook;
  readonly pawapay: PawapayEngine;
  readonly mtn: MtnEngine;
  readonly mtnAuth: MtnAuth;
  /** Daraja C2B: a customer paying the paybill from their phone. */
  readonly daraja: DarajaC2b;
  readonly signingKey: Pick<SigningKey, 'keyId' | 'publicKeyPem'>;
  /** Register with `{ prefix }` (registerSandbox does). Not wrapped in fastify-plugin: it keeps its own parsers and error handlers. */
  readonly plugin: FastifyPluginAsync;
  /** Runs everything due now and waits for callbacks in flight. */
  flush(): Promise<void>;
  /** Fast-forwards simulated time, then flushes. */
  advance(ms: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

export function createSandbox(input: SandboxOptions = {}): Sandbox {
  const options = resolveOptions(input);
  const store = new SandboxStore(options);
  const { key, writer } = restoreState(options, store);

  let server: Server | undefined;
  let logError: (err: unknown, msg: string) => void = (err, msg) => process.stderr.write(`${msg}: ${String(err)}\n`);
  const resolveUrl = (url: string): string => {
    if (!url.startsWith('/')) return url;
    if (options.selfBaseUrl) return new URL(url, options.selfBaseUrl).toString();
    const addr = server?.address() as AddressInfo | null | undefined;
    const host = !addr || addr.address === '::' || addr.address === '0.0.0.0' ? '127.0.0.1' : addr.address;
    const hostPart = host.includes(':') ? `[${host}]` : host;
    return `http://${hostPart}:${addr?.port ?? 80}${url}`;
  };

  const clock = new SimClock(options.clock, store);
  const scheduler = new Scheduler(store, clock, (err, task) => logError(err, `sandbox task ${task.kind} ${task.ref} failed`));
  const accounts = new Accounts(store, options);
  const lifecycle = new Lifecycle(store, clock, scheduler, accounts, options.timing);
  const dispatcher = new CallbackDispatcher(store, clock, scheduler, {
    timeoutMs: options.timing.callbackTimeoutMs,
    retryDelaysMs: { pawapay: PAWAPAY_RETRY_DELAYS_MS, mtn: [] },
    resolveUrl,
  });

  const { pawapay, statements, statementDeps, mtnAuth, mtn, daraja, faults } = wireProviders(
    { store, clock, lifecycle, dispatcher, accounts, key, options },
    resolveUrl,
  );

  const flush = async (): Promise<void> => {
    for (;;) {
      const ran = scheduler.runDue();
      await dispatcher.idle();
      if (ran === 0) break;
    }
    writer?.changed();
  };

  let closed = false;
  const sandbox: Sandbox = {
    options,
    store,
    clock,
    scheduler,
    lifecycle,
    dispatcher,
    accounts,
    faults,
    pawapay,
    mtn,
    mtnAuth,
    daraja,
    signingKey: { keyId: key.keyId, publicKeyPem: key.publicKeyPem },
    flush,
    advance: async (ms) => {
      clock.advance(ms);
      await flush();
    },
    reset: () => {
      scheduler.cancel(() => true);
      store.reset();
      daraja.reset();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      scheduler.stop();
      await dispatcher.idle();
      writer?.flush();
    },
    plugin: async (app: FastifyInstance) => {
      server = app.server;
      logError = (err, msg) => app.log.error({ err }, msg);
      await mountSandbox(app, sandbox, { key, statements, statementDeps, writer });
    },
  };
  return sandbox;
}

/**
 * Mounts a new sandbox on `app` under options.prefix (default /sandbox) and returns it. Refuses
 * under NODE_ENV=production: the control API is unauthenticated and moves simulated money.
 */
export async function registerSandbox(app: FastifyInstance, opts: SandboxOptions = {}): Promise<Sandbox> {
  const sandbox = createSandbox(opts);
  if (process.env['NODE_ENV'] === 'production' && !sandbox.options.allowInProduction) {
    throw new Error('The payment sandbox must not run in production (set allowInProduction to override).');
  }
  await app.register(sandbox.plugin, { prefix: sandbox.options.prefix });
  return sandbox;
}

/** The sandbox's state and signing key from its snapshot file when there is one, else fresh. */
function restoreState(options: ResolvedOptions, store: SandboxStore): { key: SigningKey; writer: SnapshotWriter | undefined } {
  const snapshot = options.snapshotFile ? loadSnapshot(options.snapshotFile) : null;
  if (snapshot) {
    // A snapshot written before merchants existed has none: the configured ones apply.
    const merchants: SandboxData['pawapay']['merchants'] | undefined = snapshot.data.pawapay.merchants;
    store.replace({ ...snapshot.data, pawapay: { ...snapshot.data.pawapay, merchants: merchants ?? initialMerchants(options) } });
  }
  const key = snapshot
    ? loadSigningKey(snapshot.signingKeyPem, options.pawapay.keyId)
    : generateSigningKey(options.pawapay.keyId);
  const writer = options.snapshotFile ? new SnapshotWriter(options.snapshotFile, store, key.privateKeyPem) : undefined;
  return { key, writer };
}

interface MountParts {
  key: SigningKey;
  statements: PawapayStatements;
  statementDeps: Parameters<typeof registerPawapayStatementRoutes>[1];
  writer: SnapshotWriter | undefined;
}

/** Mounts the sandbox's routes (providers, phone, statements, control) on the app and starts its scheduler. */
async function mountSandbox(app: FastifyInstance, sandbox: Sandbox, parts: MountParts): Promise<void> {
  const { key, statements, statementDeps, writer } = parts;
  installParsers(app);
  app.setErrorHandler((err: { statusCode?: number; message?: string }, _req, reply) =>
    reply.code(err.statusCode && err.statusCode < 500 ? err.statusCode : 500).send({ error: err.message ?? 'error' }),
  );
  app.setNotFoundHandler((req, reply) => reply.code(404).send({ error: `No sandbox endpoint ${req.method} ${req.url}` }));
  app.addHook('onResponse', async () => writer?.changed());
  app.addHook('onClose', async () => sandbox.close());
  const { faults, flush, store, accounts, pawapay, clock, mtn, mtnAuth, scheduler, options } = sandbox;
  const faultDeps = { faults, flush };
  await app.register(
    async (sub) => {
      registerPawapayRoutes(sub, {
        ...faultDeps,
        store,
        accounts,
        engine: pawapay,
        key,
        clock,
      });
      registerPawapayStatementRoutes(sub, statementDeps);
    },
    {
      prefix: '/pawapay',
    },
  );
  await app.register(async (sub) => registerMtnRoutes(sub, { ...faultDeps, engine: mtn, auth: mtnAuth }), { prefix: '/mtn' });
  await app.register(async (sub) => registerPhoneRoutes(sub, sandbox), { prefix: '/phone' });
  await app.register(async (sub) => registerDarajaRoutes(sub, sandbox.daraja), { prefix: '/daraja' });
  registerStatementFileRoute(app, statements);
  await app.register(
    async (sub) => {
      registerControlRoutes(sub, sandbox);
      registerIntentControlRoutes(sub, sandbox);
      registerMerchantControlRoutes(sub, sandbox);
      registerDarajaControlRoutes(sub, sandbox.daraja);
    },
    { prefix: '/control' },
  );
  scheduler.start(options.tickMs, () => writer?.changed());
}

interface CoreParts {
  store: SandboxStore;
  clock: SimClock;
  lifecycle: Lifecycle;
  dispatcher: CallbackDispatcher;
  accounts: Accounts;
  key: SigningKey;
  options: ResolvedOptions;
}

/** The pawaPay and MTN simulators (hooked into the shared lifecycle and callback dispatcher), Daraja C2B and the fault book. */
function wireProviders(core: CoreParts, resolveUrl: (url: string) => string) {
  const { store, clock, lifecycle, dispatcher, accounts, key, options } = core;
  const pawapay = new PawapayEngine({ store, clock, lifecycle, dispatcher, accounts });
  const pawapayDeps = { store, clock, dispatcher, engine: pawapay, key, encoding: options.pawapay.signatureEncoding, resolveUrl };
  lifecycle.register('pawapay', pawapayHooks(pawapayDeps));
  dispatcher.register('pawapay', pawapayCallbackBuilder(pawapayDeps));
  const statements = new PawapayStatements(store, clock);
  const statementDeps = { statements, absoluteUrl: (path: string) => resolveUrl(`${options.prefix}${path}`) };

  const mtnAuth = new MtnAuth(store, clock, options.mtn);
  const mtn = new MtnEngine({ store, clock, lifecycle, accounts, auth: mtnAuth, options: options.mtn });
  const mtnDeps = { store, dispatcher, method: options.mtn.callbackMethod };
  lifecycle.register('mtn', mtnHooks(mtnDeps));
  dispatcher.register('mtn', mtnCallbackBuilder(mtnDeps));
  const daraja = new DarajaC2b(() => clock.now(), options.timing.callbackTimeoutMs);
  return { pawapay, statements, statementDeps, mtnAuth, mtn, daraja, faults: new FaultBook(store) };
}
