/**
 * pawaPay v2 deposits driven over HTTP as the adapter will drive them: reference §10 scenarios 1–9,
 * 19 and 24 (the collection side).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositBody, startHarness, type Harness } from '../testing/harness.js';
import { verifySignedCallback } from '../testing/verify-signature.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

type Status = { status: string; data: Record<string, unknown> & { status: string; failureReason?: { failureCode: string } } };

async function deposit(msisdn = '260961234567', extra: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const res = await h.pawapay('POST', '/v2/deposits', depositBody(id, msisdn, extra));
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ depositId: id, status: 'ACCEPTED', nextStep: 'FINAL_STATUS' });
  return id;
}

async function status(id: string): Promise<Status> {
  const res = await h.pawapay<Status>('GET', `/v2/deposits/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

const act = (id: string, action: string) => h.control('POST', `/intents/pawapay/${id}/prompt/${action}`);

describe('pawaPay deposits', () => {
  it('1: the payer approves; the signed callback and the status agree and carry the provider transaction id', async () => {
    const id = await deposit();
    expect((await status(id)).data.status).toBe('ACCEPTED');
    await h.advance(300);
    expect((await status(id)).data.status).toBe('PROCESSING');
    const prompts = await h.control<{ prompts: Array<{ id: string; amountMinor: number }> }>(
      'GET',
      '/prompts?msisdn=260961234567',
    );
    expect(prompts.body.prompts).toHaveLength(1);
    expect(prompts.body.prompts[0]?.amountMinor).toBe(1500);

    expect((await act(id, 'approve')).status).toBe(200);
    await h.advance(1000);
    const [cb, ...more] = h.receiver.about(id);
    expect(more).toHaveLength(0);
    expect(cb?.method).toBe('POST');
    expect(cb?.path).toBe('/pawapay/deposit');
    const final = await status(id);
    expect(final.data).toMatchObject({ status: 'COMPLETED', amount: '15.00', currency: 'ZMW', country: 'ZMB' });
    expect(final.data['providerTransactionId']).toMatch(/^[A-Z0-9]{10}$/);
    // The callback is the status object less clientReferenceId, which pawaPay documents only in status answers.
    const { clientReferenceId, ...documented } = final.data;
    expect(clientReferenceId).toBe(`ref-${id.slice(0, 8)}`);
    expect(cb?.json).toEqual(documented);
    expect(cb?.json['metadata']).toEqual({ orderId: `ord-${id.slice(0, 8)}`, customerId: 'player-1' });

    const keys = await h.pawapay<Array<{ id: string; key: string }>>('GET', '/v2/public-key/http');
    const verdict = verifySignedCallback(
      { method: cb?.method ?? '', url: `${h.receiverBase}${cb?.path ?? ''}`, headers: cb?.headers ?? {}, body: cb?.body ?? '' },
      keys.body,
      h.clock.now(),
    );
    expect(verdict).toMatchObject({ ok: true, keyId: 'HTTP_EC_P256_KEY:1' });
    expect(cb?.headers['signature-input']).toContain(
      'sig-pp=("@method" "@authority" "@path" "signature-date" "content-digest" "content-type")',
    );
  });

  it('2: the payer rejects (and the magic number …039) → FAILED PAYMENT_NOT_APPROVED', async () => {
    const id = await deposit();
    await h.advance(300);
    await act(id, 'reject');
    await h.advance(1000);
    expect((await status(id)).data.failureReason?.failureCode).toBe('PAYMENT_NOT_APPROVED');
    expect(h.receiver.about(id)[0]?.json).toMatchObject({
      status: 'FAILED',
      failureReason: { failureCode: 'PAYMENT_NOT_APPROVED' },
    });

    const magic = await deposit('260763456039');
    await h.advance(2000);
    expect((await status(magic)).data).toMatchObject({
      status: 'FAILED',
      failureReason: { failureCode: 'PAYMENT_NOT_APPROVED' },
    });
  });

  it('3: a wrong PIN can be retried; the third wrong PIN fails the payment', async () => {
    const retried = await deposit();
    await h.advance(300);
    expect((await act(retried, 'wrong_pin')).body['message']).toMatch(/2 attempts left/);
    expect((await status(retried)).data.status).toBe('PROCESSING');
    await act(retried, 'approve');
    expect((await status(retried)).data.status).toBe('COMPLETED');

    const failed = await deposit('260961111111');
    await h.advance(300);
    await act(failed, 'wrong_pin');
    await act(failed, 'wrong_pin');
    expect((await status(failed)).data.status).toBe('PROCESSING');
    expect((await act(failed, 'wrong_pin')).body['message']).toMatch(/3 times/);
    await h.advance(1000);
    expect((await status(failed)).data).toMatchObject({
      status: 'FAILED',
      failureReason: { failureCode: 'PAYMENT_NOT_APPROVED' },
    });
    expect(h.receiver.about(failed)).toHaveLength(1);
  });

  it('4: not enough money in the wallet (and Airtel …049) → INSUFFICIENT_BALANCE', async () => {
    await h.control('PUT', '/subscribers/260961234567', { balance: '5.00' });
    const id = await deposit();
    await h.advance(300);
    await act(id, 'approve');
    expect((await status(id)).data.failureReason?.failureCode).toBe('INSUFFICIENT_BALANCE');

    const airtel = await deposit('260973456049', { provider: 'AIRTEL_OAPI_ZMB' });
    await h.advance(2000);
    expect((await status(airtel)).data.failureReason?.failureCode).toBe('INSUFFICIENT_BALANCE');
  });

  it('5: an ignored prompt leaves the phone and times out after five simulated minutes', async () => {
    const id = await deposit();
    await h.advance(300);
    await act(id, 'ignore');
    expect((await h.control<{ prompts: unknown[] }>('GET', '/prompts?msisdn=260961234567')).body.prompts).toHaveLength(0);
    await h.advance(4 * 60_000);
    expect((await status(id)).data.status).toBe('PROCESSING');
    await h.advance(60_000);
    expect((await status(id)).data).toMatchObject({ status: 'FAILED', failureReason: { failureCode: 'PAYMENT_NOT_APPROVED' } });
    await h.advance(1000);
    expect(h.receiver.about(id)[0]?.json['status']).toBe('FAILED');
  });

  it('6: an unregistered payer fails later; a malformed number is rejected at once and never created', async () => {
    await h.control('PUT', '/subscribers/260961234567', { registered: false });
    const id = await deposit();
    await h.advance(1000);
    expect((await status(id)).data.failureReason?.failureCode).toBe('PAYER_NOT_FOUND');

    const magic = await deposit('260763456029');
    await h.advance(2000);
    expect((await status(magic)).data.failureReason?.failureCode).toBe('PAYER_NOT_FOUND');

    const bad = randomUUID();
    const res = await h.pawapay('POST', '/v2/deposits', depositBody(bad, '0961234567'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      depositId: bad,
      status: 'REJECTED',
      failureReason: { failureCode: 'INVALID_PHONE_NUMBER' },
    });
    expect((await status(bad)).status).toBe('NOT_FOUND');
  });

  it('7: a payer limit (…019) → PAYER_LIMIT_REACHED', async () => {
    const id = await deposit('260763456019');
    await h.advance(2000);
    expect((await status(id)).data.failureReason?.failureCode).toBe('PAYER_LIMIT_REACHED');
  });

  it('8: the stuck numbers (MTN …129, Zamtel …789) stay PROCESSING forever and never call back', async () => {
    const mtn = await deposit('260763456129');
    const zamtel = await deposit('260953456789', { provider: 'ZAMTEL_ZMB' });
    const zamtelOk = await deposit('260953456700', { provider: 'ZAMTEL_ZMB' });
    await h.advance(6 * 3600_000);
    expect((await status(mtn)).data.status).toBe('PROCESSING');
    expect((await status(zamtel)).data.status).toBe('PROCESSING');
    expect((await status(zamtelOk)).data.status).toBe('COMPLETED');
    expect(h.receiver.about(mtn)).toHaveLength(0);
    expect(h.receiver.about(zamtel)).toHaveLength(0);
  });

  it('9: no callback is sent, yet the status endpoint is final; resend-callback then delivers it', async () => {
    const id = await deposit();
    await h.control('PUT', `/intents/pawapay/${id}/callback-plan`, { mode: 'none' });
    await h.advance(300);
    await act(id, 'approve');
    await h.advance(60_000);
    expect(h.receiver.about(id)).toHaveLength(0);
    expect((await status(id)).data.status).toBe('COMPLETED');

    const resend = await h.pawapay('POST', `/v2/deposits/resend-callback/${id}`);
    expect(resend.body).toEqual({ depositId: id, status: 'ACCEPTED' });
    await h.advance(1000);
    expect(h.receiver.about(id)[0]?.json['status']).toBe('COMPLETED');
  });

  it('19: a second prompt for a number with one open fails PAYMENT_IN_PROGRESS (Kenya …059: TRANSACTION_ALREADY_IN_PROCESS)', async () => {
    const first = await deposit();
    await h.advance(300);
    const second = await deposit();
    await h.advance(300);
    expect((await status(first)).data.status).toBe('PROCESSING');
    expect((await status(second)).data.failureReason?.failureCode).toBe('PAYMENT_IN_PROGRESS');

    const kenya = await deposit('254703456059', { provider: 'MPESA_KEN', currency: 'KES', amount: '100' });
    await h.advance(2000);
    expect((await status(kenya)).data.failureReason?.failureCode).toBe('TRANSACTION_ALREADY_IN_PROCESS');
  });

  it('24: a number ported to Airtel is predicted as MTN, and a deposit through MTN fails PAYER_NOT_FOUND', async () => {
    await h.control('PUT', '/subscribers/260961234567', { network: 'AIRTEL' });
    const predicted = await h.pawapay('POST', '/v2/predict-provider', { phoneNumber: '+260 96 123 4567' });
    expect(predicted.body).toEqual({ country: 'ZMB', provider: 'MTN_MOMO_ZMB', phoneNumber: '260961234567' });

    const viaMtn = await deposit('260961234567');
    await h.advance(1000);
    expect((await status(viaMtn)).data.failureReason?.failureCode).toBe('PAYER_NOT_FOUND');

    const viaAirtel = await deposit('260961234567', { provider: 'AIRTEL_OAPI_ZMB' });
    await h.advance(300);
    expect((await status(viaAirtel)).data.status).toBe('PROCESSING');
  });
});
