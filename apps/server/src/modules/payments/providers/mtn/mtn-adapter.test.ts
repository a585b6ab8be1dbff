import { toMinor } from '@nyota/contract/money/minor';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../platform/clock.js';
import type { CallbackRequest, TxRequest } from '../provider-adapter.js';
import type { MtnSettings } from '../provider-config.js';
import { loadFixture, WireReplay } from '../testing/wire-replay.js';
import { MtnAdapter } from './mtn-adapter.js';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const fx = (name: string) => loadFixture(FIXTURES, name);

const REF = '6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
const PAY = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const REF_UG = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const SANDBOX_REJECTED = '0d9c8b7a-6f5e-4d3c-8b2a-190817161514';
const SANDBOX_ONGOING = '1e2d3c4b-5a69-4788-9a6b-5c4d3e2f1a0b';

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

function settings(overrides: Partial<MtnSettings> = {}): MtnSettings {
  return {
    baseUrl,
    targetEnvironment: 'mtnzambia',
    country: 'ZM',
    wireCurrency: null,
    collection: {
      subscriptionKey: 'col-sub-key-123',
      apiUser: 'f1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b',
      apiKey: 'col-api-key-456',
    },
    disbursement: {
      subscriptionKey: 'dis-sub-key-789',
      apiUser: '0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
      apiKey: 'dis-api-key-012',
    },
    callbackUrl: 'https://api.nyota.example/payment-callbacks/mtn',
    timeoutMs: 2000,
    ...overrides,
  };
}
function adapter(overrides: Partial<MtnSettings> = {}, clock = new ManualClock()): MtnAdapter {
  return new MtnAdapter(settings(overrides), clock);
}
function collection(overrides: Partial<TxRequest> = {}): TxRequest {
  return {
    intentId: REF,
    direction: 'COLLECTION',
    money: { minor: toMinor(1500), currency: 'ZMW' },
    msisdn: '260961234567',
    country: 'ZM',
    operator: 'MTN',
    description: 'Nyota deposit',
    ...overrides,
  };
}

describe('MTN initiate (RequestToPay)', () => {
  it('fetches a token, then posts RequestToPay with our id as X-Reference-Id and externalId', async () => {
    replay.expect(fx('collection-token'), fx('requesttopay-accepted'));
    const result = await adapter().initiate(collection({ msisdn: '0961 234 567' }));
    expect(result).toMatchObject({ kind: 'accepted', providerRef: REF, status: 'PENDING' });
  });

  it('reuses the token until it expires, then fetches a new one', async () => {
    const clock = new ManualClock();
    const a = adapter({}, clock);
    replay.expect(fx('collection-token'), fx('requesttopay-accepted'), fx('status-pending'));
    await a.initiate(collection());
    await a.getStatus({ intentId: REF, direction: 'COLLECTION' });
    replay.assertAllServed();

    replay.reset();
    clock.advance(3600 * 1000);
    replay.expect(fx('collection-token'), fx('status-pending'));
    expect((await a.getStatus({ intentId: REF, direction: 'COLLECTION' })).status).toBe('PENDING');
  });

  it('refreshes the token once when MTN refuses the cached one (401) and sends the same request again', async () => {
    replay.expect(fx('collection-token'), fx('requesttopay-token-expired'));
    const result = await adapter().initiate(collection());
    expect(result).toMatchObject({ kind: 'accepted', providerRef: REF });
  });

  it('sends no X-Callback-Url when no public callback URL is configured', async () => {
    replay.expect(fx('collection-token'), fx('requesttopay-accepted-no-callback'));
    expect((await adapter({ callbackUrl: null }).initiate(collection())).kind).toBe('accepted');
  });

  it('reads 409 as a duplicate: it confirms the request exists with a status query', async () => {
    replay.expect(fx('collection-token'), fx('requesttopay-conflict'));
    const result = await adapter().initiate(collection());
    expect(result).toMatchObject({ kind: 'accepted', providerRef: REF, status: 'PENDING', duplicate: true });
  });

  it('reports a 500 as unknown: the request may exist', async () => {
    replay.expect(fx('collection-token'), fx('requesttopay-server-error'));
    const result = await adapter().initiate(collection());
    expect(result.kind).toBe('unknown');
    expect(result.kind === 'unknown' && result.error).toContain('500');
  });

  it('reports a silent MTN as unknown after the timeout', async () => {
    replay.expect(fx('collection-token'), fx('requesttopay-timeout'));
    const result = await adapter({ timeoutMs: 300 }).initiate(collection());
    expect(result).toEqual({ kind: 'unknown', error: 'timeout after 300 ms' });
  });

  it('maps 400 to a rejection that must not be re-sent, and 403 to AUTH', async () => {
    replay.expect(fx('collection-token'), fx('requesttopay-bad-request'), fx('requesttopay-forbidden'));
    const a = adapter();
    expect(await a.initiate(collection())).toMatchObject({
      kind: 'rejected',
      failure: 'INVALID_REQUEST',
      providerCode: 'INVALID_CURRENCY',
      retryableSameId: false,
    });
    expect(await a.initiate(collection())).toMatchObject({
      kind: 'rejected',
      failure: 'AUTH',
      providerCode: 'FORBIDDEN',
      retryableSameId: true,
    });
  });

  it('rejects with AUTH, without posting the payment, when the token is refused', async () => {
    replay.expect(fx('collection-token-refused'));
    const result = await adapter().initiate(collection());
    expect(result).toMatchObject({ kind: 'rejected', failure: 'AUTH', providerCode: 'TOKEN_REFUSED', retryableSameId: true });
    expect(replay.received).toHaveLength(1);
  });

  it('refuses what MTN would refuse, before any network call', async () => {
    const a = adapter();
    const cases: Array<[Partial<TxRequest>, string]> = [
      [{ direction: 'REFUND', originalIntentId: PAY }, 'UNSUPPORTED_DIRECTION'],
      [{ intentId: '6f1e2d3c-4b5a-1978-8695-a4b3c2d1e0f9' }, 'INVALID_REFERENCE_ID'],
      [{ country: 'UG', msisdn: '256772123456', money: { minor: toMinor(1500), currency: 'UGX' } }, 'UNSUPPORTED_MARKET'],
      [{ operator: 'AIRTEL' }, 'UNSUPPORTED_MARKET'],
      [{ money: { minor: toMinor(1500), currency: 'KES' } }, 'INVALID_CURRENCY'],
      [{ msisdn: '0211234567' }, 'INVALID_MSISDN'],
      // Sandbox magic numbers are not numbers outside the sandbox.
      [{ msisdn: '46733123451' }, 'INVALID_MSISDN'],
      [{ money: { minor: toMinor(-5), currency: 'ZMW' } }, 'INVALID_AMOUNT'],
    ];
    for (const [overrides, code] of cases) {
      expect(await a.initiate(collection(overrides)), code).toMatchObject({
        kind: 'rejected',
        failure: 'INVALID_REQUEST',
        providerCode: code,
      });
    }
    expect(replay.received).toHaveLength(0);
  });

  it('refuses payouts when no disbursement credentials are configured', async () => {
    const result = await adapter({ disbursement: null }).initiate(collection({ intentId: PAY, direction: 'PAYOUT' }));
    expect(result).toMatchObject({ kind: 'rejected', providerCode: 'PRODUCT_NOT_CONFIGURED', retryableSameId: true });
    expect(adapter({ disbursement: null }).capabilities()).toEqual([
      { country: 'ZM', operator: 'MTN', directions: ['COLLECTION'] },
    ]);
  });

  it('sends a disbursement transfer with its own token and key', async () => {
    replay.expect(fx('disbursement-token'), fx('transfer-accepted'));
    const result = await adapter().initiate(
      collection({
        intentId: PAY,
        direction: 'PAYOUT',
        money: { minor: toMinor(25_000), currency: 'ZMW' },
        description: 'Nyota withdrawal',
      }),
    );
    expect(result).toMatchObject({ kind: 'accepted', providerRef: PAY, status: 'PENDING' });
  });

  it('sends whole shillings in Uganda and refuses a fraction', async () => {
    replay.expect(fx('uganda-requesttopay'));
    const ug = adapter({
      country: 'UG',
      targetEnvironment: 'mtnuganda',
      collection: { subscriptionKey: 'ug-col-sub', apiUser: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', apiKey: 'ug-col-key' },
      disbursement: null,
      callbackUrl: null,
    });
    const req = { intentId: REF_UG, country: 'UG' as const, msisdn: '0772 123 456' };
    expect((await ug.initiate(collection({ ...req, money: { minor: toMinor(500_000), currency: 'UGX' } }))).kind).toBe(
      'accepted',
    );
    expect(await ug.initiate(collection({ ...req, money: { minor: toMinor(500_050), currency: 'UGX' } }))).toMatchObject({
      providerCode: 'INVALID_AMOUNT',
    });
  });

  it('speaks to the MTN sandbox with EUR and its magic numbers, reading amounts back in the market currency', async () => {
    replay.expect(fx('collection-token'), fx('sandbox-payer-rejected'), fx('sandbox-payer-ongoing'));
    const sandbox = adapter({ targetEnvironment: 'sandbox', wireCurrency: 'EUR', callbackUrl: null });
    expect((await sandbox.initiate(collection({ intentId: SANDBOX_REJECTED, msisdn: '46733123451' }))).kind).toBe('accepted');
    expect(await sandbox.getStatus({ intentId: SANDBOX_REJECTED, direction: 'COLLECTION' })).toMatchObject({
      status: 'FAILED',
      final: true,
      failure: 'USER_REJECTED',
      money: { minor: 1500, currency: 'ZMW' },
    });
    expect((await sandbox.initiate(collection({ intentId: SANDBOX_ONGOING, msisdn: '46733123453' }))).kind).toBe('accepted');
    expect(await sandbox.getStatus({ intentId: SANDBOX_ONGOING, direction: 'COLLECTION' })).toMatchObject({
      status: 'PENDING',
      final: false,
    });
  });
});

describe('MTN getStatus', () => {
  const cases = [
    { fixture: 'status-successful', status: 'SUCCEEDED', final: true, providerCode: 'SUCCESSFUL', providerTxnId: '1783905842' },
    {
      fixture: 'status-failed-rejected',
      status: 'FAILED',
      final: true,
      failure: 'USER_REJECTED',
      providerCode: 'APPROVAL_REJECTED',
    },
    {
      fixture: 'status-failed-reason-object',
      status: 'FAILED',
      final: true,
      failure: 'INSUFFICIENT_FUNDS',
      providerCode: 'NOT_ENOUGH_FUNDS',
    },
    {
      fixture: 'status-failed-pin-timeout',
      status: 'FAILED',
      final: true,
      failure: 'TIMEOUT',
      providerCode: 'COULD_NOT_PERFORM_TRANSACTION',
    },
    {
      fixture: 'status-failed-internal-error',
      status: 'FAILED',
      final: true,
      failure: 'INSUFFICIENT_FUNDS',
      providerCode: 'INTERNAL_PROCESSING_ERROR',
    },
    {
      fixture: 'status-failed-payer-not-found',
      status: 'FAILED',
      final: true,
      failure: 'PAYER_NOT_FOUND',
      providerCode: 'PAYER_NOT_FOUND',
    },
    { fixture: 'status-failed-no-reason', status: 'FAILED', final: true, failure: 'OTHER', providerCode: 'FAILED' },
    { fixture: 'status-pending', status: 'PENDING', final: false, providerCode: 'PENDING' },
  ] as const;
  for (const c of cases) {
    it(`${c.fixture} -> ${c.status}${'failure' in c ? ` ${c.failure}` : ''}`, async () => {
      replay.expect(fx('collection-token'), fx(c.fixture));
      const result = await adapter().getStatus({ intentId: REF, direction: 'COLLECTION' });
      expect(result).toMatchObject({
        found: true,
        providerRef: REF,
        status: c.status,
        final: c.final,
        providerCode: c.providerCode,
      });
      expect(result.failure).toBe('failure' in c ? c.failure : undefined);
      expect(result.money).toEqual({ minor: 1500, currency: 'ZMW' });
      expect(result.providerTxnId).toBe('providerTxnId' in c ? c.providerTxnId : undefined);
    });
  }

  it('says not found on 404 RESOURCE_NOT_FOUND (the POST never registered)', async () => {
    replay.expect(fx('collection-token'), fx('status-not-found'));
    expect(await adapter().getStatus({ intentId: REF, direction: 'COLLECTION' })).toMatchObject({ found: false, final: false });
  });

  it('does not take a bare 404 as proof that the request never registered', async () => {
    replay.expect(fx('collection-token'), fx('status-404-without-code'));
    const result = await adapter().getStatus({ intentId: REF, direction: 'COLLECTION' });
    expect(result).toMatchObject({ found: true, status: 'UNKNOWN', final: false });
    expect(result.error).toContain('404');
  });

  it('reads transfer outcomes: success, our float too low, payee unknown', async () => {
    replay.expect(
      fx('disbursement-token'),
      fx('transfer-status-successful'),
      fx('transfer-status-not-enough-funds'),
      fx('transfer-status-payee-not-found'),
    );
    const a = adapter();
    const ref = { intentId: PAY, direction: 'PAYOUT' as const };
    expect(await a.getStatus(ref)).toMatchObject({
      status: 'SUCCEEDED',
      providerTxnId: '1783905999',
      money: { minor: 25_000, currency: 'ZMW' },
    });
    expect(await a.getStatus(ref)).toMatchObject({
      status: 'FAILED',
      failure: 'MERCHANT_FLOAT',
      providerCode: 'NOT_ENOUGH_FUNDS',
    });
    expect(await a.getStatus(ref)).toMatchObject({
      status: 'FAILED',
      failure: 'RECIPIENT_NOT_FOUND',
      providerCode: 'PAYEE_NOT_FOUND',
    });
  });

  it('reports an unreachable MTN as an unknown status, not as not-found', async () => {
    const result = await adapter({ baseUrl: 'http://127.0.0.1:1' }).getStatus({ intentId: REF, direction: 'COLLECTION' });
    expect(result).toMatchObject({ found: true, status: 'UNKNOWN' });
    expect(result.error).toMatch(/unreachable/);
  });
});

describe('MTN callbacks', () => {
  function request(name: string): CallbackRequest {
    const rec = JSON.parse(readFileSync(new URL(`callbacks/${name}.json`, FIXTURES), 'utf8')) as {
      request: { method: string; path: string; headers: Record<string, string>; body: string };
    };
    return {
      method: rec.request.method,
      path: rec.request.path,
      headers: rec.request.headers,
      rawBody: Buffer.from(rec.request.body),
    };
  }

  it('reads a PUT collection callback as an untrusted hint keyed by externalId', async () => {
    const result = await adapter().parseCallback(request('collection-successful'));
    expect(result.ack.status).toBe(200);
    expect(result.events).toEqual([
      expect.objectContaining({
        intentId: REF,
        direction: 'COLLECTION',
        status: 'SUCCEEDED',
        providerTxnId: '1783905842',
        money: { minor: 1500, currency: 'ZMW' },
        trusted: false,
      }),
    ]);
    expect(replay.received).toHaveLength(0);
  });

  it('reads a POST disbursement callback as a payout failure', async () => {
    const result = await adapter().parseCallback(request('disbursement-failed'));
    expect(result.events[0]).toMatchObject({
      intentId: PAY,
      direction: 'PAYOUT',
      status: 'FAILED',
      failure: 'RECIPIENT_NOT_FOUND',
      trusted: false,
    });
  });

  it('answers 400 to a body it cannot read and 405 to other methods', async () => {
    const req = request('collection-successful');
    expect(await adapter().parseCallback({ ...req, rawBody: Buffer.from('<xml/>') })).toMatchObject({
      events: [],
      ack: { status: 400 },
    });
    expect(await adapter().parseCallback({ ...req, method: 'GET' })).toMatchObject({ events: [], ack: { status: 405 } });
  });
});

describe('MTN balance', () => {
  it('reads the disbursement account balance in minor units', async () => {
    replay.expect(fx('disbursement-token'), fx('disbursement-balance'));
    expect(await adapter().balance('ZM')).toEqual({ minor: 500_000_050, currency: 'ZMW' });
  });
});
