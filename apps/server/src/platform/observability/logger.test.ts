import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@nyota/contract/api/paths';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { MemoryBus } from '../bus/memory-bus.js';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { RecordingSmsSender } from '../../modules/sms/recording-sms-sender.js';

const SECRETS = {
  password: 'Pw-9f3kq7zq',
  newPassword: 'Pw-new-2hq8x',
  smsCode: '739152',
  bearer: 'tok-bearer-5c1e0d7a9b',
  tokenHeader: 'tok-header-77ab21c4',
  cookie: 'tok-cookie-0e9d8c7b',
  imToken: 'tok-im-query-4f2a9c',
  protocol: 'tok-ws-protocol-93be11',
};

describe('request logs', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace' });
    app = await buildApp(config, {
      database,
      bus: new MemoryBus(),
      sms: new RecordingSmsSender(),
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const credentials = {
    authorization: `Bearer ${SECRETS.bearer}`,
    token: SECRETS.tokenHeader,
    cookie: `token=${SECRETS.cookie}`,
  };

  it('carry the request id and path but no password, code or token from bodies, headers or query strings', async () => {
    const form = new URLSearchParams({ mobile: '0971234567', password: SECRETS.password, smsCode: SECRETS.smsCode });
    await app.inject({
      method: 'POST',
      url: apiPaths.login.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...credentials },
      payload: form.toString(),
    });
    await app.inject({
      method: 'POST',
      url: apiPaths.loginWithSmsCode.path,
      headers: { 'content-type': 'application/json', ...credentials },
      payload: JSON.stringify({ mobile: '0971234567', smsCode: SECRETS.smsCode }),
    });
    await app.inject({
      method: 'POST',
      url: apiPaths.modifyPassword.path,
      headers: { 'content-type': 'application/json', ...credentials },
      payload: JSON.stringify({ originPassword: SECRETS.password, newPassword: SECRETS.newPassword }),
    });
    // Malformed JSON is logged as a client error: its message must not quote the body.
    await app.inject({
      method: 'POST',
      url: apiPaths.login.path,
      headers: { 'content-type': 'application/json' },
      payload: `{"password":"${SECRETS.password}", oops`,
    });
    await app.inject({
      method: 'GET',
      url: `/im?id=1&t=2&token=${SECRETS.imToken}`,
      headers: { 'sec-websocket-protocol': SECRETS.protocol, ...credentials },
    });
    await app.inject({ method: 'GET', url: `/no-such-page?token=${SECRETS.imToken}&smsCode=${SECRETS.smsCode}` });

    const output = lines.join('');
    // The log really covers these requests (the secret checks below would pass on an empty log),
    // and every line of a request carries its id.
    const entries = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string; req?: { path?: string } });
    const incoming = entries.find((e) => e.req?.path === apiPaths.login.path);
    expect(incoming?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries.some((e) => e.reqId === incoming?.reqId && e.msg === 'request completed')).toBe(true);
    expect(entries.some((e) => e.req?.path === '/im')).toBe(true);
    expect(entries.some((e) => e.msg === 'client error')).toBe(true);

    for (const [name, value] of Object.entries(SECRETS)) {
      expect(output, `${name} leaked into the log`).not.toContain(value);
    }
  });

  it('redacts secrets that code logs as fields, at the top level and nested', () => {
    app.log.info({ password: SECRETS.password, body: { smsCode: SECRETS.smsCode }, a: { b: { token: SECRETS.bearer } } }, 'x');
    const last = lines.at(-1) ?? '';
    expect(last).toContain('[redacted]');
    expect(last).not.toContain(SECRETS.password);
    expect(last).not.toContain(SECRETS.smsCode);
    expect(last).not.toContain(SECRETS.bearer);
  });

  it('keeps error codes readable (they are not secrets)', () => {
    app.log.error({ err: Object.assign(new Error('db down'), { code: 'ECONNREFUSED' }) }, 'y');
    expect(lines.at(-1)).toContain('"code":"ECONNREFUSED"');
  });
});
