/**
 * pawaPay's "accept only signed requests" account setting, end to end over HTTP: our own adapter
 * (RFC 9421 request signing with PAWAPAY_SIGNING_* settings) against a sandbox merchant that has
 * the setting on and our public key registered. A signed request moves money; a tampered, unsigned
 * or wrongly keyed one is refused with pawaPay's 403 HTTP_SIGNATURE_ERROR and nothing happens at
 * the sandbox: no intent, no float or wallet change.
 */
import { toMinor } from '@nyota/contract/money/minor';
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PawapayAdapter } from './pawapay-adapter.js';
import type { TxRequest } from '../provider-adapter.js';
import type { PawapaySettings } from '../provider-config.js';
import { signMessage } from '../signatures/http-message-signatures.js';
import { DEFAULT_PAWAPAY_TOKEN } from '@nyota/sandbox';
import { depositBody, startHarness, type Harness } from '@nyota/sandbox/testing';

const KEY_ID = 'nyota-request-key-1';
const OTHER_TOKEN = 'sandbox-other-merchant-token';
const ours = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = (k: KeyObject) => k.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = createPublicKey(ours.privateKey).export({ type: 'spki', format: 'pem' }).toString();

const SIGNATURE_ERROR = {
  status: 'REJECTED',
  failureReason: { failureCode: 'HTTP_SIGNATURE_ERROR', failureMessage: expect.any(String) },
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    pawapay: {
      merchants: [
        {
          id: 'nyota',
          apiTokens: [DEFAULT_PAWAPAY_TOKEN],
          signedRequestsOnly: true,
          publicKeys: [{ id: KEY_ID, key: publicPem }],
        },
        { id: 'unsigned-merchant', apiTokens: [OTHER_TOKEN] },
      ],
    },
  });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.reset();
});

function adapter(signing: PawapaySettings['signing'], apiToken = DEFAULT_PAWAPAY_TOKEN): PawapayAdapter {
  const settings: PawapaySettings = {
    baseUrl: `${h.base}/pawapay`,
    apiToken,
    timeoutMs: 5000,
    statementName: 'Nyota',
    callbackPublicKeys: [],
    callbackAuthority: null,
    signing,
  };
  return new PawapayAdapter(settings, h.clock);
}
const signedBy = (key: KeyObject, keyId = KEY_ID): PawapaySettings['signing'] => ({
  keyId,
  privateKeyPem: pem(key),
  alg: 'ecdsa-p256-sha256',
});

function tx(direction: TxRequest['direction'], intentId = randomUUID()): TxRequest {
  return {
    intentId,
    direction,
    money: { minor: toMinor(1500), currency: 'ZMW' },
    msisdn: '260763456789',
    country: 'ZM',
    operator: 'MTN',
    description: 'Nyota deposit',
  };
}

/** What must not change when a request is refused: intents, floats, wallets, prompts. */
function moneyState(): string {
  const d = h.sandbox.store.data;
  return JSON.stringify({ intents: d.intents, floats: d.floats, subscribers: d.subscribers, prompts: d.prompts, tasks: d.tasks });
}

async function expectUnknownAtSandbox(kind: 'deposits' | 'payouts', id: string): Promise<void> {
  const status = await h.pawapay('GET', `/v2/${kind}/${id}`);
  expect(status.status).toBe(200);
  expect(status.body).toMatchObject({ status: 'NOT_FOUND' });
}

describe('pawaPay signed requests only', () => {
  it('accepts a deposit and a payout our adapter signed, and they complete', async () => {
    const a = adapter(signedBy(ours.privateKey));
    const dep = tx('COLLECTION');
    const pay = { ...tx('PAYOUT'), money: { minor: toMinor(2500), currency: 'ZMW' as const } };
    expect(await a.initiate(dep)).toMatchObject({ kind: 'accepted' });
    expect(await a.initiate(pay)).toMatchObject({ kind: 'accepted' });
    await h.advance(5000);
    expect(await a.getStatus({ intentId: dep.intentId, direction: 'COLLECTION' })).toMatchObject({ status: 'SUCCEEDED' });
    expect(await a.getStatus({ intentId: pay.intentId, direction: 'PAYOUT' })).toMatchObject({ status: 'SUCCEEDED' });
  });

  it('refuses an unsigned deposit and payout with 403 HTTP_SIGNATURE_ERROR and moves nothing', async () => {
    const before = moneyState();
    const a = adapter(null);
    const dep = tx('COLLECTION');
    const pay = tx('PAYOUT');
    const refused = await a.initiate(dep);
    expect(refused).toMatchObject({ kind: 'rejected', failure: 'AUTH', providerCode: 'HTTP_SIGNATURE_ERROR' });
    expect(await a.initiate(pay)).toMatchObject({ kind: 'rejected', providerCode: 'HTTP_SIGNATURE_ERROR' });

    const raw = await h.pawapay('POST', '/v2/deposits', depositBody(randomUUID(), '260763456789'));
    expect(raw.status).toBe(403);
    expect(raw.body).toEqual({ depositId: expect.any(String), ...SIGNATURE_ERROR });
    await h.advance(10_000);
    expect(moneyState()).toBe(before);
    await expectUnknownAtSandbox('deposits', dep.intentId);
    await expectUnknownAtSandbox('payouts', pay.intentId);
  });

  it('refuses a body changed after signing (amount raised) and moves nothing', async () => {
    const before = moneyState();
    const id = randomUUID();
    const signedBody = JSON.stringify(depositBody(id, '260763456789'));
    const sentBody = JSON.stringify({ ...depositBody(id, '260763456789'), amount: '1500' });
    const url = new URL(`${h.base}/pawapay/v2/deposits`);
    const headers = signMessage(
      {
        method: 'POST',
        authority: url.host,
        target: url.pathname,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(signedBody)) },
        body: Buffer.from(signedBody),
      },
      {
        keyId: KEY_ID,
        privateKey: createPrivateKey(pem(ours.privateKey)),
        alg: 'ecdsa-p256-sha256',
        label: 'sig-pp',
        components: ['@method', '@authority', '@path', 'signature-date', 'content-digest', 'content-type'],
        created: h.clock.now(),
        expiresInSeconds: 60,
      },
    );
    const res = await h.pawapay('POST', '/v2/deposits', sentBody, headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ depositId: id, ...SIGNATURE_ERROR });

    // The same headers with the body they were made for go through: the refusal was the tampering.
    const honest = await h.pawapay('POST', '/v2/deposits', signedBody, headers);
    expect(honest.status).toBe(200);
    expect(honest.body).toMatchObject({ depositId: id, status: 'ACCEPTED' });
    expect(before).not.toBe(moneyState());
  });

  it('refuses a request signed with a key the merchant did not register, or under an unknown key id', async () => {
    const before = moneyState();
    const wrongKey = adapter(signedBy(stranger.privateKey));
    const unknownId = adapter(signedBy(ours.privateKey, 'not-registered'));
    const d1 = tx('COLLECTION');
    const d2 = tx('COLLECTION');
    expect(await wrongKey.initiate(d1)).toMatchObject({ kind: 'rejected', providerCode: 'HTTP_SIGNATURE_ERROR' });
    expect(await unknownId.initiate(d2)).toMatchObject({ kind: 'rejected', providerCode: 'HTTP_SIGNATURE_ERROR' });
    await h.advance(10_000);
    expect(moneyState()).toBe(before);
    await expectUnknownAtSandbox('deposits', d1.intentId);
    await expectUnknownAtSandbox('deposits', d2.intentId);
  });

  it('guards refunds and bulk payouts too: unsigned ones are refused and the deposit keeps its money', async () => {
    const signed = adapter(signedBy(ours.privateKey));
    const dep = tx('COLLECTION');
    expect(await signed.initiate(dep)).toMatchObject({ kind: 'accepted' });
    await h.advance(5000);
    const before = moneyState();
    const refundId = randomUUID();
    const refund = await h.pawapay('POST', '/v2/refunds', { refundId, depositId: dep.intentId });
    expect(refund.status).toBe(403);
    expect(refund.body).toEqual({ refundId, ...SIGNATURE_ERROR });
    const bulk = await h.pawapay('POST', '/v2/payouts/bulk', [{ payoutId: randomUUID() }]);
    expect(bulk.status).toBe(403);
    expect(bulk.body).toMatchObject(SIGNATURE_ERROR);
    await h.advance(10_000);
    expect(moneyState()).toBe(before);
    expect((await h.pawapay('GET', `/v2/refunds/${refundId}`)).body).toMatchObject({ status: 'NOT_FOUND' });
    // A signed refund of the same deposit goes through.
    const ok = await signed.initiate({ ...tx('REFUND'), originalIntentId: dep.intentId });
    expect(ok).toMatchObject({ kind: 'accepted' });
  });

  it('is a per-merchant setting: another merchant still sends unsigned, reads are never signed', async () => {
    expect(await adapter(null, OTHER_TOKEN).initiate(tx('COLLECTION'))).toMatchObject({ kind: 'accepted' });
    const conf = await h.pawapay<{ signatureConfiguration: unknown }>('GET', '/v2/active-conf');
    expect(conf.body.signatureConfiguration).toEqual({ signedRequestsOnly: true, signedCallbacks: true });
    const other = await h.pawapay<{ signatureConfiguration: unknown }>('GET', '/v2/active-conf', undefined, {
      authorization: `Bearer ${OTHER_TOKEN}`,
    });
    expect(other.body.signatureConfiguration).toEqual({ signedRequestsOnly: false, signedCallbacks: true });
  });

  it('can be switched and keyed through the control API', async () => {
    const unsigned = adapter(null, OTHER_TOKEN);
    const put = await h.control('PUT', '/pawapay/merchants/unsigned-merchant', {
      signedRequestsOnly: true,
      publicKeys: [{ id: KEY_ID, key: publicPem }],
    });
    expect(put.status).toBe(200);
    expect(await unsigned.initiate(tx('COLLECTION'))).toMatchObject({ providerCode: 'HTTP_SIGNATURE_ERROR' });
    expect(await adapter(signedBy(ours.privateKey), OTHER_TOKEN).initiate(tx('COLLECTION'))).toMatchObject({
      kind: 'accepted',
    });
    const bad = await h.control('PUT', '/pawapay/merchants/unsigned-merchant', { publicKeys: [{ id: 'x', key: 'nope' }] });
    expect(bad.status).toBe(400);
    const stolen = await h.control('PUT', '/pawapay/merchants/unsigned-merchant', { apiTokens: [DEFAULT_PAWAPAY_TOKEN] });
    expect(stolen.status).toBe(400);
  });
});
