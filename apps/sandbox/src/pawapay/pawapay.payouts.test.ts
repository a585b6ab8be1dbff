/**
 * pawaPay v2 payouts, refunds and the toolkit: reference §10 scenarios 20 and 21, plus wallet
 * balances, active-conf and predict-provider as the adapter reads them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositBody, payoutBody, startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

type Data = Record<string, unknown> & { status: string; failureReason?: { failureCode: string } };
const payoutStatus = async (id: string) => (await h.pawapay<{ status: string; data: Data }>('GET', `/v2/payouts/${id}`)).body;
const refundStatus = async (id: string) => (await h.pawapay<{ status: string; data: Data }>('GET', `/v2/refunds/${id}`)).body;
const zmwBalance = async () =>
  (await h.pawapay<{ balances: Array<{ country: string; balance: string }> }>('GET', '/v2/wallet-balances?country=ZMB')).body
    .balances[0]?.balance;

async function payout(msisdn = '260961234567', extra: Record<string, unknown> = {}) {
  const id = randomUUID();
  const res = await h.pawapay('POST', '/v2/payouts', payoutBody(id, msisdn, extra));
  return { id, res };
}

async function completedDeposit(amount = '15'): Promise<string> {
  const id = randomUUID();
  await h.pawapay('POST', '/v2/deposits', depositBody(id, '260961234567', { amount }));
  await h.advance(300);
  await h.control('POST', `/intents/pawapay/${id}/prompt/approve`);
  await h.advance(1000);
  return id;
}

describe('pawaPay payouts', () => {
  it('20a: a payout completes on its own, debits the float, credits the recipient and calls back', async () => {
    const before = await zmwBalance();
    const { id, res } = await payout();
    expect(res.body).toMatchObject({ payoutId: id, status: 'ACCEPTED' });
    expect(await zmwBalance()).toBe('999950.00');
    await h.advance(300);
    expect((await payoutStatus(id)).data.status).toBe('PROCESSING');
    await h.advance(3000);
    const final = await payoutStatus(id);
    expect(final.data).toMatchObject({
      status: 'COMPLETED',
      amount: '50.00',
      recipient: { accountDetails: { phoneNumber: '260961234567' } },
    });
    expect(h.receiver.about(id)[0]).toMatchObject({ path: '/pawapay/payout', json: final.data });
    expect(before).toBe('1000000.00');
    const subscriber = await h.control<{ subscribers: Array<{ msisdn: string; balanceMinor: number }> }>('GET', '/subscribers');
    expect(subscriber.body.subscribers.find((s) => s.msisdn === '260961234567')?.balanceMinor).toBe(1_005_000);
  });

  it('20b: recipient not found (…079 and an unregistered number) returns the reserved float', async () => {
    const magic = await payout('260763456079');
    await h.control('PUT', '/subscribers/260962000000', { registered: false });
    const unregistered = await payout('260962000000');
    await h.advance(5000);
    expect((await payoutStatus(magic.id)).data.failureReason?.failureCode).toBe('RECIPIENT_NOT_FOUND');
    expect((await payoutStatus(unregistered.id)).data.failureReason?.failureCode).toBe('RECIPIENT_NOT_FOUND');
    expect(await zmwBalance()).toBe('1000000.00');
  });

  it('20c: too little merchant float is rejected at initiation and nothing is created', async () => {
    await h.control('PUT', '/floats', { account: 'pawapay', currency: 'ZMW', balance: '20.00' });
    const { id, res } = await payout();
    expect(res.body).toMatchObject({
      payoutId: id,
      status: 'REJECTED',
      failureReason: { failureCode: 'PAWAPAY_WALLET_OUT_OF_FUNDS' },
    });
    expect((await payoutStatus(id)).status).toBe('NOT_FOUND');
    expect(await zmwBalance()).toBe('20.00');
  });

  it('20d: a DELAYED provider ENQUEUES payouts, which complete once it is OPERATIONAL or can be cancelled', async () => {
    await h.control('PUT', '/pawapay/availability', { provider: 'MTN_MOMO_ZMB', operation: 'PAYOUT', status: 'DELAYED' });
    const queued = await payout();
    const cancelled = await payout('260962222222');
    expect(queued.res.body['status']).toBe('ENQUEUED');
    await h.advance(3600_000);
    expect((await payoutStatus(queued.id)).data.status).toBe('ENQUEUED');

    const cancel = await h.pawapay('POST', `/v2/payouts/fail-enqueued/${cancelled.id}`);
    expect(cancel.body).toEqual({ payoutId: cancelled.id, status: 'ACCEPTED' });
    await h.control('PUT', '/pawapay/availability', { provider: 'MTN_MOMO_ZMB', operation: 'PAYOUT', status: 'OPERATIONAL' });
    await h.advance(3000);
    expect((await payoutStatus(queued.id)).data.status).toBe('COMPLETED');
    expect((await payoutStatus(cancelled.id)).data.failureReason?.failureCode).toBe('MANUALLY_CANCELLED');
    const again = await h.pawapay('POST', `/v2/payouts/fail-enqueued/${queued.id}`);
    expect(again.body).toMatchObject({ status: 'REJECTED', failureReason: { failureCode: 'INVALID_STATE' } });
  });

  it('20e: a re-sent payoutId is DUPLICATE_IGNORED and bulk answers per item', async () => {
    const { id } = await payout();
    expect((await h.pawapay('POST', '/v2/payouts', payoutBody(id))).body).toMatchObject({ status: 'DUPLICATE_IGNORED' });
    const fresh = randomUUID();
    const bulk = await h.pawapay<Array<Record<string, unknown>>>('POST', '/v2/payouts/bulk', [
      payoutBody(id),
      payoutBody(fresh),
      payoutBody(randomUUID(), '123'),
    ]);
    expect(bulk.body.map((r) => r['status'])).toEqual(['DUPLICATE_IGNORED', 'ACCEPTED', 'REJECTED']);
  });
});

describe('pawaPay refunds', () => {
  it('21: a completed deposit is refunded once; other refunds are rejected with pawaPay codes', async () => {
    const deposit = await completedDeposit('15');
    const partial = randomUUID();
    const res = await h.pawapay('POST', '/v2/refunds', { refundId: partial, depositId: deposit, amount: '5', currency: 'ZMW' });
    expect(res.body).toMatchObject({ refundId: partial, status: 'ACCEPTED' });
    const inFlight = await h.pawapay('POST', '/v2/refunds', { refundId: randomUUID(), depositId: deposit });
    expect(inFlight.body).toMatchObject({ failureReason: { failureCode: 'REFUND_IN_PROGRESS' } });
    await h.advance(3000);
    expect((await refundStatus(partial)).data).toMatchObject({ status: 'COMPLETED', amount: '5.00' });
    expect(h.receiver.about(partial)[0]?.path).toBe('/pawapay/refund');

    const tooMuch = await h.pawapay('POST', '/v2/refunds', {
      refundId: randomUUID(),
      depositId: deposit,
      amount: '11',
      currency: 'ZMW',
    });
    expect(tooMuch.body).toMatchObject({ failureReason: { failureCode: 'AMOUNT_TOO_LARGE' } });
    const rest = randomUUID();
    await h.pawapay('POST', '/v2/refunds', { refundId: rest, depositId: deposit });
    await h.advance(3000);
    expect((await refundStatus(rest)).data).toMatchObject({ status: 'COMPLETED', amount: '10.00' });
    const done = await h.pawapay('POST', '/v2/refunds', { refundId: randomUUID(), depositId: deposit });
    expect(done.body).toMatchObject({ failureReason: { failureCode: 'DEPOSIT_ALREADY_REFUNDED' } });

    const unknown = await h.pawapay('POST', '/v2/refunds', { refundId: randomUUID(), depositId: randomUUID() });
    expect(unknown.body).toMatchObject({ status: 'REJECTED', failureReason: { failureCode: 'NOT_FOUND' } });
    const pendingDeposit = randomUUID();
    await h.pawapay('POST', '/v2/deposits', depositBody(pendingDeposit, '260965555555'));
    const notFinal = await h.pawapay('POST', '/v2/refunds', { refundId: randomUUID(), depositId: pendingDeposit });
    expect(notFinal.body).toMatchObject({ failureReason: { failureCode: 'INVALID_STATE' } });
  });
});

describe('pawaPay toolkit', () => {
  it('predicts providers, reports active configuration and serves the callback public key', async () => {
    const predicted = await h.pawapay('POST', '/v2/predict-provider', { phoneNumber: '260 977 123 456' });
    expect(predicted.body).toEqual({ country: 'ZMB', provider: 'AIRTEL_OAPI_ZMB', phoneNumber: '260977123456' });
    expect((await h.pawapay('POST', '/v2/predict-provider', { phoneNumber: '12' })).status).toBe(400);

    await h.control('PUT', '/pawapay/availability', { provider: 'ZAMTEL_ZMB', operation: 'PAYOUT', status: 'CLOSED' });
    const conf = await h.pawapay<{
      countries: Array<{
        providers: Array<{ provider: string; currencies: Array<{ operationTypes: Record<string, Record<string, unknown>> }> }>;
      }>;
    }>('GET', '/v2/active-conf?country=ZMB');
    const providers = conf.body.countries[0]?.providers ?? [];
    expect(providers.map((p) => p.provider)).toEqual(['MTN_MOMO_ZMB', 'AIRTEL_OAPI_ZMB', 'ZAMTEL_ZMB']);
    expect(providers[0]?.currencies[0]?.operationTypes['DEPOSIT']).toMatchObject({
      minTransactionLimit: '1.00',
      maxTransactionLimit: '50000.00',
      decimalsInAmount: 'TWO_PLACES',
    });
    expect(providers[2]?.currencies[0]?.operationTypes['PAYOUT']?.['status']).toBe('CLOSED');

    const keys = await fetch(`${h.base}/pawapay/v2/public-key/http`);
    expect(await keys.json()).toEqual([{ id: 'HTTP_EC_P256_KEY:1', key: h.sandbox.signingKey.publicKeyPem }]);
    const documented = await h.control('GET', '/pawapay/public-key');
    expect(documented.body).toMatchObject({ keyId: 'HTTP_EC_P256_KEY:1', algorithm: 'ecdsa-p256-sha256', ecdsaEncoding: 'der' });
  });
});
