/**
 * MTN MoMo RequestToPay driven over HTTP as the adapter will drive it: reference §10 scenarios 1–9,
 * 19 and 24 on the collection side, with MTN's reason strings and its 4673312345x test numbers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mtnBodyFor, startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

type MtnStatus = Record<string, unknown> & { status: string; reason?: string; financialTransactionId?: string };

async function requestToPay(
  msisdn = '260961234567',
  opts: { extra?: Record<string, unknown>; callback?: boolean; env?: string } = {},
) {
  const id = randomUUID();
  const headers: Record<string, string> = { 'x-reference-id': id };
  if (opts.callback !== false) headers['x-callback-url'] = `${h.receiverBase}/mtn/callback`;
  if (opts.env) headers['x-target-environment'] = opts.env;
  const res = await h.mtn('POST', '/collection/v1_0/requesttopay', { body: mtnBodyFor('payer', msisdn, opts.extra), headers });
  expect(res.status).toBe(202);
  expect(res.text).toBe('');
  return id;
}
const status = async (id: string, env?: string) =>
  (await h.mtn<MtnStatus>('GET', `/collection/v1_0/requesttopay/${id}`, env ? { headers: { 'x-target-environment': env } } : {}))
    .body;
const act = (id: string, action: string) => h.control('POST', `/intents/mtn/${id}/prompt/${action}`);

describe('MTN RequestToPay', () => {
  it('1: PENDING until the payer approves; the callback and the status agree, with a financialTransactionId', async () => {
    const id = await requestToPay();
    await h.advance(300);
    expect(await status(id)).toEqual({
      externalId: 'ext-1',
      amount: '100',
      currency: 'ZMW',
      payer: { partyIdType: 'MSISDN', partyId: '260961234567' },
      payerMessage: 'Nyota deposit',
      payeeNote: 'Thank you',
      status: 'PENDING',
    });
    await act(id, 'approve');
    await h.advance(1000);
    const final = await status(id);
    expect(final.status).toBe('SUCCESSFUL');
    expect(final.financialTransactionId).toMatch(/^\d{9}$/);
    const [cb, ...more] = h.receiver.for((c) => c.path === '/mtn/callback');
    expect(more).toHaveLength(0);
    expect(cb?.method).toBe('PUT');
    expect(JSON.parse(cb?.body ?? '{}')).toEqual(final);
    expect(cb?.headers['signature']).toBeUndefined();
  });

  it('2: rejection by the payer and by 46733123451 → APPROVAL_REJECTED', async () => {
    const id = await requestToPay();
    await h.advance(300);
    await act(id, 'reject');
    expect(await status(id)).toMatchObject({ status: 'FAILED', reason: 'APPROVAL_REJECTED' });
    const magic = await requestToPay('46733123451', { env: 'sandbox', extra: { currency: 'EUR' } });
    await h.advance(2000);
    expect(await status(magic, 'sandbox')).toMatchObject({ status: 'FAILED', reason: 'APPROVAL_REJECTED' });
  });

  it('3: three wrong PINs fail the request (MTN has no wrong-PIN reason: APPROVAL_REJECTED)', async () => {
    const id = await requestToPay();
    await h.advance(300);
    await act(id, 'wrong_pin');
    await act(id, 'wrong_pin');
    expect((await status(id)).status).toBe('PENDING');
    await act(id, 'wrong_pin');
    expect(await status(id)).toMatchObject({ status: 'FAILED', reason: 'APPROVAL_REJECTED' });
  });

  it('4: not enough funds → NOT_ENOUGH_FUNDS; the generic INTERNAL_PROCESSING_ERROR variant (and 46733123450)', async () => {
    await h.control('PUT', '/subscribers/260961234567', { balance: '10' });
    const poor = await requestToPay();
    await h.advance(300);
    await act(poor, 'approve');
    expect(await status(poor)).toMatchObject({ status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' });

    const generic = await requestToPay('260962222222');
    await h.control('POST', `/intents/mtn/${generic}/force`, {
      outcome: 'insufficient_funds',
      code: 'INTERNAL_PROCESSING_ERROR',
    });
    expect(await status(generic)).toMatchObject({ status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR' });

    const magic = await requestToPay('46733123450', { env: 'sandbox', extra: { currency: 'EUR' } });
    await h.advance(2000);
    expect(await status(magic, 'sandbox')).toMatchObject({ status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR' });
  });

  it('5: an unanswered prompt fails after about five minutes with COULD_NOT_PERFORM_TRANSACTION', async () => {
    const id = await requestToPay();
    await h.advance(300);
    await act(id, 'ignore');
    await h.advance(299_000);
    expect((await status(id)).status).toBe('PENDING');
    await h.advance(2000);
    expect(await status(id)).toMatchObject({ status: 'FAILED', reason: 'COULD_NOT_PERFORM_TRANSACTION' });
  });

  it('6: an unregistered payer fails PAYER_NOT_FOUND; a malformed partyId is a 400 and nothing exists', async () => {
    await h.control('PUT', '/subscribers/260961234567', { registered: false });
    const id = await requestToPay();
    await h.advance(1000);
    expect(await status(id)).toMatchObject({ status: 'FAILED', reason: 'PAYER_NOT_FOUND' });
    const active = await h.mtn<{ result: boolean }>('GET', '/collection/v1_0/accountholder/msisdn/260961234567/active');
    expect(active.body).toEqual({ result: false });

    const bad = randomUUID();
    const res = await h.mtn('POST', '/collection/v1_0/requesttopay', {
      body: mtnBodyFor('payer', '+260 96'),
      headers: { 'x-reference-id': bad },
    });
    expect(res.status).toBe(400);
    expect((await h.mtn('GET', `/collection/v1_0/requesttopay/${bad}`)).status).toBe(404);
  });

  it('7: a payer limit → PAYER_LIMIT_REACHED', async () => {
    const id = await requestToPay();
    await h.control('POST', `/intents/mtn/${id}/force`, { outcome: 'limit_reached' });
    expect(await status(id)).toMatchObject({ status: 'FAILED', reason: 'PAYER_LIMIT_REACHED' });
  });

  it('8: 46733123453 (ongoing) and …454 (delayed) stay PENDING forever with no callback', async () => {
    const ongoing = await requestToPay('46733123453', { env: 'sandbox', extra: { currency: 'EUR' } });
    const delayed = await requestToPay('46733123454', { env: 'sandbox', extra: { currency: 'EUR' } });
    await h.advance(24 * 3600_000);
    h.dropTokens();
    expect((await status(ongoing, 'sandbox')).status).toBe('PENDING');
    expect((await status(delayed, 'sandbox')).status).toBe('PENDING');
    expect(h.receiver.received).toHaveLength(0);
  });

  it('9: without X-Callback-Url no callback is ever sent, yet the status is final', async () => {
    const id = await requestToPay('260961234567', { callback: false });
    await h.advance(300);
    await act(id, 'approve');
    await h.advance(60_000);
    expect(h.receiver.received).toHaveLength(0);
    expect((await status(id)).status).toBe('SUCCESSFUL');
  });

  it('19: a second request for the same number queues on the handset (MTN has no in-progress code)', async () => {
    const first = await requestToPay();
    const second = await requestToPay();
    await h.advance(300);
    expect((await h.control<{ prompts: unknown[] }>('GET', '/prompts?msisdn=260961234567')).body.prompts).toHaveLength(2);
    await act(second, 'approve');
    expect((await status(second)).status).toBe('SUCCESSFUL');
    expect((await status(first)).status).toBe('PENDING');
  });

  it('24: an Airtel number, or an MTN number ported away, is not an MTN wallet → PAYER_NOT_FOUND', async () => {
    const airtel = await requestToPay('260971234567');
    await h.control('PUT', '/subscribers/260961234567', { network: 'AIRTEL' });
    const ported = await requestToPay('260961234567');
    await h.advance(1000);
    expect(await status(airtel)).toMatchObject({ status: 'FAILED', reason: 'PAYER_NOT_FOUND' });
    expect(await status(ported)).toMatchObject({ status: 'FAILED', reason: 'PAYER_NOT_FOUND' });
  });
});
