/**
 * buildApp(config, deps) assembles one node: HTTP under the service prefixes, the /im socket,
 * health and metrics, the API docs and the built web app. Tests build it the same way.
 */
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
import { type SessionsService } from './modules/sessions/index.js';
import { type LedgerService } from './modules/ledger/index.js';
import { type PlayGate } from './modules/play-gate/index.js';
import type { DepositOffersModule } from './modules/deposit-offers/index.js';
import { type PaymentsModule } from './modules/payments/index.js';
import { createGameCentreModule, type GameCentreService } from './modules/games/centre/index.js';
import type { VouchersModule } from './modules/vouchers/index.js';
import type { MallModule } from './modules/mall/index.js';
import type { InviteModule } from './modules/invite/index.js';
import type { PromotionsModule } from './modules/promotions/index.js';
import { createPerBetGamesModule } from './modules/games/per-bet/index.js';
import { createFootballModule, footballTiming, type FootballModule } from './modules/games/football/index.js';
import { createCrashModule, crashSaltedChains, type CrashModule } from './modules/games/crash/index.js';
import { createChainSaltModule } from './modules/games/chain-salt/index.js';
import { registerRealtime } from './platform/realtime/realtime.gateway.js';
import { fanOutMetrics } from './platform/realtime/fan-out-metrics.js';
import { createLeaderLock } from './platform/jobs/leader-lock.js';
import { Scheduler } from './platform/jobs/scheduler.js';
import { type StaffModule } from './modules/staff/index.js';
import type { ActivityModule } from './modules/activity/index.js';
import type { BonusMoneyModule, StakeFunding } from './modules/bonus-money/index.js';
import type { CampaignMessagesModule } from './modules/messages/index.js';
import { createReportsModule } from './modules/reports/index.js';
import { registerConsole } from './platform/http/console.routes.js';
import { mount, mountAccountSide, mountMoneySide, mountPlayerSide, type AppDeps, type Composition } from './composition.js';
import { mountCampaignConsole } from './composition-campaigns.js';

export type { AppDeps } from './composition.js';

/** Form bodies and JSON are small; uploads get their own limit later. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(config, deps.logStream);

  const { bus } = deps;
  const db = deps.database.db;
  const clock = deps.clock ?? systemClock;
  const market = marketOf(config);
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

  const c: Composition = { app, config, deps, db, bus, log: app.log, clock, market, servedMarket: servedMarketOf(config) };
  const accounts = await mountAccountSide(c);
  const { sessions, staff, ledger, playGate } = accounts;
  const money = await mountMoneySide(c, accounts);
  const { payments, servedMarket } = money;
  const gameDeps = { db, bus, ledger, clock, market, sessions, playGate, nodeId, config, staff, stakes: accounts.bonus.stakes };
  const games = await mountGames(app, gameDeps);

  // Its `eligibility` goes to the modules that give bonuses or send promotions, built after it.
  const player = await mountPlayerSide(c, accounts, money);
  const campaignMessages = await mountCampaignConsole(c, accounts, player.messages);
  // The game centre's game-promotion call answers from the promotions, built after the games.
  games.centre.usePromotions((gameId, lang) => player.promotions.promotions.forGame(gameId, lang));
  if (config.jobsEnabled) {
    const engagement = {
      vouchers: player.vouchers,
      promotions: player.promotions,
      campaignMessages,
      depositOffers: player.depositOffers,
      mall: player.mall,
      invite: player.invite,
    };
    runLeaderJobs(app, deps.database, { payments, activity: accounts.activity, bonus: accounts.bonus, ...engagement, ...games });
  }
  await mount(app, createReportsModule({ db, market, clock, sessions: staff.sessions }));
  await registerStaffSide(app, staff, config.consoleDist);
  await registerRealtimeGateway(app, config, bus, sessions);
  await registerDocs(app);
  // Last: its catch-all serves index.html for deep links that no route above claims.
  await registerWeb(app, config.webDist, () => servedMarket.current());

  return app;
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
  stakes: StakeFunding;
}

/** The game centre, the per-bet games, football, crash and the chain salts they share. */
async function mountGames(
  app: FastifyInstance,
  g: GamesDeps,
): Promise<{ centre: GameCentreService; football: FootballModule; crash: CrashModule }> {
  const { db, ledger, clock, market, sessions, playGate, config } = g;
  const log = app.log;
  const { centre } = await mount(app, createGameCentreModule({ db, clock, market, sessions }));
  await mount(app, createPerBetGamesModule({ db, ledger, clock, sessions, gate: playGate, stakes: g.stakes }));
  // Chains made on demand get a development salt except in production, where every chain waits for
  // its announced public salt (modules/games/chain-salt).
  const devSalt = config.env !== 'production';
  const timing = footballTiming(config.footballRoundMs);
  const football = await mount(
    app,
    createFootballModule({ db, ledger, clock, sessions, log, gate: playGate, stakes: g.stakes, timing, devSalt }),
  );
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
      stakes: g.stakes,
      timing: config.crash,
      devSalt,
    }),
  );
  const chains = [crashSaltedChains(() => clock.now()), football.chain];
  await mount(app, createChainSaltModule({ db, clock, chains, sessions, staff: g.staff }));
  return { centre, football, crash };
}

const ACTIVITY_POLL_MS = 250;

/** Leader-only work: the payment poller and reconciliation, football's rounds and the crash loop. */
function runLeaderJobs(
  app: FastifyInstance,
  database: DatabaseHandle,
  m: {
    payments: PaymentsModule;
    activity: ActivityModule;
    bonus: BonusMoneyModule;
    campaignMessages: CampaignMessagesModule;
    vouchers: VouchersModule;
    promotions: PromotionsModule;
    depositOffers: DepositOffersModule;
    mall: MallModule;
    invite: InviteModule;
    football: FootballModule;
    crash: CrashModule;
  },
): void {
  const { payments, football, crash } = m;
  // Leader-only: the payment poller and reconciliation run on one node at a time.
  const leader = createLeaderLock(database, { log: app.log });
  const scheduler = new Scheduler(leader, app.log);
  payments.schedule(scheduler);
  football.schedule(scheduler);
  m.bonus.schedule(scheduler);
  m.campaignMessages.schedule(scheduler);
  m.vouchers.schedule(scheduler);
  m.promotions.schedule(scheduler);
  m.depositOffers.schedule(scheduler);
  m.mall.schedule(scheduler);
  m.invite.schedule(scheduler);
  // The stream's consumers (DESIGN.md §8): a quarter second keeps their lag well under a second.
  scheduler.every('activity-consumers', ACTIVITY_POLL_MS, () => m.activity.consumers.runAll());
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
