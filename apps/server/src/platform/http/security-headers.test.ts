/**
 * The headers built once must be exactly those the per-request plugin set before: compared with
 * @fastify/helmet given the same options, on a bare Fastify each.
 */
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { registerSecurityHeaders, securityHeaderOptions } from './security-headers.js';

async function headersOf(install: (app: ReturnType<typeof Fastify>) => Promise<void>): Promise<Record<string, unknown>> {
  const app = Fastify();
  await install(app);
  app.get('/x', async () => ({ ok: true }));
  const res = await app.inject({ url: '/x' });
  await app.close();
  const { date: _date, ...rest } = res.headers;
  return rest;
}

describe('security headers', () => {
  it.each([false, true])('match @fastify/helmet with the same options (production: %s)', async (production) => {
    const opts = securityHeaderOptions(production);
    const ours = await headersOf(async (app) => registerSecurityHeaders(app, opts));
    const plugin = await headersOf(async (app) => {
      await app.register(fastifyHelmet, opts);
    });
    expect(ours).toEqual(plugin);
    expect(ours['content-security-policy']).toContain("frame-ancestors 'none'");
    expect('strict-transport-security' in ours).toBe(production);
  });
});
