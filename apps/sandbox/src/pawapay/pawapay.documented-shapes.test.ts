/**
 * What third-party pawaPay clients see must be what pawaPay documents: the sandbox's deposit,
 * payout and refund callbacks and its GET /v2/active-conf are checked field by field against
 * strict schemas written from pawaPay's v2 API reference (fixtures/pawapay-v2-documented.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { depositBody, payoutBody, startHarness, type Harness } from '../testing/harness.js';
import { activeConf, depositCallback, payoutCallback, refundCallback } from './fixtures/pawapay-v2-documented.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

function callbackFor(id: string): Record<string, unknown> {
  const received = h.receiver.about(id);
  expect(received).toHaveLength(1);
  const json = received[0]?.json;
  if (!json) throw new Error(`no callback for ${id}`);
  return json;
}

function expectDocumented(schema: z.ZodType, body: unknown): void {
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
}

describe('pawaPay v2 callbacks carry only documented fields', () => {
  it('deposit (completed and failed), payout and refund callbacks match the reference', async () => {
    const ok = randomUUID();
    const failed = randomUUID();
    const payout = randomUUID();
    const refund = randomUUID();
    // clientReferenceId and metadata are sent, as our adapter and outside clients do.
    expect((await h.pawapay('POST', '/v2/deposits', depositBody(ok, '260763456789'))).status).toBe(200);
    expect((await h.pawapay('POST', '/v2/deposits', depositBody(failed, '260763456039'))).status).toBe(200);
    expect((await h.pawapay('POST', '/v2/payouts', payoutBody(payout, '260763456789'))).status).toBe(200);
    await h.advance(5000);
    const refunded = await h.pawapay('POST', '/v2/refunds', { refundId: refund, depositId: ok, amount: '5', currency: 'ZMW' });
    expect(refunded.body).toMatchObject({ status: 'ACCEPTED' });
    await h.advance(5000);

    const completed = callbackFor(ok);
    expectDocumented(depositCallback, completed);
    expect(completed).toMatchObject({ status: 'COMPLETED', metadata: { orderId: `ord-${ok.slice(0, 8)}` } });
    expect(completed).not.toHaveProperty('clientReferenceId');
    const failure = callbackFor(failed);
    expectDocumented(depositCallback, failure);
    expect(failure).toMatchObject({ status: 'FAILED', failureReason: { failureCode: 'PAYMENT_NOT_APPROVED' } });
    expectDocumented(payoutCallback, callbackFor(payout));
    expectDocumented(refundCallback, callbackFor(refund));

    // The status endpoint still answers with the reference the deposit was sent with.
    const status = await h.pawapay<{ data: Record<string, unknown> }>('GET', `/v2/deposits/${ok}`);
    expect(status.body.data['clientReferenceId']).toBe(`ref-${ok.slice(0, 8)}`);
  });
});

describe('GET /v2/active-conf lists the documented fields', () => {
  it('matches the reference, with country names and flags and provider logos that load', async () => {
    const res = await h.pawapay('GET', '/v2/active-conf');
    expect(res.status).toBe(200);
    expectDocumented(activeConf, res.body);
    const conf = activeConf.parse(res.body);
    const zambia = conf.countries.find((c) => c.country === 'ZMB');
    expect(zambia?.displayName).toEqual({ en: 'Zambia', fr: 'Zambie' });
    const mtn = zambia?.providers.find((p) => p.provider === 'MTN_MOMO_ZMB');
    expect(mtn?.currencies[0]).toMatchObject({ currency: 'ZMW', displayName: 'K' });
    expect(mtn?.currencies[0]?.operationTypes.DEPOSIT).toMatchObject({
      minTransactionLimit: '1.00',
      maxTransactionLimit: '50000.00',
      callbackUrl: `${h.receiverBase}/pawapay/deposit`,
    });
    for (const url of [zambia?.flag, mtn?.logo]) {
      const image = await fetch(url ?? 'http://127.0.0.1:1/');
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
  });
});
