import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@nyota/contract/api/paths';
import { createTestApp, type TestApp, type TestAppOptions } from '../../test-support/test-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import type { DatabaseHandle } from '../db/database.js';
import { createBus } from '../bus/create-bus.js';
import { MemoryBus } from '../bus/memory-bus.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The value of the series `name` whose labels include all of `labels` (label order is not fixed). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^(\w+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = new Map([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((p) => [p[1], p[2]]));
    if (Object.entries(labels).every(([k, v]) => have.get(k) === v)) return Number(m[3]);
  }
  return undefined;
}

describe('operator endpoints', () => {
  let shared: DatabaseHandle;
  const open: TestApp[] = [];
  const start = async (opts: TestAppOptions = {}) => {
    const t = await createTestApp({ database: shared, ...opts });
    open.push(t);
    return t;
  };
  beforeAll(async () => {
    shared = await createTestDatabase();
  });
  afterEach(async () => {
    for (const t of open.splice(0)) await t.close();
  });
  afterAll(async () => {
    await shared.close();
  });

  it('answers /healthz with plain JSON, not the envelope', async () => {
    const { app } = await start();
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reports ready while the database and bus answer, and names the database when it stops', async () => {
    const database = await createTestDatabase();
    const { app } = await start({ database, nodeId: 'node-a' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', node: 'node-a', checks: { database: 'ok', bus: 'ok' } });

    await database.close();
    const down = await app.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'not_ready', checks: { database: 'fail', bus: 'ok' } });
    // /healthz never touches the database: a slow or lost database must not get the process restarted.
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('names the bus when Redis is gone', async () => {
    const bus = await createBus(REDIS_URL, `test:${randomBytes(4).toString('hex')}:`);
    const { app } = await start({ bus });
    expect((await app.inject('/readyz')).json()).toMatchObject({ checks: { bus: 'ok' } });
    await bus.close();
    const down = await app.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'not_ready', checks: { database: 'ok', bus: 'fail' } });
  });

  it('answers 503 once the node starts draining, before it closes', async () => {
    const { app } = await start();
    app.readiness.drain();
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'draining' });
    // Still serving the requests that arrive meanwhile.
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('stops answering ready as soon as the server starts closing, while finishing requests in flight', async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), {
      database: shared,
      bus: new MemoryBus(),
    });
    try {
      let release: () => void = () => {};
      let arrived: () => void = () => {};
      const inFlight = new Promise<void>((r) => (arrived = r));
      app.get('/member-service/test/slow', async () => {
        arrived();
        await new Promise<void>((r) => (release = r));
        return { ok: 1 };
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      expect((await fetch(`${base}/readyz`)).status).toBe(200);

      const slow = fetch(`${base}/member-service/test/slow`);
      await inFlight;
      const closing = app.close();
      // The listener goes while the slow request is still in flight: a balancer's probe then fails
      // (connection refused) instead of reading 200.
      await vi.waitFor(async () => {
        const probe = await fetch(`${base}/readyz`).then(
          (r) => r.status,
          () => 'refused',
        );
        expect(probe).not.toBe(200);
      });
      expect(app.readiness.draining).toBe(true);

      release();
      expect((await slow).status).toBe(200);
      // Clients holding keep-alive sockets must not keep the node from closing.
      const closed = await Promise.race([closing.then(() => 'closed'), sleep(5000).then(() => 'still open')]);
      expect(closed).toBe('closed');
    } finally {
      await app.close();
    }
  });

  it('exposes Prometheus text with request counts labelled by route pattern, not raw URL', async () => {
    const { app } = await start({ nodeId: 'node-m' });
    await app.inject(`${apiPaths.queryGlobalByType.path}?type=160`);
    await app.inject(`${apiPaths.queryGlobalByType.path}?type=161`);
    await app.inject('/member-service/no-such-thing-4711');

    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    const route = apiPaths.queryGlobalByType.path;
    const ok = { method: 'GET', route, status_code: '200', node: 'node-m' };
    expect(sample(text, 'http_requests_total', ok)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', ok)).toBe(2);
    expect(sample(text, 'http_requests_total', { method: 'GET', status_code: '404' })).toBe(1);
    expect(text).not.toContain('type=160');
    // The raw path, not the digits: a process metric's value may contain 4711 by chance.
    expect(text).not.toContain('no-such-thing');
  });

  it('keeps each app’s counts apart and lets modules add their own series', async () => {
    const a = await start();
    const b = await start();
    await a.app.inject('/healthz');
    await a.app.inject('/healthz');
    await b.app.inject('/healthz');
    const sockets = a.app.metrics.gauge('ws_connections', 'Open /im sockets on this node');
    sockets.set(3);
    // Asking again for the same name returns the same series instead of failing.
    expect(a.app.metrics.gauge('ws_connections', 'Open /im sockets on this node')).toBe(sockets);
    expect(() => a.app.metrics.counter('ws_connections', 'clash')).toThrow(/another type/);

    const textA = (await a.app.inject('/metrics')).body;
    const textB = (await b.app.inject('/metrics')).body;
    const healthz = { method: 'GET', route: '/healthz', status_code: '200' };
    expect(sample(textA, 'http_requests_total', healthz)).toBe(2);
    expect(sample(textB, 'http_requests_total', healthz)).toBe(1);
    expect(sample(textA, 'ws_connections', {})).toBe(3);
    expect(textB).not.toContain('ws_connections');
  });
});
