/**
 * Hosting: the sandbox inside an app shaped like ours (helmet CSP, form bodies, envelope handlers at
 * the root) keeps its own wire formats, calls back to a path on its own server with a signature over
 * that server's authority, survives a restart through its snapshot file, and refuses production.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from './testing/manual-clock.js';
import { createSandbox, registerSandbox } from './sandbox.js';
import { DEFAULT_PAWAPAY_TOKEN } from './sandbox-options.js';
import { depositBody } from './testing/harness.js';
import { verifySignedCallback } from './testing/verify-signature.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const auth = { authorization: `Bearer ${DEFAULT_PAWAPAY_TOKEN}`, 'content-type': 'application/json' };

describe('embedded sandbox', () => {
  it('keeps provider wire formats under the app and calls back to a path on its own server', async () => {
    app = Fastify();
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", 'ws:', 'wss:'],
        },
      },
    });
    await app.register(formbody);
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ code: 404, msg: 'envelope', data: null }));
    app.setErrorHandler((_err, _req, reply) => reply.code(200).send({ code: 1, msg: 'envelope', data: null }));
    const received: Array<{ headers: Record<string, string>; body: string }> = [];
    await app.register(async (hooks) => {
      hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      hooks.post('/hooks/pawapay/deposit', async (req) => {
        received.push({ headers: req.headers as Record<string, string>, body: String(req.body) });
        return 'OK';
      });
    });
    const sandbox = await registerSandbox(app, {
      clock: new ManualClock(new Date()),
      pawapay: { callbackUrls: { deposit: '/hooks/pawapay/deposit' } },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const origin = `http://127.0.0.1:${port}`;

    const unknown = await fetch(`${origin}/sandbox/pawapay/v2/nothing`, { headers: auth });
    expect(await unknown.json()).toMatchObject({ failureReason: { failureCode: 'NOT_FOUND' } });
    const broken = await fetch(`${origin}/sandbox/pawapay/v2/deposits`, { method: 'POST', headers: auth, body: '{' });
    expect([broken.status, await broken.json()]).toMatchObject([400, { failureReason: { failureCode: 'INVALID_INPUT' } }]);
    expect(await (await fetch(`${origin}/elsewhere`)).json()).toMatchObject({ msg: 'envelope' });
    const phone = await fetch(`${origin}/sandbox/phone`);
    expect(phone.headers.get('content-security-policy')).toContain('ws:');

    const id = randomUUID();
    await fetch(`${origin}/sandbox/pawapay/v2/deposits`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(depositBody(id)),
    });
    await sandbox.advance(300);
    const intent = sandbox.lifecycle.find('pawapay', id);
    const form = await fetch(`${origin}/sandbox/control/prompts/${intent?.promptId ?? ''}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'back=%2Fsandbox%2Fphone',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    await sandbox.advance(1000);
    expect(received).toHaveLength(1);
    const cb = received[0];
    const verdict = verifySignedCallback(
      { method: 'POST', url: `${origin}/hooks/pawapay/deposit`, headers: cb?.headers ?? {}, body: cb?.body ?? '' },
      [{ id: sandbox.signingKey.keyId, key: sandbox.signingKey.publicKeyPem }],
    );
    expect(verdict.ok).toBe(true);
  });

  it('refuses to mount under NODE_ENV=production unless told to', async () => {
    const before = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'production';
    try {
      app = Fastify();
      await expect(registerSandbox(app)).rejects.toThrow(/production/);
    } finally {
      process.env['NODE_ENV'] = before;
    }
  });
});

describe('timing', () => {
  it('approves every prompt by itself when autoApproveAfterMs is set', async () => {
    const sandbox = createSandbox({ clock: new ManualClock(new Date()), timing: { autoApproveAfterMs: 5000 } });
    const id = randomUUID();
    sandbox.pawapay.initiate('deposit', depositBody(id, '260961234567', { amount: '20' }), { immediate: false });
    await sandbox.advance(4000);
    expect(sandbox.pawapay.status('deposit', id).body).toMatchObject({ data: { status: 'PROCESSING' } });
    await sandbox.advance(2000);
    expect(sandbox.pawapay.status('deposit', id).body).toMatchObject({ data: { status: 'COMPLETED', amount: '20.00' } });
    await sandbox.close();
  });
});

describe('snapshot', () => {
  it('restores transactions and the signing key after a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nyota-sandbox-'));
    const file = path.join(dir, 'sandbox.json');
    try {
      const first = createSandbox({ snapshotFile: file, clock: new ManualClock(new Date()) });
      const id = randomUUID();
      expect(first.pawapay.initiate('deposit', depositBody(id), { immediate: false }).body).toMatchObject({ status: 'ACCEPTED' });
      await first.close();

      const second = createSandbox({ snapshotFile: file });
      expect(second.signingKey.publicKeyPem).toBe(first.signingKey.publicKeyPem);
      expect(second.pawapay.status('deposit', id).body).toMatchObject({
        status: 'FOUND',
        data: { depositId: id, status: 'ACCEPTED' },
      });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
