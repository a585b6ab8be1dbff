import { toMinor } from '@nyota/contract/money/minor';
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../platform/clock.js';
import { ProviderCallError, type CallbackRequest, type TxRequest } from '../provider-adapter.js';
import type { PawapaySettings } from '../provider-config.js';
import { contentDigest } from '../signatures/content-digest.js';
import { signMessage, verifyMessageSignature } from '../signatures/http-message-signatures.js';
import { loadFixture, WireReplay } from '../testing/wire-replay.js';
import { PawapayAdapter } from './pawapay-adapter.js';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const fx = (name: string) => loadFixture(FIXTURES, name);

const DEP = '8f2c1e4a-5b6d-4c7e-9f80-1a2b3c4d5e6f';
const DEP_KE = '5a1c3e7f-9b2d-4f6a-8c0e-2d4f6a8c0e1b';
const DEP_UG = 'e4b6c8d0-1f3a-4c5e-b7d9-0a2c4e6f8a1b';
const DEP_GH = '9d7b5f3a-1c2e-4a6b-9d8f-7e5c3a1b2d4f';
const PAY = '3b9d7e21-0c4f-4a6b-8d2e-5f7a9c1b3e40';
const REF = 'c7e5a3f1-2d4b-4e6a-a8c0-9e1f3a5b7d92';

interface RecordedCallback {
  signedAt: string;
  request: { method: string; path: string; headers: Record<string, string>; body: string };
}
function callbackFixture(name: string): RecordedCallback {
  return JSON.parse(readFileSync(new URL(`callbacks/${name}.json`, FIXTURES), 'utf8')) as RecordedCallback;
}
const testKey = JSON.parse(readFileSync(new URL('callbacks/test-signing-key.json', FIXTURES), 'utf8')) as {
  id: string;
  privateKeyPem: string;
  publicKeyPem: string;
};

// The adapter is pointed at a base URL with a path, as it is when it talks to the local sandbox.
const replay = new WireReplay('/sandbox/pawapay');
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await replay.start();
});
afterAll(async () => {
  await replay.stop();
});
beforeEach(() => replay.reset());
afterEach(() => replay.assertAllServed());

function settings(overrides: Partial<PawapaySettings> = {}): PawapaySettings {
  return {
    baseUrl,
    apiToken: 'pp-test-token',
    timeoutMs: 2000,
    statementName: 'Nyota',
    callbackPublicKeys: [],
    callbackAuthority: null,
    signing: null,
    ...overrides,
  };
}
function adapter(overrides: Partial<PawapaySettings> = {}, clock = new ManualClock()): PawapayAdapter {
  return new PawapayAdapter(settings(overrides), clock);
}
function deposit(overrides: Partial<TxRequest> = {}): TxRequest {
  return {
    intentId: DEP,
    direction: 'COLLECTION',
    money: { minor: toMinor(1500), currency: 'ZMW' },
    msisdn: '260763456789',
    country: 'ZM',
    operator: 'MTN',
    description: 'Nyota deposit',
    ...overrides,
  };
}
function payout(overrides: Partial<TxRequest> = {}): TxRequest {
  return deposit({
    intentId: PAY,
    direction: 'PAYOUT',
    money: { minor: toMinor(25000), currency: 'ZMW' },
    description: 'Nyota withdrawal',
    ...overrides,
  });
}

describe('pawaPay initiate', () => {
  it('sends a deposit as pawaPay v2 wants it and reads ACCEPTED as submitted', async () => {
    replay.expect(fx('deposit-accepted-mtn-zmb'));
    // National input with spaces is normalised to E.164 digits on the wire.
    const result = await adapter().initiate(deposit({ msisdn: '0763 456 789' }));
    expect(result).toMatchObject({ kind: 'accepted', providerRef: DEP, status: 'SUBMITTED' });
    expect(result.kind === 'accepted' && result.duplicate).toBeFalsy();
  });

  it('reads DUPLICATE_IGNORED as accepted and flags the duplicate so the caller queries status', async () => {
    replay.expect(fx('deposit-duplicate-ignored'));
    const result = await adapter().initiate(deposit());
    expect(result).toMatchObject({ kind: 'accepted', providerRef: DEP, status: 'SUBMITTED', duplicate: true });
  });

  it('formats a large amount with its decimals and maps AMOUNT_OUT_OF_BOUNDS (HTTP 200) to a final rejection', async () => {
    replay.expect(fx('deposit-rejected-amount-out-of-bounds'));
    const result = await adapter().initiate(deposit({ money: { minor: toMinor(9_876_543_210), currency: 'ZMW' } }));
    expect(result).toMatchObject({
      kind: 'rejected',
      failure: 'INVALID_REQUEST',
      providerCode: 'AMOUNT_OUT_OF_BOUNDS',
      retryableSameId: false,
    });
  });

  it('maps a 400 INVALID_PARAMETER to a rejection that must not be re-sent as is', async () => {
    replay.expect(fx('deposit-invalid-parameter-400'));
    const result = await adapter().initiate(deposit());
    expect(result).toMatchObject({
      kind: 'rejected',
      failure: 'INVALID_REQUEST',
      providerCode: 'INVALID_PARAMETER',
      retryableSameId: false,
    });
  });

  it('maps 401 to AUTH, retryable with the same id once the token is fixed', async () => {
    replay.expect(fx('deposit-unauthenticated-401'));
    const result = await adapter({ apiToken: 'pp-test-token' }).initiate(deposit());
    expect(result).toMatchObject({ kind: 'rejected', failure: 'AUTH', providerCode: 'NO_AUTHENTICATION', retryableSameId: true });
  });

  it('never assumes anything on a 503: unknown, so the caller polls', async () => {
    replay.expect(fx('deposit-unavailable-503'));
    const result = await adapter().initiate(deposit());
    expect(result.kind).toBe('unknown');
    expect(result.kind === 'unknown' && result.error).toContain('503');
  });

  it('gives up on a silent provider after the timeout and reports unknown', async () => {
    replay.expect(fx('deposit-timeout'));
    const started = Date.now();
    const result = await adapter({ timeoutMs: 300 }).initiate(deposit());
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result).toEqual({ kind: 'unknown', error: 'timeout after 300 ms' });
  });

  it('reads 429 as a temporary refusal that may be retried with the same id', async () => {
    replay.expect(fx('deposit-throttled-429'));
    const result = await adapter().initiate(deposit());
    expect(result).toMatchObject({
      kind: 'rejected',
      failure: 'PROVIDER_UNAVAILABLE',
      providerCode: 'HTTP_429',
      retryableSameId: true,
    });
  });

  it('treats a 200 of an unexpected shape as unknown, never as accepted', async () => {
    replay.expect(fx('deposit-accepted-garbled'));
    const result = await adapter().initiate(deposit());
    expect(result.kind).toBe('unknown');
  });

  it('reports an unreachable provider as unknown', async () => {
    const result = await adapter({ baseUrl: 'http://127.0.0.1:1' }).initiate(deposit());
    expect(result.kind).toBe('unknown');
    expect(result.kind === 'unknown' && result.error).toMatch(/^unreachable/);
  });

  it('sends 1 ngwee as "0.01" (Airtel Zambia)', async () => {
    replay.expect(fx('deposit-accepted-airtel-zmb-one-ngwee'));
    const result = await adapter().initiate(
      deposit({ operator: 'AIRTEL', msisdn: '+260 97 345 6789', money: { minor: toMinor(1), currency: 'ZMW' } }),
    );
    expect(result.kind).toBe('accepted');
  });

  it('cleans the customer message to 4-22 safe characters and sends metadata as a list of fields (Zamtel)', async () => {
    replay.expect(fx('deposit-accepted-zamtel-zmb-with-metadata'));
    const result = await adapter().initiate(
      deposit({
        operator: 'ZAMTEL',
        msisdn: '0953456700',
        money: { minor: toMinor(125_050), currency: 'ZMW' },
        description: 'Nyota first deposit! (welcome)',
        metadata: { memberId: 'm-1001', channel: 'web' },
      }),
    );
    expect(result.kind).toBe('accepted');
  });

  it('sends whole shillings for M-Pesa Kenya deposits and refuses a fraction without calling pawaPay', async () => {
    replay.expect(fx('deposit-accepted-mpesa-ken'));
    const a = adapter();
    const ke = { intentId: DEP_KE, country: 'KE' as const, operator: 'MPESA' as const, msisdn: '0703456789' };
    expect((await a.initiate(deposit({ ...ke, money: { minor: toMinor(10_000), currency: 'KES' } }))).kind).toBe('accepted');
    const fraction = await a.initiate(deposit({ ...ke, money: { minor: toMinor(10_050), currency: 'KES' } }));
    expect(fraction).toMatchObject({
      kind: 'rejected',
      failure: 'INVALID_REQUEST',
      providerCode: 'INVALID_AMOUNT',
      retryableSameId: false,
    });
    expect(replay.received).toHaveLength(1);
  });

  it('adopts the decimals of the account active configuration', async () => {
    replay.expect(fx('active-conf-ken-two-places'), fx('deposit-accepted-mpesa-ken-after-active-conf'));
    const a = adapter();
    expect(await a.loadActiveConfiguration()).toBe(1);
    const result = await a.initiate(
      deposit({
        intentId: DEP_KE,
        country: 'KE',
        operator: 'MPESA',
        msisdn: '254703456789',
        money: { minor: toMinor(10_050), currency: 'KES' },
      }),
    );
    expect(result.kind).toBe('accepted');
  });

  it('sends Uganda shillings without decimals (Airtel Uganda) and refuses a fraction of a shilling', async () => {
    replay.expect(fx('deposit-accepted-airtel-uga'));
    const ug = { intentId: DEP_UG, country: 'UG' as const, operator: 'AIRTEL' as const, msisdn: '0753456789' };
    expect((await adapter().initiate(deposit({ ...ug, money: { minor: toMinor(500_000), currency: 'UGX' } }))).kind).toBe(
      'accepted',
    );
    const fraction = await adapter().initiate(deposit({ ...ug, money: { minor: toMinor(500_050), currency: 'UGX' } }));
    expect(fraction).toMatchObject({ kind: 'rejected', providerCode: 'INVALID_AMOUNT' });
    expect(replay.received).toHaveLength(1);
  });

  it('routes Telecel Ghana to pawaPay code VODAFONE_GHA', async () => {
    replay.expect(fx('deposit-accepted-telecel-gha'));
    const result = await adapter().initiate(
      deposit({
        intentId: DEP_GH,
        country: 'GH',
        operator: 'TELECEL',
        msisdn: '020 345 6789',
        money: { minor: toMinor(2075), currency: 'GHS' },
      }),
    );
    expect(result.kind).toBe('accepted');
  });

  it('refuses requests it cannot send correctly, before any network call', async () => {
    const a = adapter();
    const cases: Array<[Partial<TxRequest>, string]> = [
      [{ intentId: 'deposit-42' }, 'INVALID_INTENT_ID'],
      [{ money: { minor: toMinor(1500), currency: 'KES' } }, 'INVALID_CURRENCY'],
      [
        { country: 'KE', operator: 'AIRTEL', msisdn: '254733456789', money: { minor: toMinor(1500), currency: 'KES' } },
        'UNSUPPORTED_OPERATOR',
      ],
      [{ msisdn: '0211234567' }, 'INVALID_PHONE_NUMBER'],
      [{ money: { minor: toMinor(0), currency: 'ZMW' } }, 'INVALID_AMOUNT'],
      [{ intentId: REF, direction: 'REFUND' }, 'MISSING_DEPOSIT_ID'],
    ];
    for (const [overrides, code] of cases) {
      const result = await a.initiate(deposit(overrides));
      expect(result, code).toMatchObject({
        kind: 'rejected',
        failure: 'INVALID_REQUEST',
        providerCode: code,
        retryableSameId: false,
      });
    }
    expect(replay.received).toHaveLength(0);
  });

  it('sends payouts with a recipient and reads a short wallet as MERCHANT_FLOAT', async () => {
    replay.expect(fx('payout-accepted'), fx('payout-rejected-insufficient-balance'));
    expect(await adapter().initiate(payout())).toMatchObject({ kind: 'accepted', providerRef: PAY, status: 'SUBMITTED' });
    expect(await adapter().initiate(payout())).toMatchObject({
      kind: 'rejected',
      failure: 'MERCHANT_FLOAT',
      providerCode: 'INSUFFICIENT_BALANCE',
    });
  });

  it('sends a refund of a deposit', async () => {
    replay.expect(fx('refund-accepted'));
    const result = await adapter().initiate(deposit({ intentId: REF, direction: 'REFUND', originalIntentId: DEP }));
    expect(result).toMatchObject({ kind: 'accepted', providerRef: REF });
  });

  it('signs financial requests (RFC 9421, sig-pp) when a signing key is configured', async () => {
    replay.expect(fx('deposit-accepted-mtn-zmb'));
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const a = adapter({
      signing: {
        keyId: 'nyota-key-1',
        privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        alg: 'ecdsa-p256-sha256',
      },
    });
    expect((await a.initiate(deposit())).kind).toBe('accepted');
    const seen = replay.received[0]!;
    const headers = Object.fromEntries(Object.entries(seen.headers).map(([k, v]) => [k, String(v)]));
    expect(headers['signature-input']).toMatch(
      /^sig-pp=\("@method" "@authority" "@path" "signature-date" "content-digest" "content-type" "content-length"\);alg="ecdsa-p256-sha256";keyid="nyota-key-1";created=\d+;expires=\d+$/,
    );
    expect(headers['content-digest']).toBe(contentDigest(seen.rawBody));
    const verified = await verifyMessageSignature(
      { method: 'POST', authority: new URL(baseUrl).host, target: `/sandbox/pawapay${seen.path}`, headers, body: seen.rawBody },
      {
        keyLookup: async (id) => (id === 'nyota-key-1' ? publicKey : undefined),
        now: new ManualClock().now(),
        requiredComponents: ['content-digest', 'content-length'],
        maxSkewSeconds: 60,
      },
    );
    expect(verified).toMatchObject({ ok: true, keyId: 'nyota-key-1' });
  });
});

describe('pawaPay getStatus', () => {
  const cases = [
    {
      fixture: 'status-deposit-completed',
      status: 'SUCCEEDED',
      final: true,
      providerCode: 'COMPLETED',
      providerTxnId: 'MP260115.1000.C00001',
    },
    {
      fixture: 'status-deposit-failed-not-approved',
      status: 'FAILED',
      final: true,
      failure: 'USER_REJECTED',
      providerCode: 'PAYMENT_NOT_APPROVED',
    },
    {
      fixture: 'status-deposit-failed-insufficient-balance',
      status: 'FAILED',
      final: true,
      failure: 'INSUFFICIENT_FUNDS',
      providerCode: 'INSUFFICIENT_BALANCE',
    },
    {
      fixture: 'status-deposit-failed-payer-limit',
      status: 'FAILED',
      final: true,
      failure: 'LIMIT_REACHED',
      providerCode: 'PAYER_LIMIT_REACHED',
    },
    {
      fixture: 'status-deposit-failed-no-reason',
      status: 'FAILED',
      final: true,
      failure: 'OTHER',
      providerCode: 'UNSPECIFIED_FAILURE',
    },
    { fixture: 'status-deposit-processing', status: 'PENDING', final: false, providerCode: 'PROCESSING' },
    { fixture: 'status-deposit-accepted', status: 'SUBMITTED', final: false, providerCode: 'ACCEPTED' },
    { fixture: 'status-deposit-in-reconciliation', status: 'PENDING', final: false, providerCode: 'IN_RECONCILIATION' },
  ] as const;
  for (const c of cases) {
    it(`${c.fixture} -> ${c.status}${'failure' in c ? ` ${c.failure}` : ''}`, async () => {
      replay.expect(fx(c.fixture));
      const result = await adapter().getStatus({ intentId: DEP, direction: 'COLLECTION' });
      expect(result).toMatchObject({
        found: true,
        providerRef: DEP,
        status: c.status,
        final: c.final,
        providerCode: c.providerCode,
      });
      expect(result.failure).toBe('failure' in c ? c.failure : undefined);
      expect(result.money).toEqual({ minor: 1500, currency: 'ZMW' });
      if ('providerTxnId' in c) expect(result.providerTxnId).toBe(c.providerTxnId);
      expect(result.error).toBeUndefined();
    });
  }

  it('says not found when pawaPay never saw the deposit (safe to re-send the same id)', async () => {
    replay.expect(fx('status-deposit-not-found'));
    const result = await adapter().getStatus({ intentId: DEP, direction: 'COLLECTION' });
    expect(result).toMatchObject({ found: false, final: false });
  });

  it('never claims not found when the query itself failed', async () => {
    replay.expect(fx('status-deposit-bad-gateway'));
    const result = await adapter().getStatus({ intentId: DEP, direction: 'COLLECTION' });
    expect(result).toMatchObject({ found: true, status: 'UNKNOWN', final: false });
    expect(result.error).toContain('502');
  });

  it('reports a status query that times out as unknown', async () => {
    replay.expect(fx('status-deposit-timeout'));
    const result = await adapter({ timeoutMs: 300 }).getStatus({ intentId: DEP, direction: 'COLLECTION' });
    expect(result).toMatchObject({ found: true, status: 'UNKNOWN', final: false, error: 'timeout after 300 ms' });
  });

  it('ignores an answer about another deposit', async () => {
    replay.expect(fx('status-deposit-wrong-id'));
    const result = await adapter().getStatus({ intentId: DEP, direction: 'COLLECTION' });
    expect(result).toMatchObject({ status: 'UNKNOWN', final: false });
    expect(result.error).toContain(DEP_KE);
  });

  it('reads payout states: ENQUEUED is not final, COMPLETED is, RECIPIENT_NOT_FOUND fails', async () => {
    replay.expect(fx('status-payout-enqueued'), fx('status-payout-completed'), fx('status-payout-failed-recipient-not-found'));
    const a = adapter();
    const ref = { intentId: PAY, direction: 'PAYOUT' as const };
    expect(await a.getStatus(ref)).toMatchObject({ status: 'SUBMITTED', final: false, providerCode: 'ENQUEUED' });
    expect(await a.getStatus(ref)).toMatchObject({ status: 'SUCCEEDED', final: true, money: { minor: 25_000, currency: 'ZMW' } });
    expect(await a.getStatus(ref)).toMatchObject({ status: 'FAILED', final: true, failure: 'RECIPIENT_NOT_FOUND' });
  });

  it('reads a completed refund', async () => {
    replay.expect(fx('status-refund-completed'));
    const result = await adapter().getStatus({ intentId: REF, direction: 'REFUND' });
    expect(result).toMatchObject({ found: true, status: 'SUCCEEDED', final: true, money: { minor: 1500, currency: 'ZMW' } });
  });
});

describe('pawaPay callbacks', () => {
  function request(name: string): { req: CallbackRequest; clock: ManualClock } {
    const rec = callbackFixture(name);
    const clock = new ManualClock(new Date(new Date(rec.signedAt).getTime() + 5000));
    return {
      req: {
        method: rec.request.method,
        path: rec.request.path,
        headers: { ...rec.request.headers },
        rawBody: Buffer.from(rec.request.body),
      },
      clock,
    };
  }
  const pinned = [{ id: testKey.id, key: testKey.publicKeyPem }];

  it('trusts a correctly signed deposit callback and maps it', async () => {
    const { req, clock } = request('deposit-completed-signed');
    const result = await adapter({ callbackPublicKeys: pinned }, clock).parseCallback(req);
    expect(result.ack.status).toBe(200);
    expect(result.events).toHaveLength(1);
    expect(result.events[0]).toMatchObject({
      intentId: DEP,
      providerRef: DEP,
      direction: 'COLLECTION',
      status: 'SUCCEEDED',
      providerTxnId: 'MP260115.1000.C00001',
      money: { minor: 1500, currency: 'ZMW' },
      trusted: true,
    });
  });

  it('fetches the verification key from /v2/public-key/http once and reuses it', async () => {
    replay.expect(fx('public-keys'));
    const { req, clock } = request('deposit-completed-signed');
    const a = adapter({}, clock);
    expect((await a.parseCallback(req)).events[0]?.trusted).toBe(true);
    expect((await a.parseCallback(req)).events[0]?.trusted).toBe(true);
    expect(replay.received).toHaveLength(1);
  });

  it('verifies callbacks that arrive together while the key is being fetched', async () => {
    replay.expect(fx('public-keys'));
    const a = adapter({}, request('payout-failed-signed').clock);
    const results = await Promise.all([
      a.parseCallback(request('payout-failed-signed').req),
      a.parseCallback(request('payout-failed-signed').req),
    ]);
    expect(results.map((r) => r.events[0]?.trusted)).toEqual([true, true]);
    expect(replay.received).toHaveLength(1);
  });

  it('maps a signed failed payout callback', async () => {
    const { req, clock } = request('payout-failed-signed');
    const result = await adapter({ callbackPublicKeys: pinned }, clock).parseCallback(req);
    expect(result.events[0]).toMatchObject({
      intentId: PAY,
      direction: 'PAYOUT',
      status: 'FAILED',
      failure: 'RECIPIENT_NOT_FOUND',
      trusted: true,
    });
  });

  it('does not trust a body whose amount was changed in transit', async () => {
    const { req, clock } = request('deposit-completed-signed');
    const tampered = { ...req, rawBody: Buffer.from(req.rawBody.toString('utf8').replace('"15.00"', '"15000.00"')) };
    const result = await adapter({ callbackPublicKeys: pinned }, clock).parseCallback(tampered);
    expect(result.events[0]).toMatchObject({ status: 'SUCCEEDED', money: { minor: 1_500_000, currency: 'ZMW' }, trusted: false });
    expect(result.diagnostics?.[0]).toContain('digest-mismatch');
  });

  it('refuses an unverified callback outright when signed callbacks are required, and still takes a signed one', async () => {
    const { req, clock } = request('deposit-completed-signed');
    const strict = adapter({ callbackPublicKeys: pinned, requireSignedCallbacks: true }, clock);
    const tampered = { ...req, rawBody: Buffer.from(req.rawBody.toString('utf8').replace('"15.00"', '"15000.00"')) };
    expect(await strict.parseCallback(tampered)).toMatchObject({ events: [], ack: { status: 401 } });
    const unsigned = {
      ...req,
      headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => !k.startsWith('signature'))),
    };
    expect(await strict.parseCallback(unsigned)).toMatchObject({ events: [], ack: { status: 401 } });
    expect((await strict.parseCallback(req)).events[0]?.trusted).toBe(true);
  });

  it('does not trust a changed body even when the attacker recomputes Content-Digest', async () => {
    const { req, clock } = request('deposit-completed-signed');
    const body = Buffer.from(req.rawBody.toString('utf8').replace('"15.00"', '"15000.00"'));
    const result = await adapter({ callbackPublicKeys: pinned }, clock).parseCallback({
      ...req,
      rawBody: body,
      headers: { ...req.headers, 'content-digest': contentDigest(body) },
    });
    expect(result.events[0]?.trusted).toBe(false);
    expect(result.diagnostics?.[0]).toContain('signature-mismatch');
  });

  it('does not trust a signature made with another key or copied from another callback', async () => {
    const { req, clock } = request('deposit-completed-signed');
    const other = request('payout-failed-signed').req;
    const copied = await adapter({ callbackPublicKeys: pinned }, clock).parseCallback({
      ...req,
      headers: { ...req.headers, signature: other.headers['signature'] ?? '' },
    });
    expect(copied.events[0]?.trusted).toBe(false);

    const forger = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    const forged = signMessage(
      {
        method: 'POST',
        authority: 'api.nyota.example',
        target: req.path,
        headers: { 'content-type': 'application/json' },
        body: req.rawBody,
      },
      {
        keyId: testKey.id,
        privateKey: forger,
        alg: 'ecdsa-p256-sha256',
        label: 'sig-pp',
        components: ['@method', '@authority', '@path', 'signature-date', 'content-digest', 'content-type'],
        created: clock.now(),
      },
    );
    const result = await adapter({ callbackPublicKeys: pinned }, clock).parseCallback({
      ...req,
      headers: { ...req.headers, ...forged },
    });
    expect(result.events[0]?.trusted).toBe(false);
    expect(result.diagnostics?.[0]).toContain('signature-mismatch');
  });

  it('reads an unsigned callback as an untrusted hint without fetching keys', async () => {
    const { req, clock } = request('deposit-completed-unsigned');
    const result = await adapter({}, clock).parseCallback(req);
    expect(result.ack.status).toBe(200);
    expect(result.events[0]).toMatchObject({ intentId: DEP, status: 'SUCCEEDED', trusted: false });
    expect(result.diagnostics?.[0]).toContain('missing-signature');
    expect(replay.received).toHaveLength(0);
  });

  it('reads a callback with a malformed Signature-Input as unsigned, and refuses it when signatures are required', async () => {
    const { req, clock } = request('deposit-completed-signed');
    const input = req.headers['signature-input'] ?? '';
    const garbled = { ...req, headers: { ...req.headers, 'signature-input': input.replace(/created=(\d+)/, 'created=@$1') } };
    expect(garbled.headers['signature-input']).toContain(';created=@');
    const lenient = await adapter({ callbackPublicKeys: pinned }, clock).parseCallback(garbled);
    expect(lenient.events[0]).toMatchObject({ intentId: DEP, trusted: false });
    expect(lenient.diagnostics?.[0]).toContain('malformed');
    const strict = adapter({ callbackPublicKeys: pinned, requireSignedCallbacks: true }, clock);
    expect(await strict.parseCallback(garbled)).toMatchObject({ events: [], ack: { status: 401 } });
  });

  it('does not trust a replayed callback long after its signature expired', async () => {
    const { req, clock } = request('deposit-completed-signed');
    clock.advance(60 * 60_000);
    const result = await adapter({ callbackPublicKeys: pinned }, clock).parseCallback(req);
    expect(result.events[0]?.trusted).toBe(false);
    expect(result.diagnostics?.[0]).toContain('expired');
  });

  it('verifies @authority against the configured public host, not a proxy-rewritten Host', async () => {
    const { req, clock } = request('deposit-completed-signed');
    const proxied = { ...req, headers: { ...req.headers, host: '10.0.0.7:8080' } };
    expect((await adapter({ callbackPublicKeys: pinned }, clock).parseCallback(proxied)).events[0]?.trusted).toBe(false);
    const configured = adapter({ callbackPublicKeys: pinned, callbackAuthority: 'api.nyota.example' }, clock);
    expect((await configured.parseCallback(proxied)).events[0]?.trusted).toBe(true);
  });

  it('does not trust a keyid outside the pinned keys', async () => {
    const { req, clock } = request('deposit-completed-signed');
    const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    const result = await adapter({ callbackPublicKeys: [{ id: 'HTTP_EC_P256_KEY:2', key: other }] }, clock).parseCallback(req);
    expect(result.events[0]?.trusted).toBe(false);
    expect(result.diagnostics?.[0]).toContain('unknown-keyid');
  });

  it('answers 400 to a body that is not a pawaPay payment and 405 to other methods', async () => {
    const { req, clock } = request('deposit-completed-signed');
    const a = adapter({ callbackPublicKeys: pinned }, clock);
    expect(await a.parseCallback({ ...req, rawBody: Buffer.from('not json') })).toMatchObject({
      events: [],
      ack: { status: 400 },
    });
    expect(await a.parseCallback({ ...req, rawBody: Buffer.from('{"status":"COMPLETED"}') })).toMatchObject({
      events: [],
      ack: { status: 400 },
    });
    expect(await a.parseCallback({ ...req, method: 'GET' })).toMatchObject({ events: [], ack: { status: 405 } });
  });

  it('accepts the recorded key material as a real P-256 key pair', () => {
    // Guards the fixture itself: the private key must match the public key served by public-keys.json.
    expect(createPublicKey(createPrivateKey(testKey.privateKeyPem)).export({ type: 'spki', format: 'pem' })).toBe(
      testKey.publicKeyPem,
    );
  });
});

describe('pawaPay utilities', () => {
  it('asks pawaPay to resend a final callback', async () => {
    replay.expect(fx('resend-callback-accepted'));
    await expect(adapter().resendCallback(DEP, 'COLLECTION')).resolves.toBeUndefined();
  });

  it('reports a refused resend as an error with the provider code', async () => {
    replay.expect(fx('resend-callback-rejected'));
    const err = await adapter()
      .resendCallback(PAY, 'PAYOUT')
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(ProviderCallError);
    expect((err as ProviderCallError).providerCode).toBe('INVALID_STATE');
  });

  it('predicts the operator with pawaPay, which knows ported numbers', async () => {
    replay.expect(fx('predict-provider'), fx('predict-provider-ported'));
    expect(await adapter().predictOperator('260763456789')).toBe('MTN');
    expect(await adapter().predictOperator('260971234567')).toBe('MTN');
  });

  it('falls back to the market prefix table when predict-provider cannot answer', async () => {
    replay.expect(fx('predict-provider-failed'));
    expect(await adapter().predictOperator('260971234567')).toBe('AIRTEL');
  });

  it('reads the Zambian wallet balance in minor units', async () => {
    replay.expect(fx('wallet-balances'));
    expect(await adapter().balance('ZM')).toEqual({ minor: 2_179_803, currency: 'ZMW' });
  });

  it('offers deposits, payouts and refunds for every operator it has a code for', () => {
    const caps = adapter().capabilities();
    expect(
      caps
        .filter((c) => c.country === 'ZM')
        .map((c) => c.operator)
        .sort(),
    ).toEqual(['AIRTEL', 'MTN', 'ZAMTEL']);
    expect(caps.find((c) => c.country === 'KE')).toEqual({
      country: 'KE',
      operator: 'MPESA',
      directions: ['COLLECTION', 'PAYOUT', 'REFUND'],
    });
    expect(
      caps
        .filter((c) => c.country === 'GH')
        .map((c) => c.operator)
        .sort(),
    ).toEqual(['AIRTELTIGO', 'MTN', 'TELECEL']);
  });
});
