/**
 * WORKERS=2 as `npm start` runs it (main.ts in a process of its own, through tsx) on PostgreSQL
 * and Redis: sockets end up on both workers, every watcher gets the same crash feed (the leader
 * publishes each event once; each worker writes it to its own watchers), a member's push reaches
 * the member on whichever worker holds the socket, and SIGTERM takes the whole group down cleanly.
 * Which worker holds a socket is read from /proc (socket-owner.ts), not from anything the server says.
 *
 * PostgreSQL (TEST_DATABASE_URL) and Redis only: PGlite opens its data directory in one process.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IM_PATH, ImObject, WatchChannel, type ImServerMessage } from '@nyota/contract/realtime';
import { Child } from './fault/child.js';
import { createFaultDatabase, type FaultDatabase } from './fault/fault-database.js';
import { RedisBus } from './platform/bus/redis-bus.js';
import { systemClock } from './platform/clock.js';
import { openDatabase, type DatabaseHandle } from './platform/db/database.js';
import { pushToMember } from './platform/realtime/push-to-member.js';
import { insertMember, TEST_CLIENT, TestWsClient } from './platform/realtime/test-ws-client.js';
import { SessionsService } from './modules/sessions/sessions.service.js';
import { childPids, socketOwner } from './test-support/socket-owner.js';
import { testDatabaseUrl } from './test-support/test-database.js';
import { skipWithoutRedis, TEST_REDIS_URL } from './test-support/test-redis.js';

const baseUrl = testDatabaseUrl();
const skip = !baseUrl || (await skipWithoutRedis('cluster-primary'));
const START_TIMEOUT_MS = 120_000;
/** Crash feed messages each watcher must have in common (several ticks, often a round's edges). */
const COMMON_EVENTS = 8;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const addr = probe.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The crash feed a watcher received, as comparable text. */
function crashFeed(c: TestWsClient): string[] {
  return c.messages.filter((m: ImServerMessage) => m.object === ImObject.Crash).map((m) => JSON.stringify(m));
}

describe.skipIf(skip)('WORKERS=2: one port, two processes, one crash feed', () => {
  let database: FaultDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  let bus: RedisBus | undefined;
  let server: Child | undefined;
  let dataDir: string | undefined;
  const sockets: TestWsClient[] = [];
  let port = 0;
  let workers: number[] = [];

  /** Opens a socket and names the worker holding its server end. */
  async function open(query: string, protocols: string[] = []): Promise<{ client: TestWsClient; owner: number | null }> {
    const client = await TestWsClient.connect(`ws://127.0.0.1:${port}${IM_PATH}?${query}`, protocols);
    sockets.push(client);
    return { client, owner: socketOwner(workers, port, client.localPort ?? -1) };
  }

  beforeAll(async () => {
    if (!baseUrl) return;
    database = await createFaultDatabase(baseUrl);
    handle = await openDatabase({ databaseUrl: database.url, dataDir: null });
    const prefix = `nyota-test:${randomBytes(6).toString('hex')}:`;
    bus = new RedisBus(TEST_REDIS_URL, prefix);
    await bus.ready();
    dataDir = mkdtempSync(path.join(tmpdir(), 'nyota-cluster-'));
    port = await freePort();
    let announced: () => void = () => undefined;
    const listening = new Promise<void>((resolve) => (announced = resolve));
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of Object.keys(env)) if (/^(PAWAPAY|MTN|PAYMENT|SMS|AT|TEST|DATABASE|REDIS)_/.test(name)) delete env[name];
    server = new Child({
      label: 'server',
      entry: 'apps/server/src/main.ts',
      env: {
        ...env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
        CRASH_BETTING_MS: '1000',
        CRASH_PAUSE_MS: '500',
      },
      // The primary prints its banner once every worker listens.
      onLine: (line) => {
        if (line.includes('bus: redis, 2 processes')) announced();
      },
    });
    server.start();
    await Promise.race([
      listening,
      server.waitExit().then(() => {
        throw new Error(`server exited before it was up\n${server?.tail() ?? ''}`);
      }),
    ]);
    const primary = server.pid;
    if (primary === null) throw new Error('server is not running');
    workers = childPids(primary);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await server?.stop(20_000);
    await bus?.close();
    await handle?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives a watcher on each worker the same crash events', { timeout: 60_000 }, async () => {
    expect(workers).toHaveLength(2);
    // The primary hands connections to the workers in turn: four sockets reach both.
    const watchers = await Promise.all([1, 2, 3, 4].map(() => open(`watch=${WatchChannel.Crash}`)));
    expect(new Set(watchers.map((w) => w.owner))).toEqual(new Set(workers));
    await Promise.all(watchers.map((w) => w.client.waitFor('System', 'Hello', 10_000)));
    // Hello + enough of the feed that the watchers share COMMON_EVENTS, whenever each joined.
    await Promise.all(watchers.map((w) => w.client.waitForCount(1 + COMMON_EVENTS + 4, 40_000)));
    const feeds = watchers.map((w) => crashFeed(w.client));
    const first = feeds.map((f) => f[0] ?? '');
    const common = first.find((m) => feeds.every((f) => f.includes(m)));
    expect(common).toBeDefined();
    const runs = feeds.map((f) => f.slice(f.indexOf(common ?? ''), f.indexOf(common ?? '') + COMMON_EVENTS));
    expect(runs[0]).toHaveLength(COMMON_EVENTS);
    for (const run of runs) expect(run).toEqual(runs[0]);
  });

  it("delivers a member's push on whichever worker holds the member's socket", { timeout: 60_000 }, async () => {
    if (!handle || !bus) throw new Error('not set up');
    const sessions = new SessionsService(handle.db, bus, systemClock);
    const byWorker = new Map<number, { client: TestWsClient; memberId: string }>();
    // One member per socket (a second login would end the first); connect until both workers hold one.
    for (let i = 0; i < 8 && byWorker.size < 2; i++) {
      const m = await insertMember(handle.db);
      const { token } = await sessions.issue(m.memberId, TEST_CLIENT);
      const { client, owner } = await open('id=1', [token]);
      await client.waitFor('System', 'Hello', 10_000);
      if (owner !== null && !byWorker.has(owner)) byWorker.set(owner, { client, memberId: m.memberId });
    }
    expect([...byWorker.keys()].sort()).toEqual([...workers].sort());
    for (const [worker, { client, memberId }] of byWorker) {
      await pushToMember(bus, memberId, { object: 'CashAccount', event: 'Change', data: { balance: worker } });
      expect((await client.waitFor('CashAccount', 'Change', 10_000)).data).toEqual({ balance: worker });
    }
  });

  it('stops every worker and exits 0 on SIGTERM', { timeout: 60_000 }, async () => {
    if (!server) throw new Error('not set up');
    const closed = sockets.filter((s) => s.isOpen).map((s) => s.waitClosed(30_000));
    await server.stop(30_000);
    expect(server.lastExit).toBe('code 0');
    // Each socket was told the node is going away (1001), not cut.
    for (const c of await Promise.all(closed)) expect(c.code).toBe(1001);
    for (const pid of workers) expect(existsSync(`/proc/${pid}`)).toBe(false);
  });
});
