/**
 * Operator endpoints: liveness, readiness and Prometheus metrics, plus the per-request metrics
 * hook. They answer plain JSON or text, not the envelope: they are read by load balancers and
 * scrapers, not by the app.
 *
 * - GET /healthz: the process is alive and serving; touches nothing else, so a slow database never
 *   gets a healthy process restarted.
 * - GET /readyz: this node can do useful work (database answers `select 1`, bus answers); 503 with
 *   the failing part otherwise, and while the node drains before shutdown.
 * - GET /metrics: Prometheus text. Expose it to the scraper only (proxy rule or network policy).
 */
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pingDatabase, type DatabaseHandle } from '../db/database.js';
import type { EventBus } from '../bus/event-bus.js';
import { createMetrics, type Metrics } from './metrics.js';

export interface ObservabilityDeps {
  database: DatabaseHandle;
  bus: EventBus;
  nodeId: string;
}

/** Lets the process tell load balancers to stop sending traffic before it closes (see main.ts). */
export interface Readiness {
  readonly draining: boolean;
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    readiness: Readiness;
  }
}

type CheckResult = 'ok' | 'fail';

/** A readiness probe must answer before the balancer's own timeout, even when Redis hangs. */
const CHECK_TIMEOUT_MS = 2000;

/** Host and pid: one node per core shares a host name. */
export function defaultNodeId(): string {
  return `${hostname()}:${process.pid}`;
}

export function registerObservability(app: FastifyInstance, deps: ObservabilityDeps): Metrics {
  const metrics = createMetrics(deps.nodeId);
  let draining = false;
  const readiness: Readiness = {
    get draining() {
      return draining;
    },
    drain: () => {
      draining = true;
    },
  };
  app.decorate('metrics', metrics);
  app.decorate('readiness', readiness);
  // Fastify itself answers 503 to requests that still reach a closing server; this keeps the flag true too.
  app.addHook('preClose', async () => readiness.drain());
  // Responses finishing while the node drains or closes end their keep-alive connection; otherwise
  // close() waits for each client's idle socket to time out (Fastify keeps them for 72 s).
  app.addHook('onSend', async (_req, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  const labels = ['method', 'route', 'status_code'] as const;
  const requests = metrics.counter('http_requests_total', 'HTTP requests answered', labels);
  const duration = metrics.histogram('http_request_duration_seconds', 'Time to answer an HTTP request', labels);

  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    // The route pattern, never the raw URL: ids and query strings would explode the series count.
    const values = { method: req.method, route: req.routeOptions.url ?? 'unmatched', status_code: reply.statusCode };
    requests.inc(values);
    duration.observe(values, reply.elapsedTime / 1000);
  });

  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  const probeBus = busProbe(deps.bus);
  app.get('/readyz', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'draining', node: deps.nodeId });
    const [database, bus] = await Promise.all([
      check(req, 'database', () => pingDatabase(deps.database.db)),
      check(req, 'bus', probeBus),
    ]);
    const ready = database === 'ok' && bus === 'ok';
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not_ready', node: deps.nodeId, checks: { database, bus } });
  });

  app.get('/metrics', async (_req, reply) => {
    reply.header('cache-control', 'no-store').type(metrics.contentType);
    return metrics.render();
  });

  return metrics;
}

/** The in-process bus is always up; the Redis bus can ping its connections. */
function busProbe(bus: EventBus): () => Promise<void> {
  const withReady = bus as EventBus & { ready?: unknown };
  const ready = withReady.ready;
  if (typeof ready !== 'function') return async () => {};
  return async () => {
    await (ready as () => Promise<void>).call(bus);
  };
}

async function check(req: FastifyRequest, part: string, probe: () => Promise<void>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${part} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch (err) {
    req.log.warn({ err, part }, 'readiness check failed');
    return 'fail';
  } finally {
    clearTimeout(timer);
  }
}
