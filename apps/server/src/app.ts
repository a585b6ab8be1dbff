/**
 * buildApp(config, deps) assembles one node: HTTP under the service prefixes, the /im socket,
 * health and metrics, the API docs and the built web app. Tests build it the same way.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import cors from '@fastify/cors';
import type { AppConfig } from './config.js';
import type { MarketPreset } from '@nyota/contract/markets';
import { marketOf, servedMarketOf } from './markets.js';
import type { DatabaseHandle } from './platform/db/database.js';
import type { EventBus } from './platform/bus/event-bus.js';
import { systemClock, type Clock } from './platform/clock.js';
import { installEnvelopeHandlers } from './platform/http/envelope.js';
import { loggerOptions, type LogStream } from './platform/observability/logger.js';
import { ShortRequestLines } from './platform/observability/dev-log.js';
import { defaultNodeId, registerObservability } from './platform/observability/observability.routes.js';
import { registerRateLimit } from './platform/http/rate-limit.js';
import { registerSecurityHeaders, securityHeaderOptions } from './platform/http/security-headers.js';
import { registerPublicReadCaching } from './platform/http/public-caching.js';
import { registerDocs } from './platform/http/docs.routes.js';
import { registerWeb } from './platform/http/web.routes.js';
import type { SmsSender } from './modules/sms/sms-sender.js';
import { createSmsSender } from './modules/sms/sms.service.js';
import { registerDevSmsPage } from './modules/sms/dev-sms.routes.js';
import { SessionsService } from './modules/sessions/sessions.service.js';
import { createAuthModule } from './modules/auth/auth.module.js';
import { LedgerService } from './modules/ledger/ledger.service.js';
import { registerLedgerRoutes } from './modules/ledger/ledger.routes.js';
import { registerConfigRoutes } from './modules/config/config.routes.js';
import { registerRealtime } from './platform/realtime/realtime.gateway.js';
import { fanOutMetrics } from './platform/realtime/fan-out-metrics.js';
import { createPaymentsModule, type PaymentsModule } from './modules/payments/payments.module.js';
import { RecordsRepo } from './modules/records/records.repo.js';
import { RecordsService } from './modules/records/records.service.js';
import { registerRecordRoutes } from './modules/records/records.routes.js';
import { createUploadsModule } from './modules/uploads/uploads.module.js';
import { createAppealsModule } from './modules/appeals/appeals.module.js';
import { registerGameCentre } from './modules/games/centre/index.js';
import { createPerBetGamesModule } from './modules/games/seeds/per-bet-games.module.js';
import { createFootballModule, type FootballModule } from './modules/games/football/football.module.js';
import { footballTiming } from './modules/games/football/football-config.js';
import { createCrashModule, type CrashModule } from './modules/games/crash/crash.module.js';
import { registerChainSaltRoutes } from './modules/games/chain-salt/chain-salt.routes.js';
import { ChainSaltService } from './modules/games/chain-salt/chain-salt.service.js';
import { crashSaltedChains } from './modules/games/crash/crash-chain.js';
import { providersFor, type PaymentProviders } from './modules/payments/provider-setup.js';
import type { SandboxOptions } from './sandbox/sandbox-options.js';
import { createLeaderLock } from './platform/jobs/leader-lock.js';
import { PlayGate } from './modules/play-gate/play-gate.js';
import { Scheduler } from './platform/jobs/scheduler.js';
import { createStaffModule, type StaffModuleDeps } from './modules/staff/index.js';
import { registerConsole } from './platform/http/console.routes.js';

export interface AppDeps {
  database: DatabaseHandle;
  bus: EventBus;
  clock?: Clock;
  /** Overrides the SMS sender the config names (tests capture codes this way). */
  sms?: SmsSender;
  /** A name for this node in logs and metrics (tests run two). */
  nodeId?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Replaces the configured (or embedded sandbox) payment providers, e.g. a recording fake in tests. */
  payments?: PaymentProviders;
  /** Options for the embedded payment sandbox (tests shorten its delays). */
  sandbox?: SandboxOptions;
}

/** Form bodies and JSON are small; uploads get their own limit later. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(config, deps.logStream);

  const db = deps.database.db;
  const clock = deps.clock ?? systemClock;
  const market = marketOf(config);
  const servedMarket = servedMarketOf(config);

  await installHttpLayer(app, config);
  // Before any route: app.metrics is used by modules, and the rate limit attaches to routes as they are added.
  registerObservability(app, { database: deps.database, bus: deps.bus, nodeId: deps.nodeId ?? defaultNodeId() });
  await registerRateLimit(app, { max: config.rateLimitPerMinute, metrics: app.metrics });
  // Before any route: modules mark their public reads cacheable (ETag, 304, Cache-Control) as they register.
  registerPublicReadCaching(app);

  const sessions = new SessionsService(db, deps.bus, clock);
  const sms = deps.sms ?? createSmsSender(config.sms, db, app.log);
  // The outbox shows one-time codes in full: a development tool, never served in production.
  if (config.sms.provider === 'outbox' && config.env !== 'production') registerDevSmsPage(app, { db });
  // accounts.selfExclusion.isSelfExcluded is the check later money and game modules need.
  // The only code that changes a balance; other modules get it from here.
  const ledger = new LedgerService({ db, bus: deps.bus, log: app.log });
  // "May this member stake now?", asked by every game as a stake is taken; self-exclusion feeds it.
  const playGate = new PlayGate(app.log);
  const accounts = createAuthModule({
    db,
    market,
    clock,
    sms,
    sessions,
    log: app.log,
    balances: ledger,
    playGate,
    loginLimits: config.loginLimits,
    otpLimits: config.otpLimits,
  });
  accounts.register(app);
  registerLedgerRoutes(app, ledger, sessions);
  registerConfigRoutes(app, { db, clock, sessions, market: servedMarket });
  // Real providers when credentials are configured; otherwise the in-process sandbox (embedded mode).
  const paymentProviders = deps.payments ?? (await providersFor(app, config, clock, deps.sandbox));
  const payments = createPaymentsModule({
    db,
    bus: deps.bus,
    market,
    clock,
    ledger,
    selfExclusion: accounts.selfExclusion,
    sessions,
    ...paymentProviders,
    log: app.log,
    callbackLimits: config.callbackLimits,
  });
  await payments.register(app);
  const records = new RecordsService({ db, repo: new RecordsRepo(), clock, timeZone: market.timeZone });
  registerRecordRoutes(app, records, sessions);
  // Appeal screenshots live beside the embedded database, never under the web root.
  const uploads = createUploadsModule({ db, clock, sessions, dir: path.resolve(config.dataDir, 'uploads') });
  await uploads.register(app);
  createAppealsModule({ db, clock, records, uploads: uploads.service, sessions }).register(app);
  const { football, crash } = registerGames(app, {
    db,
    bus: deps.bus,
    ledger,
    clock,
    market,
    sessions,
    playGate,
    nodeId: deps.nodeId ?? defaultNodeId(),
    config,
  });
  if (config.jobsEnabled) runLeaderJobs(app, deps.database, { payments, football, crash });
  await registerStaffSide(app, { db, clock }, config.consoleDist);
  await registerRealtimeGateway(app, config, deps.bus, sessions);
  await registerDocs(app);
  // Last: its catch-all serves index.html for deep links that no route above claims.
  await registerWeb(app, config.webDist, servedMarket);

  return app;
}

/** The staff API (modules/staff) and the staff console app it serves at /console/. */
async function registerStaffSide(app: FastifyInstance, deps: StaffModuleDeps, consoleDist: string | null): Promise<void> {
  createStaffModule(deps).register(app);
  await registerConsole(app, consoleDist);
}

/** The envelope, cookies, form bodies, security headers and CORS every route relies on. */
async function installHttpLayer(app: FastifyInstance, config: AppConfig): Promise<void> {
  installEnvelopeHandlers(app, { answerChecks: config.answerChecks });
  // The session cookie's CSRF check trusts these origins besides the app's own host.
  app.decorate('trustedOrigins', config.corsOrigins);
  app.decorate('cookieDomain', config.cookieDomain);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  registerSecurityHeaders(app, securityHeaderOptions(config.env === 'production'));
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false, credentials: true });
}

interface GamesDeps {
  db: DatabaseHandle['db'];
  bus: EventBus;
  ledger: LedgerService;
  clock: Clock;
  market: MarketPreset;
  sessions: SessionsService;
  playGate: PlayGate;
  nodeId: string;
  config: AppConfig;
}

/** The game centre, the per-bet games, football, crash and the chain salts they share. */
function registerGames(app: FastifyInstance, g: GamesDeps): { football: FootballModule; crash: CrashModule } {
  const { db, ledger, clock, market, sessions, playGate, config } = g;
  registerGameCentre(app, { db, clock, market, sessions });
  createPerBetGamesModule({ db, ledger, clock, sessions, gate: playGate }).register(app);
  // Chains made on demand get a development salt except in production, where every chain waits for
  // its announced public salt (modules/games/chain-salt).
  const devSalt = config.env !== 'production';
  const football = createFootballModule({
    db,
    ledger,
    clock,
    sessions,
    log: app.log,
    gate: playGate,
    timing: footballTiming(config.footballRoundMs),
    devSalt,
  });
  football.register(app);
  const crash = createCrashModule({
    db,
    bus: g.bus,
    ledger,
    clock,
    market,
    sessions,
    log: app.log,
    nodeId: g.nodeId,
    gate: playGate,
    timing: config.crash,
    devSalt,
  });
  crash.register(app);
  const chainSalts = new ChainSaltService(db, clock, [crashSaltedChains(() => clock.now()), football.chain]);
  registerChainSaltRoutes(app, chainSalts, sessions);
  return { football, crash };
}

/** Leader-only work: the payment poller and reconciliation, football's rounds and the crash loop. */
function runLeaderJobs(
  app: FastifyInstance,
  database: DatabaseHandle,
  m: { payments: PaymentsModule; football: FootballModule; crash: CrashModule },
): void {
  const { payments, football, crash } = m;
  // Leader-only: the payment poller and reconciliation run on one node at a time.
  const leader = createLeaderLock(database, { log: app.log });
  const scheduler = new Scheduler(leader, app.log);
  payments.schedule(scheduler);
  football.schedule(scheduler);
  app.addHook('onReady', async () => scheduler.start());
  // The crash loop keeps its round in memory: it runs while this node holds the leader lock.
  app.addHook('onReady', async () => crash.lead(leader));
  app.addHook('onClose', async () => crash.stop());
  app.addHook('onClose', async () => scheduler.stop());
}

function createFastify(config: AppConfig, logStream: LogStream | undefined): FastifyInstance {
  return Fastify({
    logger: loggerOptions(config, logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Hop count: trust only as many X-Forwarded-For entries as there are proxies in front of us.
    trustProxy: (_addr: string, hop: number) => hop < config.trustProxyHops,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    // Development prints one short line per request (dev-log.ts); elsewhere pino's JSON lines.
    ...(config.env === 'development' ? { logController: new ShortRequestLines() } : {}),
  });
}

/** /im with its metrics and the watch-socket cap. */
async function registerRealtimeGateway(
  app: FastifyInstance,
  config: AppConfig,
  bus: EventBus,
  sessions: SessionsService,
): Promise<void> {
  await registerRealtime(app, {
    bus,
    sessions,
    onConnectionsChange: (open) => app.metrics.gauge('ws_connections', 'Open /im sockets').set(open),
    onFanOut: fanOutMetrics(app.metrics),
    watchSocketsPerIp: config.watchSocketsPerIp,
    trustProxyHops: config.trustProxyHops,
  });
}
