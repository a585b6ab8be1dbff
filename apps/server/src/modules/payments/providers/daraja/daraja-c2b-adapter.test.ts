/**
 * The Daraja C2B adapter against recorded Safaricom exchanges (fixtures/) and the documented
 * validation and confirmation bodies (fixtures/callbacks/), including the older v1 shape with
 * numbers instead of text.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../platform/clock.js';
import { loadFixture, WireReplay } from '../testing/wire-replay.js';
import { DarajaC2bAdapter, type DarajaC2bSettings } from './daraja-c2b-adapter.js';
import { ACCEPTED, amountMinor, CONFIRMED, rejected, C2B_REJECT } from './daraja-c2b-wire.js';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const body = (name: string) => readFileSync(new URL(`callbacks/${name}.json`, FIXTURES));
const TOKEN = 'Secret-token-0123456789';

const replay = new WireReplay();
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await replay.start();
});
afterAll(async () => {
  await replay.stop();
});
beforeEach(() => replay.reset());
afterEach(() => replay.assertAllServed());

function adapter(over: Partial<DarajaC2bSettings> = {}): DarajaC2bAdapter {
  const settings: DarajaC2bSettings = {
    baseUrl,
    consumerKey: 'test-consumer-key',
    consumerSecret: 'test-consumer-secret',
    shortCode: '600984',
    callbackBaseUrl: 'https://nyota.example/account-service/pan-pay/callback',
    callbackToken: TOKEN,
    timeoutMs: 2000,
    ...over,
  };
  return new DarajaC2bAdapter(settings, new ManualClock());
}

describe('Daraja C2B register URLs', () => {
  it('gets an OAuth token and registers both URLs with ResponseType Cancelled', async () => {
    replay.expect(loadFixture(FIXTURES, 'register-urls'));
    expect(await adapter().registerUrls()).toEqual({ ok: true });
  });

  it('counts "Urls are already registered" as done', async () => {
    replay.expect(loadFixture(FIXTURES, 'register-urls-already'));
    expect(await adapter().registerUrls()).toEqual({ ok: true });
  });

  it('reports a refused OAuth and registers nothing', async () => {
    replay.expect(loadFixture(FIXTURES, 'oauth-refused'));
    const out = await adapter().registerUrls();
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error).toContain('400');
  });
});

describe('Daraja C2B notifications', () => {
  it('reads the documented validation and confirmation bodies', () => {
    const a = adapter();
    const v = a.read(TOKEN, body('validation'));
    expect(v).toMatchObject({ ok: true, payload: { TransID: 'RKTQDM7W6S', TransAmount: '10', BillRefNumber: '0712345678' } });
    const c = a.read(TOKEN, body('confirmation'));
    expect(c).toMatchObject({ ok: true, payload: { TransAmount: '10.00', OrgAccountBalance: '49197.00' } });
  });

  it('reads the older shape with numbers for amounts, time and shortcode', () => {
    const r = adapter().read(TOKEN, body('confirmation-v1-numeric'));
    expect(r).toMatchObject({
      ok: true,
      payload: {
        TransID: 'LGR219G3EY',
        TransTime: '20170727104247',
        TransAmount: '10',
        BusinessShortCode: '600984',
        MSISDN: '254708374149',
      },
    });
  });

  it('refuses a wrong secret, another shortcode and bodies that are not a C2B notification', () => {
    const a = adapter();
    expect(a.read('Secret-token-0123456780', body('validation'))).toEqual({ ok: false, reason: 'token' });
    expect(a.read('short', body('validation'))).toEqual({ ok: false, reason: 'token' });
    expect(adapter({ shortCode: '174379' }).read(TOKEN, body('validation'))).toEqual({ ok: false, reason: 'shortcode' });
    expect(a.read(TOKEN, Buffer.from('not json'))).toEqual({ ok: false, reason: 'unreadable' });
    const noId = JSON.parse(body('validation').toString('utf8')) as Record<string, unknown>;
    delete noId['TransID'];
    expect(a.read(TOKEN, Buffer.from(JSON.stringify(noId)))).toEqual({ ok: false, reason: 'unreadable' });
    const negative = { ...noId, TransID: 'RKTQDM7W6S', TransAmount: '-5' };
    expect(a.read(TOKEN, Buffer.from(JSON.stringify(negative)))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it("answers in Daraja's result shapes and converts amounts without floats", () => {
    expect(ACCEPTED).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
    expect(rejected(C2B_REJECT.INVALID_ACCOUNT)).toEqual({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
    expect(CONFIRMED).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
    expect(amountMinor('10')).toBe(1_000);
    expect(amountMinor('10.5')).toBe(1_050);
    expect(amountMinor('1234.07')).toBe(123_407);
    expect(amountMinor('0.00')).toBeNull();
    expect(amountMinor('1e3')).toBeNull();
  });
});
