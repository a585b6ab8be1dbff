/**
 * MTN MoMo under the failure modes of reference §10: duplicate and stale callbacks (10), delays and
 * the callback-before-response race (11), a tampered unsigned callback (12), late success (13), lost
 * responses and 409/404 (14, 15), 400/401/500 rejections (16), outages, 429 and token expiry (17),
 * ambiguity resolving either way (18) and a dead callback endpoint that MTN never retries (23).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MTN_API_KEY, DEFAULT_MTN_API_USER, DEFAULT_MTN_COLLECTION_KEY } from '../sandbox-options.js';
import { mtnBodyFor, startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

type MtnStatus = Record<string, unknown> & { status: string; reason?: string };
const post = (
  id: string,
  body: Record<string, unknown> = mtnBodyFor('payer', '260961234567'),
  headers: Record<string, string> = {},
) =>
  h.mtn('POST', '/collection/v1_0/requesttopay', {
    body,
    headers: { 'x-reference-id': id, 'x-callback-url': `${h.receiverBase}/mtn/cb`, ...headers },
  });
const status = (id: string) => h.mtn<MtnStatus>('GET', `/collection/v1_0/requesttopay/${id}`);
const approve = (id: string) => h.control('POST', `/intents/mtn/${id}/prompt/approve`);
const callbacks = () => h.receiver.for((c) => c.path === '/mtn/cb');

async function created(): Promise<string> {
  const id = randomUUID();
  expect((await post(id)).status).toBe(202);
  return id;
}

describe('MTN reliability', () => {
  it('10: duplicated callbacks, then a stale PENDING after SUCCESSFUL that leaves the status alone', async () => {
    const id = await created();
    await h.control('PUT', `/intents/mtn/${id}/callback-plan`, { mode: 'duplicate' });
    await h.advance(300);
    await approve(id);
    await h.advance(1000);
    await h.control('POST', `/intents/mtn/${id}/callback`, { status: 'PENDING' });
    expect(callbacks().map((c) => JSON.parse(c.body).status)).toEqual(['SUCCESSFUL', 'SUCCESSFUL', 'PENDING']);
    expect((await status(id)).body.status).toBe('SUCCESSFUL');
  });

  it('11: a callback held for two minutes, and a callback that lands before the 202', async () => {
    const id = await created();
    await h.control('PUT', '/callbacks/settings', { provider: 'mtn', delayMs: 120_000 });
    await h.advance(300);
    await approve(id);
    await h.advance(60_000);
    expect((await status(id)).body.status).toBe('SUCCESSFUL');
    expect(h.receiver.received).toHaveLength(0);
    await h.advance(60_000);
    expect(h.receiver.received).toHaveLength(1);

    await h.control('POST', '/faults', { provider: 'mtn', op: 'initiate', mode: 'callback_before_response' });
    const raced = randomUUID();
    const before = h.receiver.received.length;
    expect((await post(raced, mtnBodyFor('payer', '260962222222'))).status).toBe(202);
    expect(h.receiver.received.length).toBe(before + 1);
  });

  it('12: a tampered (unsigned) callback claims another amount than the status', async () => {
    const id = await created();
    await h.control('PUT', `/intents/mtn/${id}/callback-plan`, { signature: 'tampered' });
    await h.advance(300);
    await approve(id);
    await h.advance(1000);
    expect(JSON.parse(h.receiver.received[0]?.body ?? '{}')).toMatchObject({ amount: '1000', status: 'SUCCESSFUL' });
    expect((await status(id)).body).toMatchObject({ amount: '100', status: 'SUCCESSFUL' });
  });

  it('13: an approval after the platform gave up locally still succeeds', async () => {
    const id = await created();
    await h.advance(4 * 60_000);
    await approve(id);
    await h.advance(1000);
    expect((await status(id)).body.status).toBe('SUCCESSFUL');
    expect(JSON.parse(h.receiver.received[0]?.body ?? '{}').status).toBe('SUCCESSFUL');
  });

  it('14: the 202 is lost after creation; GET finds it and a re-POST answers 409 RESOURCE_ALREADY_EXIST', async () => {
    await h.control('POST', '/faults', { provider: 'mtn', op: 'initiate', mode: 'drop_after_create' });
    const id = randomUUID();
    await expect(post(id)).rejects.toThrow();
    expect((await status(id)).status).toBe(200);
    const again = await post(id);
    expect([again.status, again.body['code']]).toEqual([409, 'RESOURCE_ALREADY_EXIST']);
  });

  it('15: the connection drops before creation; GET is 404 and the same reference is accepted again', async () => {
    await h.control('POST', '/faults', { provider: 'mtn', op: 'initiate', mode: 'drop_before_create' });
    const id = randomUUID();
    await expect(post(id)).rejects.toThrow();
    const missing = await status(id);
    expect([missing.status, missing.body['code']]).toEqual([404, 'RESOURCE_NOT_FOUND']);
    expect((await post(id)).status).toBe(202);
  });

  it('16: bad reference, currency, message length, apostrophe, environment and key are refused synchronously', async () => {
    const payer = (extra: Record<string, unknown>) => mtnBodyFor('payer', '260961234567', extra);
    expect((await post('not-a-uuid')).status).toBe(400);
    expect((await post(randomUUID(), payer({ currency: 'EUR' }))).status).toBe(400);
    expect((await post(randomUUID(), payer({ payerMessage: 'x'.repeat(161) }))).status).toBe(400);
    expect((await post(randomUUID(), payer({ payeeNote: "Player's deposit" }))).status).toBe(400);
    expect((await post(randomUUID(), payer({ amount: 100 }))).status).toBe(400);
    const env = await post(randomUUID(), undefined, { 'x-target-environment': 'mtnmars' });
    expect([env.status, env.body['code']]).toEqual([500, 'NOT_ALLOWED_TARGET_ENVIRONMENT']);
    const key = await post(randomUUID(), undefined, { 'ocp-apim-subscription-key': 'wrong' });
    expect([key.status, key.body['statusCode']]).toEqual([401, 401]);
    const disbursementToken = await h.mtnToken('disbursement');
    expect((await post(randomUUID(), undefined, { authorization: `Bearer ${disbursementToken}` })).status).toBe(401);
    expect((await h.control<{ intents: unknown[] }>('GET', '/intents?provider=mtn')).body.intents).toHaveLength(0);
  });

  it('17: 503, 429 and 500 answers; an expired token gives 401 until a new one is fetched', async () => {
    await h.control('POST', '/faults', { provider: 'mtn', op: 'initiate', mode: 'http_503' });
    const down = await post(randomUUID());
    expect([down.status, down.body['code']]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    await h.control('POST', '/faults', { provider: 'mtn', op: 'status', mode: 'http_429' });
    const limited = await status(randomUUID());
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '1']);
    await h.control('POST', '/faults', { provider: 'mtn', op: 'token', mode: 'http_500' });
    h.dropTokens();
    await expect(h.mtnToken('collection')).rejects.toThrow(/HTTP 500/);

    const id = await created();
    await h.advance(3601_000);
    const expired = await status(id);
    expect([expired.status, expired.body['message']]).toEqual([401, 'Access token has expired.']);
    h.dropTokens();
    expect((await status(id)).status).toBe(200);
    await h.control('POST', '/mtn/tokens/expire');
    expect((await status(id)).status).toBe(401);

    const badLogin = await fetch(`${h.base}/mtn/collection/token/`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${DEFAULT_MTN_API_USER}:wrong`).toString('base64')}`,
        'ocp-apim-subscription-key': DEFAULT_MTN_COLLECTION_KEY,
      },
    });
    expect([badLogin.status, await badLogin.json()]).toEqual([401, { error: 'login_failed' }]);
    const good = await fetch(`${h.base}/mtn/collection/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${DEFAULT_MTN_API_USER}:${DEFAULT_MTN_API_KEY}`).toString('base64')}`,
        'ocp-apim-subscription-key': DEFAULT_MTN_COLLECTION_KEY,
      },
    });
    expect(await good.json()).toMatchObject({ token_type: 'access_token', expires_in: 3600 });
  });

  it('18: an ambiguous request stays PENDING and later resolves to either outcome', async () => {
    const won = await created();
    const lost = await created();
    await h.control('POST', `/intents/mtn/${won}/force`, { outcome: 'success', via: 'reconciliation', resolveAfterMs: 600_000 });
    await h.control('POST', `/intents/mtn/${lost}/force`, {
      outcome: 'unspecified',
      via: 'reconciliation',
      resolveAfterMs: 600_000,
    });
    await h.advance(300_000);
    expect((await status(won)).body.status).toBe('PENDING');
    await h.advance(301_000);
    expect((await status(won)).body.status).toBe('SUCCESSFUL');
    expect((await status(lost)).body).toMatchObject({ status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR' });
  });

  it('23: a failing endpoint gets exactly one attempt (MTN never retries); the control API can replay it', async () => {
    h.receiver.status = 503;
    const id = await created();
    await h.advance(300);
    await approve(id);
    await h.advance(30 * 60_000);
    const log = await h.control<{ attempts: Array<{ id: string; ok: boolean; httpStatus: number; method: string }> }>(
      'GET',
      `/callbacks?provider=mtn&intentId=${id}`,
    );
    expect(log.body.attempts.map((a) => [a.ok, a.httpStatus, a.method])).toEqual([[false, 503, 'PUT']]);
    h.receiver.status = 200;
    const replay = await h.control<{ attempt: { ok: boolean } }>('POST', `/callbacks/${log.body.attempts[0]?.id}/replay`, {});
    expect(replay.body.attempt.ok).toBe(true);
    expect(h.receiver.received).toHaveLength(2);
  });
});
