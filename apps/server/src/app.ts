/**
 * buildApp(config, deps) assembles one node: HTTP under the service prefixes, the /im socket,
 * health and metrics, the API docs and the built web app. Tests build it the same way.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { AppConfig } from './config.js';
import { marketOf } from './markets.js';
import type { DatabaseHandle } from './platform/db/database.js';
import type { EventBus } from './platform/bus/event-bus.js';
import { systemClock, type Clock } from './platform/clock.js';
import { installEnvelopeHandlers } from './platform/http/envelope.js';
import { loggerOptions } from './platform/observability/logger.js';
import type { SmsSender } from './modules/sms/sms-sender.js';
import { SessionsService } from './modules/sessions/sessions.service.js';

export interface AppDeps {
  database: DatabaseHandle;
  bus: EventBus;
  clock?: Clock;
  /** Overrides the SMS sender the config names (tests capture codes this way). */
  sms?: SmsSender;
  /** A name for this node in logs and metrics (tests run two). */
  nodeId?: string;
}

/** Form bodies and JSON are small; uploads get their own limit later. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    // Hop count: trust only as many X-Forwarded-For entries as there are proxies in front of us.
    trustProxy: (_addr: string, hop: number) => hop < config.trustProxyHops,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    disableRequestLogging: false,
    return503OnClosing: true,
  });

  const db = deps.database.db;
  const clock = deps.clock ?? systemClock;
  const market = marketOf(config);

  installEnvelopeHandlers(app);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === 'production',
  });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false, credentials: true });

  const sessions = new SessionsService(db, deps.bus, clock);
  // WIRING (helpers add their registrations below, one line each):
  // - sms: const sms = deps.sms ?? createSmsSender(config.sms, db, app.log);  + registerDevSmsPage when outbox
  // - auth: createAuthModule({ db, bus: deps.bus, market, clock, sms, sessions, config }).register(app)
  // - config: registerConfigRoutes(app, { db, sessions })
  // - realtime: await registerRealtime(app, { bus: deps.bus, sessions })
  // - observability, docs, web static
  void market;

  return app;
}
