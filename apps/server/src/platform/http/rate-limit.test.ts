import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@nyota/contract/api/paths';
import { ErrorCode } from '@nyota/contract/error-codes';
import { serverMessagesEn } from '@nyota/contract/messages/index';
import { serverMessagesSw } from '@nyota/contract/messages/sw';
import Fastify from 'fastify';
import type { DatabaseHandle } from '../db/database.js';
import { registerRateLimit } from './rate-limit.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';

const config = `${apiPaths.queryGlobalByType.path}?type=160`;
const fromIp = (remoteAddress: string, url = config, headers: Record<string, string> = {}) => ({
  method: 'GET' as const,
  url,
  remoteAddress,
  headers,
});

describe('per-IP rate limit on the API', () => {
  let database: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestApp({ database, env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('answers the call over the limit with the RATE_LIMITED envelope in the player’s language', async () => {
    const ip = '10.0.0.1';
    for (let i = 0; i < 3; i++) expect(envelope(await t.app.inject(fromIp(ip))).code).toBe(0);

    const over = await t.app.inject(fromIp(ip));
    expect(over.statusCode).toBe(200);
    expect(envelope(over)).toEqual({
      code: ErrorCode.RATE_LIMITED,
      msg: serverMessagesEn['errors.rate_limited'],
      data: null,
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

    const sw = await t.app.inject(fromIp(ip, config, { lang: 'sw' }));
    expect(envelope(sw).msg).toBe(serverMessagesSw['errors.rate_limited']);
  });

  it('counts all API calls of one IP together and leaves other IPs alone', async () => {
    const ip = '10.0.0.2';
    // Three different routes, methods and services share one budget.
    expect(envelope(await t.app.inject(fromIp(ip))).code).toBe(0);
    const login = await t.app.inject({
      method: 'POST',
      url: apiPaths.login.path,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ mobile: '0971234567', password: 'whatever1' }).toString(),
    });
    expect(envelope(login).code).not.toBe(ErrorCode.RATE_LIMITED);
    expect(envelope(await t.app.inject(fromIp(ip, apiPaths.memberInfo.path))).code).toBe(ErrorCode.SESSION_GONE);

    expect(envelope(await t.app.inject(fromIp(ip))).code).toBe(ErrorCode.RATE_LIMITED);
    expect(envelope(await t.app.inject(fromIp('10.0.0.3'))).code).toBe(0);
  });

  it('does not count operator, docs and web paths', async () => {
    const ip = '10.0.0.4';
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject(fromIp(ip, '/healthz'))).statusCode).toBe(200);
      expect((await t.app.inject(fromIp(ip, '/docs/openapi.json'))).statusCode).toBe(200);
    }
    expect(envelope(await t.app.inject(fromIp(ip))).code).toBe(0);
  });

  it('does not count provider callbacks, which arrive in bursts from a few provider addresses', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/account-service/pan-pay/callback/mtn/collection',
        remoteAddress: ip,
        payload: { externalId: 'unknown', status: 'SUCCESSFUL' },
      });
      expect(res.statusCode).not.toBe(429);
      expect(res.body).not.toContain(String(ErrorCode.RATE_LIMITED));
    }
    expect(envelope(await t.app.inject(fromIp(ip))).code).toBe(0);
  });

  it('is off with RATE_LIMIT_PER_MINUTE=0', async () => {
    const open = await createTestApp({ database, env: { RATE_LIMIT_PER_MINUTE: '0' } });
    try {
      for (let i = 0; i < 5; i++) expect(envelope(await open.app.inject(fromIp('10.0.0.5'))).code).toBe(0);
    } finally {
      await open.close();
    }
  });

  it('refuses to start when an API route was added before the limit', async () => {
    const app = Fastify({ logger: false });
    try {
      app.get(apiPaths.queryGlobalByType.path, async () => ({}));
      await registerRateLimit(app, { max: 3 });
      await expect(app.ready()).rejects.toThrow(/registered before the rate limit/);
    } finally {
      await app.close();
    }
  });
});
