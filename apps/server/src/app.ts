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
import { registerObservability } from './platform/observability/observability.routes.js';
import { registerDocs } from './platform/http/docs.routes.js';
import { registerWeb } from './platform/http/web.routes.js';
import { registerRealtime } from './platform/realtime/realtime.gateway.js';
import { createSmsSender, type SmsSender } from './modules/sms/sms.service.js';
import { registerDevSmsPage } from './modules/sms/dev-sms.routes.js';
import { createAuthModule } from './modules/auth/auth.module.js';
import { registerConfigRoutes } from './modules/config/config.routes.js';

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
    trustProxy: config.trustProxyHops > 0 ? config.trustProxyHops : false,
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

  const sms = deps.sms ?? createSmsSender(config.sms, db, app.log);
  const auth = createAuthModule({ db, bus: deps.bus, market, clock, sms, config });

  registerObservability(app, { database: deps.database, bus: deps.bus, nodeId: deps.nodeId ?? 'node-1' });
  auth.register(app);
  registerConfigRoutes(app, { db, sessions: auth.sessions });
  await registerRealtime(app, { bus: deps.bus, sessions: auth.sessions });
  if (config.sms.provider === 'outbox') registerDevSmsPage(app, { db });
  await registerDocs(app);
  await registerWeb(app, config.webDist);

  return app;
}
