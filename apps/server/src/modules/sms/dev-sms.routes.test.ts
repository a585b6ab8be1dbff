import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';
import { OutboxSmsSender } from './outbox-sms-sender.js';
import { SmsRepo } from './sms.repo.js';
import type { DevSmsMessage } from './dev-sms.routes.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const outbox = new OutboxSmsSender(new SmsRepo(t.database.db));
  await outbox.send('260971234567', 'Your Nyota code is 4821');
  await outbox.send('260977654321', 'Use <b>1234</b> & "go"');
});
afterAll(async () => {
  await t.close();
});

describe('GET /dev/sms', () => {
  it('shows the full number and text, newest first, as a self-refreshing page without scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/sms' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('+260971234567');
    expect(html).toContain('Your Nyota code is 4821');
    expect(html.indexOf('260977654321')).toBeLessThan(html.indexOf('260971234567'));
    expect(html).toContain('<meta http-equiv="refresh" content="3">');
    // The CSP forbids inline script and external assets; texts are escaped, not rendered as markup.
    expect(html).not.toMatch(/<script|<link|src=/i);
    expect(html).toContain('Use &#60;b&#62;1234&#60;/b&#62; &#38; &#34;go&#34;');
  });
});

describe('GET /dev/sms.json', () => {
  it('returns the messages in the envelope, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/sms.json' });
    expect(res.statusCode).toBe(200);
    const body = envelope<DevSmsMessage[]>(res);
    expect(body.code).toBe(0);
    expect(body.data.map((m) => [m.mobile, m.body])).toEqual([
      ['260977654321', 'Use <b>1234</b> & "go"'],
      ['260971234567', 'Your Nyota code is 4821'],
    ]);
    const first = body.data[0]!;
    expect(Object.keys(first).sort()).toEqual(['body', 'createdAt', 'id', 'mobile']);
    expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
  });
});

describe('when SMS really goes out', () => {
  it("is not served for the Africa's Talking provider", async () => {
    const other = await createTestApp({
      database: t.database,
      env: { SMS_PROVIDER: 'africastalking', AT_USERNAME: 'u', AT_API_KEY: 'k' },
    });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/dev/sms' })).statusCode).toBe(404);
      expect((await other.app.inject({ method: 'GET', url: '/dev/sms.json' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('cannot be chosen in production: the configuration refuses the outbox there', async () => {
    await expect(
      createTestApp({
        database: t.database,
        env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused@127.0.0.1:1/x', SMS_PROVIDER: 'outbox' },
      }),
    ).rejects.toThrow(/SMS_PROVIDER: outbox is for development only/);
  });
});
