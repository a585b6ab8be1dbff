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
import { createSessionsModule, type SessionsService } from './modules/sessions/index.js';
import { createSmsModule, type SmsSender } from './modules/sms/index.js';
import { createLedgerModule, type LedgerService } from './modules/ledger/index.js';
import { createPlayGateModule, type PlayGate } from './modules/play-gate/index.js';
import { createResponsibleGamblingModule } from './modules/responsible-gambling/index.js';
import { GameLossesRepo } from './modules/games/bets/index.js';
import { createMembersModule } from './modules/members/index.js';
import { createSelfExclusionModule } from './modules/self-exclusion/index.js';
import { createTimeOutModule } from './modules/time-out/index.js';
import { createAuthModule } from './modules/auth/index.js';
import { createConfigModule } from './modules/config/index.js';
import {
  createPaymentsModule,
  createWithdrawalReviewModule,
  providersFor,
  type PaymentProviders,
  type PaymentsModule,
} from './modules/payments/index.js';
import { createRecordsModule } from './modules/records/index.js';
import { createUploadsModule } from './modules/uploads/index.js';
import { createPlayersModule } from './modules/players/index.js';
import { createAppealsModule } from './modules/appeals/index.js';
import { createGameCentreModule } from './modules/games/centre/index.js';
import { createPerBetGamesModule } from './modules/games/per-bet/index.js';
import { createFootballModule, footballTiming, type FootballModule } from './modules/games/football/index.js';
import { createCrashModule, crashSaltedChains, type CrashModule } from './modules/games/crash/index.js';
import { createChainSaltModule } from './modules/games/chain-salt/index.js';
import { registerRealtime } from './platform/realtime/realtime.gateway.js';
import { fanOutMetrics } from './platform/realtime/fan-out-metrics.js';
import type { SandboxOptions } from '@nyota/sandbox';
import { createLeaderLock } from './platform/jobs/leader-lock.js';
import { Scheduler } from './platform/jobs/scheduler.js';
import { createStaffModule, type StaffModule } from './modules/staff/index.js';
import { createReportsModule } from './modules/reports/index.js';
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

  const { bus } = deps;
  const db = deps.database.db;
  const log = app.log;
  const clock = deps.clock ?? systemClock;
  const market = marketOf(config);
  const servedMarket = servedMarketOf(config);
  const nodeId = deps.nodeId ?? defaultNodeId();

  await installHttpLayer(app, config);
  // Before any route: app.metrics is used by modules, and the rate limit attaches to routes as they are added.
  registerObservability(app, { database: deps.database, bus, nodeId });
  await registerRateLimit(app, {
    max: config.rateLimitPerMinute,
    metrics: app.metrics,
    redis: config.redisUrl ? { url: config.redisUrl, prefix: config.redisPrefix } : null,
  });
  // Before any route: modules mark their public reads cacheable (ETag, 304, Cache-Control) as they register.
  registerPublicReadCaching(app);

  // The composition root: each module is built by its create…Module from the ones before it, and
  // mounted (its routes registered) in the order the API has always been registered in.
  const { sessions } = createSessionsModule({ db, bus, clock });
  // Early, so modules with staff routes (work queues, player pages) get its sessions, audit and four eyes.
  const staff = createStaffModule({ db, clock });
  const sms = await mount(app, createSmsModule({ db, log, settings: config.sms, env: config.env, sender: deps.sms }));
  const ledger = createLedgerModule({ db, bus, log, sessions });
  const { gate: playGate } = createPlayGateModule({ log });
  const members = createMembersModule({ db, clock, market, balances: ledger.ledger, sessions, playGate });
  const selfExclusion = createSelfExclusionModule({ db, sessions, clock, market, playGate });
  const losses = new GameLossesRepo(db);
  const timeOut = createTimeOutModule({ db, sessions, clock, market, playGate, plays: losses });
  const { loginLimits, otpLimits } = config;
  const accountDeps = {
    members: members.members,
    locks: members.locks,
    selfExclusion: selfExclusion.selfExclusion,
    loginLimits,
    otpLimits,
  };
  const auth = await mount(app, createAuthModule({ db, market, clock, sms: sms.sender, sessions, log, ...accountDeps }));
  await mount(app, members);
  await mount(app, selfExclusion);
  await mount(app, timeOut);
  const rg = await mount(app, createResponsibleGamblingModule({ db, clock, market, sessions, playGate, losses }));
  await mount(app, ledger);
  await mount(app, createConfigModule({ db, clock, sessions, market: servedMarket, bus, staff }));
  // Real providers when credentials are configured; otherwise the in-process sandbox (embedded mode).
  const providers = deps.payments ?? (await providersFor(app, config, clock, deps.sandbox));
  const payments = await mount(
    app,
    createPaymentsModule({
      db,
      bus,
      market,
      clock,
      ledger: ledger.ledger,
      selfExclusion: selfExclusion.selfExclusion,
      depositBar: timeOut.timeOut,
      depositLimits: rg.limits,
      sessions,
      ...providers,
      log,
      callbackLimits: config.callbackLimits,
      staff,
    }),
  );
  const { records } = await mount(app, createRecordsModule({ db, clock, timeZone: market.timeZone, sessions }));
  // Appeal screenshots live beside the embedded database, never under the web root.
  const uploadsDir = path.resolve(config.dataDir, 'uploads');
  const uploads = await mount(app, createUploadsModule({ db, clock, sessions, dir: uploadsDir }));
  const appealConsole = {
    bus,
    staff,
    ledger: ledger.ledger,
    payments: payments.lookup,
    creditFourEyesAbove: config.appealCreditFourEyesMinor,
  };
  const appeals = await mount(app, createAppealsModule({ db, clock, records, uploads: uploads.service, sessions, console: appealConsole }));
  const openAppeals = (memberId: string) => appeals.staff.openForMember(memberId);
  const reviewDeps = { db, clock, payments, ledger: ledger.ledger, staff, openAppeals };
  await mount(app, createWithdrawalReviewModule({ ...reviewDeps, fourEyesThreshold: config.withdrawalFourEyesMinor }));
  const games = await mountGames(app, {
    db,
    bus,
    ledger: ledger.ledger,
    clock,
    market,
    sessions,
    playGate,
    nodeId,
    config,
    staff,
  });

  const playerDeps = { selfExclusion: selfExclusion.selfExclusion, auth: auth.auth, appeals: appeals.player };
  await mount(app, createPlayersModule({ db, clock, market, staff, members, sessions, ledger: ledger.ledger, ...playerDeps }));
  if (config.jobsEnabled) runLeaderJobs(app, deps.database, { payments, ...games });
  await mount(app, createReportsModule({ db, market, clock, sessions: staff.sessions }));
  await registerStaffSide(app, staff, config.consoleDist);
  await registerRealtimeGateway(app, config, bus, sessions);
  await registerDocs(app);
  // Last: its catch-all serves index.html for deep links that no route above claims.
  await registerWeb(app, config.webDist, servedMarket);

  return app;
}

/** Registers a module's routes (its `register`) and hands the module on. */
async function mount<M extends { register(app: FastifyInstance): void | Promise<void> }>(
  app: FastifyInstance,
  module: M,
): Promise<M> {
  await module.register(app);
  return module;
}

/** The staff API (modules/staff) and the staff console app it serves at /console/. */
async function registerStaffSide(app: FastifyInstance, staff: StaffModule, consoleDist: string | null): Promise<void> {
  await mount(app, staff);
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
  staff: StaffModule;
}

/** The game centre, the per-bet games, football, crash and the chain salts they share. */
async function mountGames(app: FastifyInstance, g: GamesDeps): Promise<{ football: FootballModule; crash: CrashModule }> {
  const { db, ledger, clock, market, sessions, playGate, config } = g;
  const log = app.log;
  await mount(app, createGameCentreModule({ db, clock, market, sessions }));
  await mount(app, createPerBetGamesModule({ db, ledger, clock, sessions, gate: playGate }));
  // Chains made on demand get a development salt except in production, where every chain waits for
  // its announced public salt (modules/games/chain-salt).
  const devSalt = config.env !== 'production';
  const timing = footballTiming(config.footballRoundMs);
  const football = await mount(app, createFootballModule({ db, ledger, clock, sessions, log, gate: playGate, timing, devSalt }));
  const crash = await mount(
    app,
    createCrashModule({
      db,
      bus: g.bus,
      ledger,
      clock,
      market,
      sessions,
      log,
      nodeId: g.nodeId,
      gate: playGate,
      timing: config.crash,
      devSalt,
    }),
  );
  const chains = [crashSaltedChains(() => clock.now()), football.chain];
  await mount(app, createChainSaltModule({ db, clock, chains, sessions, staff: g.staff }));
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
