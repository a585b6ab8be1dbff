/**
 * MTN MoMo disbursements and the sandbox provisioning API: reference §10 scenario 20 on MTN's wire
 * (transfer completes on its own; payee not found; not enough float; a stuck transfer) and the
 * /v1_0/apiuser flow MTN's own sandbox requires before a token can be had.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MTN_DISBURSEMENT_KEY } from '../sandbox-options.js';
import { mtnBodyFor, startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

type Transfer = Record<string, unknown> & { status: string; reason?: string };

async function transfer(msisdn: string, env = 'mtnzambia', extra: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const res = await h.mtn('POST', '/disbursement/v1_0/transfer', {
    body: mtnBodyFor('payee', msisdn, extra),
    headers: { 'x-reference-id': id, 'x-target-environment': env, 'x-callback-url': `${h.receiverBase}/mtn/transfer` },
  });
  expect(res.status).toBe(202);
  return id;
}
const status = async (id: string, env = 'mtnzambia') =>
  (await h.mtn<Transfer>('GET', `/disbursement/v1_0/transfer/${id}`, { headers: { 'x-target-environment': env } })).body;
const balance = async () =>
  (await h.mtn<{ availableBalance: string; currency: string }>('GET', '/disbursement/v1_0/account/balance')).body;

describe('MTN transfers', () => {
  it('20a: a transfer completes without a prompt, debits the float and calls back with the payee', async () => {
    const id = await transfer('260961234567');
    expect((await status(id)).status).toBe('PENDING');
    await h.advance(3000);
    const final = await status(id);
    expect(final).toMatchObject({ status: 'SUCCESSFUL', payee: { partyIdType: 'MSISDN', partyId: '260961234567' } });
    expect(final['financialTransactionId']).toMatch(/^\d{9}$/);
    expect(JSON.parse(h.receiver.received[0]?.body ?? '{}')).toEqual(final);
    expect(await balance()).toEqual({ availableBalance: '999900.00', currency: 'ZMW' });
  });

  it('20b: payee not found (unregistered, and 46733123457) and a stuck 46733123453', async () => {
    await h.control('PUT', '/subscribers/260962000000', { registered: false });
    const unregistered = await transfer('260962000000');
    const magic = await transfer('46733123457', 'sandbox', { currency: 'EUR' });
    const stuck = await transfer('46733123453', 'sandbox', { currency: 'EUR' });
    await h.advance(3000);
    expect(await status(unregistered)).toMatchObject({ status: 'FAILED', reason: 'PAYEE_NOT_FOUND' });
    expect(await status(magic, 'sandbox')).toMatchObject({ status: 'FAILED', reason: 'PAYEE_NOT_FOUND' });
    await h.advance(3000_000);
    h.dropTokens();
    expect((await status(stuck, 'sandbox')).status).toBe('PENDING');
  });

  it('20c: a float too small fails the transfer NOT_ENOUGH_FUNDS and leaves the float untouched', async () => {
    await h.control('PUT', '/floats', { account: 'mtn.disbursement', currency: 'ZMW', balance: '50' });
    const id = await transfer('260961234567');
    await h.advance(3000);
    expect(await status(id)).toMatchObject({ status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' });
    expect((await balance()).availableBalance).toBe('50.00');
  });
});

describe('MTN sandbox provisioning', () => {
  it('creates an API user and key, and the key buys a disbursement token', async () => {
    const user = randomUUID();
    const headers = {
      'x-reference-id': user,
      'ocp-apim-subscription-key': DEFAULT_MTN_DISBURSEMENT_KEY,
      'content-type': 'application/json',
    };
    const created = await fetch(`${h.base}/mtn/v1_0/apiuser`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ providerCallbackHost: '127.0.0.1' }),
    });
    expect(created.status).toBe(201);
    expect((await fetch(`${h.base}/mtn/v1_0/apiuser`, { method: 'POST', headers, body: '{}' })).status).toBe(409);
    const key = await fetch(`${h.base}/mtn/v1_0/apiuser/${user}/apikey`, {
      method: 'POST',
      headers: { 'ocp-apim-subscription-key': DEFAULT_MTN_DISBURSEMENT_KEY },
    });
    const { apiKey } = (await key.json()) as { apiKey: string };
    const info = await fetch(`${h.base}/mtn/v1_0/apiuser/${user}`, {
      headers: { 'ocp-apim-subscription-key': DEFAULT_MTN_DISBURSEMENT_KEY },
    });
    expect(await info.json()).toEqual({ providerCallbackHost: '127.0.0.1', targetEnvironment: 'sandbox' });
    const token = await fetch(`${h.base}/mtn/disbursement/token/`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${user}:${apiKey}`).toString('base64')}`,
        'ocp-apim-subscription-key': DEFAULT_MTN_DISBURSEMENT_KEY,
      },
    });
    const { access_token } = (await token.json()) as { access_token: string };
    // The callback host is this user's registered one; another host is refused.
    const refused = await h.mtn('POST', '/disbursement/v1_0/transfer', {
      body: mtnBodyFor('payee', '260961234567'),
      headers: {
        authorization: `Bearer ${access_token}`,
        'x-reference-id': randomUUID(),
        'x-callback-url': 'http://example.invalid/cb',
      },
    });
    expect([refused.status, refused.body['code']]).toEqual([500, 'INVALID_CALLBACK_URL_HOST']);
    const ok = await h.mtn('POST', '/disbursement/v1_0/transfer', {
      body: mtnBodyFor('payee', '260961234567'),
      headers: {
        authorization: `Bearer ${access_token}`,
        'x-reference-id': randomUUID(),
        'x-callback-url': `${h.receiverBase}/cb`,
      },
    });
    expect(ok.status).toBe(202);
  });
});
