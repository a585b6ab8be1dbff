/**
 * pawaPay v2 under the failure modes the payments code must survive: reference §10 scenarios 10–18
 * and 23 — duplicate and stale callbacks, delays and races, broken signatures, late success, lost
 * responses, synchronous rejections, outages and IN_RECONCILIATION.
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

async function deposit(msisdn = '260961234567'): Promise<string> {
  const id = randomUUID();
  const res = await h.pawapay('POST', '/v2/deposits', depositBody(id, msisdn));
  expect(res.body['status']).toBe('ACCEPTED');
  return id;
}
const status = async (id: string) => (await h.pawapay<Status>('GET', `/v2/deposits/${id}`)).body;
const approve = (id: string) => h.control('POST', `/intents/pawapay/${id}/prompt/approve`);
const verify = (c: { path: string; headers: Record<string, string>; body: string }) =>
  verifySignedCallback({ method: 'POST', url: `${h.receiverBase}${c.path}`, headers: c.headers, body: c.body }, [
    { id: h.sandbox.signingKey.keyId, key: h.sandbox.signingKey.publicKeyPem },
  ]);

describe('pawaPay reliability', () => {
  it('10: duplicate callbacks are identical, and a stale PROCESSING after COMPLETED never changes the status', async () => {
    const id = await deposit();
    await h.control('PUT', `/intents/pawapay/${id}/callback-plan`, { mode: 'duplicate' });
    await h.advance(300);
    await approve(id);
    await h.advance(1000);
    const [a, b] = h.receiver.about(id);
    expect(a?.json).toEqual(b?.json);
    expect(a?.json['status']).toBe('COMPLETED');

    const stale = await h.control<{ attempts: Array<{ ok: boolean; statusSent: string }> }>(
      'POST',
      `/intents/pawapay/${id}/callback`,
      {
        status: 'PROCESSING',
      },
    );
    expect(stale.body.attempts[0]).toMatchObject({ ok: true, statusSent: 'PROCESSING' });
    expect(h.receiver.about(id).at(-1)?.json).toMatchObject({ status: 'PROCESSING' });
    expect((await status(id)).data.status).toBe('COMPLETED');
    expect((await h.control('POST', `/intents/pawapay/${id}/force`, { outcome: 'rejected' })).status).toBe(409);
  });

  it('11: a callback delayed beyond the first polls, and one that arrives before the initiate response', async () => {
    const id = await deposit();
    await h.control('PUT', `/intents/pawapay/${id}/callback-plan`, { delayMs: 120_000 });
    await h.advance(300);
    await approve(id);
    await h.advance(60_000);
    expect((await status(id)).data.status).toBe('COMPLETED');
    expect(h.receiver.about(id)).toHaveLength(0);
    await h.advance(60_000);
    expect(h.receiver.about(id)).toHaveLength(1);

    await h.control('POST', '/faults', { provider: 'pawapay', op: 'initiate', mode: 'callback_before_response' });
    const raced = randomUUID();
    const res = await h.pawapay('POST', '/v2/deposits', depositBody(raced, '260962222222'));
    // The callback was in the merchant's hands before the ACCEPTED answer came back.
    expect(h.receiver.about(raced)[0]?.json['status']).toBe('COMPLETED');
    expect(res.body['status']).toBe('ACCEPTED');
  });

  it('12: callbacks with a missing, bad or foreign signature or a tampered body fail verification', async () => {
    const verdicts: Record<string, unknown> = {};
    for (const signature of ['valid', 'missing', 'bad', 'wrong_key', 'tampered'] as const) {
      const id = await deposit(`26096100000${Object.keys(verdicts).length}`);
      await h.control('PUT', `/intents/pawapay/${id}/callback-plan`, { signature });
      await h.advance(300);
      await approve(id);
      await h.advance(1000);
      const cb = h.receiver.about(id)[0];
      if (!cb) throw new Error(`no callback for ${signature}`);
      const v = verify(cb);
      verdicts[signature] = v.ok ? 'ok' : v.reason;
      if (signature === 'tampered') expect(cb.json['amount']).not.toBe((await status(id)).data['amount']);
    }
    expect(verdicts).toEqual({
      valid: 'ok',
      missing: 'missing signature headers',
      bad: 'signature does not verify',
      wrong_key: 'signature does not verify',
      tampered: 'digest mismatch',
    });
  });

  it('13: success after the platform gave up locally, and a provider that flips FAILED to COMPLETED', async () => {
    const late = await deposit();
    await h.advance(4 * 60_000);
    expect((await status(late)).data.status).toBe('PROCESSING');
    await h.control('POST', `/intents/pawapay/${late}/force`, { outcome: 'success' });
    await h.advance(1000);
    expect(h.receiver.about(late)[0]?.json['status']).toBe('COMPLETED');

    const flipped = await deposit('260963333333');
    await h.advance(6 * 60_000);
    expect((await status(flipped)).data.status).toBe('FAILED');
    await h.control('POST', `/intents/pawapay/${flipped}/force`, { outcome: 'success', allowFinal: true });
    await h.advance(1000);
    expect(h.receiver.about(flipped).map((c) => c.json['status'])).toEqual(['FAILED', 'COMPLETED']);
    expect((await status(flipped)).data.status).toBe('COMPLETED');
  });

  it('14: the response is lost after the deposit was created; status finds it and a re-POST is DUPLICATE_IGNORED', async () => {
    await h.control('POST', '/faults', { provider: 'pawapay', op: 'initiate', mode: 'drop_after_create' });
    const id = randomUUID();
    await expect(h.pawapay('POST', '/v2/deposits', depositBody(id))).rejects.toThrow();
    expect((await status(id)).status).toBe('FOUND');
    const again = await h.pawapay('POST', '/v2/deposits', depositBody(id));
    expect(again.body).toMatchObject({ depositId: id, status: 'DUPLICATE_IGNORED' });
  });

  it('15: the connection drops before anything is created; status is NOT_FOUND and the same id is accepted again', async () => {
    await h.control('POST', '/faults', { provider: 'pawapay', op: 'initiate', mode: 'drop_before_create' });
    const id = randomUUID();
    await expect(h.pawapay('POST', '/v2/deposits', depositBody(id))).rejects.toThrow();
    expect(await status(id)).toEqual({ status: 'NOT_FOUND' });
    expect((await h.pawapay('POST', '/v2/deposits', depositBody(id))).body['status']).toBe('ACCEPTED');
  });

  it('16: synchronous rejections carry pawaPay codes and create nothing', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ amount: '100000' }, 200, 'AMOUNT_OUT_OF_BOUNDS'],
      [{ amount: '15.123' }, 200, 'INVALID_AMOUNT'],
      [{ currency: 'USD' }, 200, 'INVALID_CURRENCY'],
      [{ provider: 'NOPE_ZMB' }, 200, 'INVALID_PROVIDER'],
      [{ customerMessage: 'This message is far too long for pawaPay' }, 400, 'INVALID_PARAMETER'],
      [{ depositId: 'not-a-uuid' }, 400, 'INVALID_PARAMETER'],
      [{ payer: undefined }, 400, 'MISSING_PARAMETER'],
      [{ surprise: true }, 400, 'UNSUPPORTED_PARAMETER'],
      [{ metadata: [{ a: 1 }, { a: 2 }] }, 400, 'DUPLICATE_METADATA_FIELD'],
    ];
    for (const [change, http, code] of cases) {
      const id = randomUUID();
      const res = await h.pawapay('POST', '/v2/deposits', depositBody(id, '260961234567', change));
      expect([res.status, res.body['status'], (res.body['failureReason'] as { failureCode: string }).failureCode]).toEqual([
        http,
        'REJECTED',
        code,
      ]);
      expect((await status(id)).status).toBe('NOT_FOUND');
    }
    expect((await h.pawapay('POST', '/v2/deposits', '{not json')).body).toMatchObject({
      failureReason: { failureCode: 'INVALID_INPUT' },
    });
    const noAuth = await h.pawapay('GET', `/v2/deposits/${randomUUID()}`, undefined, { authorization: '' });
    expect([noAuth.status, noAuth.body]).toMatchObject([401, { failureReason: { failureCode: 'NO_AUTHENTICATION' } }]);
    const badAuth = await h.pawapay('GET', `/v2/deposits/${randomUUID()}`, undefined, { authorization: 'Bearer nope' });
    expect([badAuth.status, badAuth.body]).toMatchObject([403, { failureReason: { failureCode: 'AUTHENTICATION_ERROR' } }]);
  });

  it('17: 5xx, 429 and a closed provider are answered without creating anything; a 500 after creation is ambiguous', async () => {
    for (const mode of ['http_503', 'http_502', 'http_500', 'http_429', 'unavailable']) {
      await h.control('POST', '/faults', { provider: 'pawapay', op: 'initiate', mode });
      const id = randomUUID();
      const res = await h.pawapay('POST', '/v2/deposits', depositBody(id));
      if (mode === 'unavailable')
        expect(res.body).toMatchObject({
          status: 'REJECTED',
          failureReason: { failureCode: 'PROVIDER_TEMPORARILY_UNAVAILABLE' },
        });
      else expect(res.status).toBe(Number(mode.slice(5)));
      if (mode === 'http_429') expect(res.headers.get('retry-after')).toBe('1');
      if (mode === 'http_503') expect(res.headers.get('content-type')).toContain('text/html');
      expect((await status(id)).status).toBe('NOT_FOUND');
    }
    await h.control('PUT', '/pawapay/availability', { provider: 'MTN_MOMO_ZMB', operation: 'DEPOSIT', status: 'CLOSED' });
    const closed = await h.pawapay('POST', '/v2/deposits', depositBody(randomUUID()));
    expect(closed.body).toMatchObject({ status: 'REJECTED', failureReason: { failureCode: 'PROVIDER_TEMPORARILY_UNAVAILABLE' } });
    await h.control('PUT', '/pawapay/availability', { provider: 'MTN_MOMO_ZMB', operation: 'DEPOSIT', status: 'OPERATIONAL' });

    await h.control('POST', '/faults', { provider: 'pawapay', op: 'initiate', mode: 'http_500_after_create' });
    const ambiguous = randomUUID();
    const res = await h.pawapay('POST', '/v2/deposits', depositBody(ambiguous));
    expect(res.body).toMatchObject({ failureReason: { failureCode: 'UNKNOWN_ERROR' } });
    expect((await status(ambiguous)).status).toBe('FOUND');
  });

  it('18: IN_RECONCILIATION resolves later to either outcome', async () => {
    const won = await deposit();
    const lost = await deposit('260964444444');
    await h.control('POST', `/intents/pawapay/${won}/force`, {
      outcome: 'success',
      via: 'reconciliation',
      resolveAfterMs: 600_000,
    });
    await h.control('POST', `/intents/pawapay/${lost}/force`, {
      outcome: 'unspecified',
      via: 'reconciliation',
      resolveAfterMs: 900_000,
    });
    await h.advance(300_000);
    expect((await status(won)).data.status).toBe('IN_RECONCILIATION');
    expect((await status(lost)).data.status).toBe('IN_RECONCILIATION');
    expect(h.receiver.received).toHaveLength(0);
    await h.advance(301_000);
    expect((await status(won)).data.status).toBe('COMPLETED');
    await h.advance(300_000);
    expect((await status(lost)).data).toMatchObject({ status: 'FAILED', failureReason: { failureCode: 'UNSPECIFIED_FAILURE' } });
    expect(h.receiver.received.map((c) => JSON.parse(c.body).status)).toEqual(['COMPLETED', 'FAILED']);
  });

  it('23: a failing callback endpoint is retried for fifteen minutes, recorded, and resent on request', async () => {
    h.receiver.status = 500;
    const id = await deposit();
    await h.advance(300);
    await approve(id);
    await h.advance(20 * 60_000);
    const log = await h.control<{ attempts: Array<{ ok: boolean; httpStatus: number; attempt: number; id: string }> }>(
      'GET',
      `/callbacks?provider=pawapay&intentId=${id}`,
    );
    expect(log.body.attempts.map((a) => [a.attempt, a.ok, a.httpStatus])).toEqual([
      [1, false, 500],
      [2, false, 500],
      [3, false, 500],
      [4, false, 500],
      [5, false, 500],
    ]);
    h.receiver.status = 200;
    await h.pawapay('POST', `/v2/deposits/resend-callback/${id}`);
    await h.advance(1000);
    expect(h.receiver.about(id).at(-1)?.json['status']).toBe('COMPLETED');
    const replay = await h.control<{ attempt: { ok: boolean; replayOf: string } }>(
      'POST',
      `/callbacks/${log.body.attempts[0]?.id}/replay`,
      {},
    );
    expect(replay.body.attempt).toMatchObject({ ok: true, replayOf: log.body.attempts[0]?.id });

    await h.control('PUT', '/callbacks/settings', { provider: 'pawapay', endpointDown: true });
    const down = await h.pawapay('POST', `/v2/deposits/resend-callback/${id}`);
    expect(down.body['status']).toBe('ACCEPTED');
    const before = h.receiver.received.length;
    await h.advance(1000);
    expect(h.receiver.received.length).toBe(before);
    const last = (await h.control<{ attempts: Array<{ error: string }> }>('GET', `/callbacks?intentId=${id}`)).body.attempts.at(
      -1,
    );
    expect(last?.error).toMatch(/unreachable/);
    expect((await h.pawapay('POST', `/v2/deposits/resend-callback/${randomUUID()}`)).body).toMatchObject({
      status: 'REJECTED',
      failureReason: { failureCode: 'NOT_FOUND' },
    });
  });
});
