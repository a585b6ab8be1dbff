/**
 * The per-IP limit with REDIS_URL: two nodes (or two workers) count against one limit, and a Redis
 * that is down lets requests through uncounted instead of failing them.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@nyota/contract/api/paths';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';
import { skipWithoutRedis, TEST_REDIS_URL } from '../../test-support/test-redis.js';

const skip = await skipWithoutRedis('rate-limit.redis');
const config = `${apiPaths.queryGlobalByType.path}?type=160`;
const fromIp = (remoteAddress: string) => ({ method: 'GET' as const, url: config, remoteAddress });

describe.skipIf(skip)('per-IP rate limit shared through Redis', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let down: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // A prefix of its own, so parallel runs on the same Redis never share counters.
    const env = {
      RATE_LIMIT_PER_MINUTE: '3',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: `nyota-test:${randomBytes(6).toString('hex')}:`,
    };
    a = await createTestApp({ database, env, nodeId: 'a' });
    b = await createTestApp({ database, env, nodeId: 'b' });
    // Nothing listens on port 1.
    down = await createTestApp({ database, env: { ...env, REDIS_URL: 'redis://127.0.0.1:1' }, nodeId: 'down' });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close(), down.close()]);
    await database.close();
  });

  it('counts requests to either node against one limit per address', async () => {
    const ip = '10.9.0.1';
    expect(envelope(await a.app.inject(fromIp(ip))).code).toBe(0);
    expect(envelope(await b.app.inject(fromIp(ip))).code).toBe(0);
    expect(envelope(await a.app.inject(fromIp(ip))).code).toBe(0);
    expect(envelope(await b.app.inject(fromIp(ip))).code).toBe(ErrorCode.RATE_LIMITED);
    expect(envelope(await a.app.inject(fromIp(ip))).code).toBe(ErrorCode.RATE_LIMITED);
    // Another address has its own count.
    expect(envelope(await b.app.inject(fromIp('10.9.0.2'))).code).toBe(0);
  });

  it('lets requests through when Redis cannot be reached', async () => {
    for (let i = 0; i < 5; i++) expect(envelope(await down.app.inject(fromIp('10.9.0.3'))).code).toBe(0);
  });
});
