/**
 * Two nodes sharing one database and one Redis: a socket held by node A must hear about a login
 * handled by node B. Runs against real Redis (REDIS_URL or redis://127.0.0.1:6379); skipped only
 * on a developer machine without Redis. In CI (CI set) a missing Redis fails the test.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE_ERROR } from '@nyota/contract/constants';
import { ImCloseReason } from '@nyota/contract/realtime';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { skipWithoutRedis, TEST_REDIS_URL } from '../../test-support/test-redis.js';
import { SessionsService } from '../../modules/sessions/sessions.service.js';
import type { DatabaseHandle } from '../db/database.js';
import { ManualClock } from '../clock.js';
import { RedisBus } from '../bus/redis-bus.js';
import { login, signUp } from '../../modules/auth/auth.test-kit.js';
import { pushToMember } from './realtime.gateway.js';
import { insertMember, listenForSockets, TEST_CLIENT, TestWsClient } from './test-ws-client.js';

const REDIS_URL = TEST_REDIS_URL;
const skip = await skipWithoutRedis('realtime.cross-node');

describe.skipIf(skip)('/im across two nodes (Redis bus)', () => {
  let database: DatabaseHandle;
  let busA: RedisBus;
  let busB: RedisBus;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlA: string;
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    // One database for both nodes (a PostgreSQL schema with TEST_DATABASE_URL, else one PGlite).
    database = await createTestDatabase();
    // A prefix of its own so parallel runs on the same Redis never hear each other.
    const prefix = `nyota-test:${randomBytes(6).toString('hex')}:`;
    busA = new RedisBus(REDIS_URL, prefix);
    busB = new RedisBus(REDIS_URL, prefix);
    await Promise.all([busA.ready(), busB.ready()]);
    nodeA = await createTestApp({ database, bus: busA, clock, nodeId: 'a' });
    nodeB = await createTestApp({ database, bus: busB, clock, nodeId: 'b' });
    urlA = await listenForSockets(nodeA.app);
  });

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await busA?.close();
    await busB?.close();
    await database?.close();
  });

  it('kicks out a socket on node A when the member logs in through node B', async () => {
    const m = await insertMember(database.db);
    const first = await new SessionsService(database.db, busA, clock).issue(m.memberId, TEST_CLIENT);
    const socket = await TestWsClient.connect(urlA, [first.token]);
    try {
      await socket.waitFor('System', 'Hello');

      // A push published by node B reaches the socket held by node A.
      await pushToMember(busB, m.memberId, { object: 'CashAccount', event: 'Change', data: { balance: 500 } });
      expect((await socket.waitFor('CashAccount', 'Change')).data).toEqual({ balance: 500 });

      // The second login happens on node B (its own sessions service and bus).
      await new SessionsService(database.db, busB, clock).issue(m.memberId, { ...TEST_CLIENT, deviceId: 'phone-2' });
      expect((await socket.waitFor('Session', 'KickOut')).data).toEqual({ reason: 'new_login' });
      expect(await socket.waitClosed()).toEqual({ code: WS_CLOSE_ERROR, reason: ImCloseReason.KickedOut });
    } finally {
      socket.ws.terminate();
    }
  });

  it('does the same when the second login goes through node B’s login route', async () => {
    const player = await signUp(nodeB);
    const socket = await TestWsClient.connect(urlA, [player.token]);
    try {
      await socket.waitFor('System', 'Hello');
      expect((await login(nodeB, player.mobile, player.password)).code).toBe(0);
      expect((await socket.waitFor('Session', 'KickOut')).data).toEqual({ reason: 'new_login' });
      expect((await socket.waitClosed()).code).toBe(WS_CLOSE_ERROR);
    } finally {
      socket.ws.terminate();
    }
  });
});
