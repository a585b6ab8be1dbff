import { describe, expect, it, vi } from 'vitest';
import { createApiClient, encodeForm, type ApiClientDeps } from './api-client';
import { ApiError, HttpError } from './api-error';

function envelope(code: number, msg: string, data: unknown = null): Response {
  return new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });
}

function setup(response: Response | Error, token: string | null = 'tok123') {
  const events: string[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  const deps: ApiClientDeps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    token: () => token,
    headers: () => ({ platform: 'web-mobile', 'x-pho-platform': '3' }),
    onSessionGone: () => events.push('session-gone'),
    onFailed: (m) => events.push(`toast:${m}`),
    now: () => 1700000000000,
  };
  return { client: createApiClient(deps), fetch, events };
}

describe('api client envelope handling (seed §8)', () => {
  it('returns data on code 0 and sends a form body with the seed headers and the token', async () => {
    const { client, fetch, events } = setup(envelope(0, 'success', { resendAfterSeconds: 60 }));
    const data = await client.call('sendSms', { mobile: '0961234567' });
    expect(data).toEqual({ resendAfterSeconds: 60 });
    expect(events).toEqual([]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/member-service/member/sendSms');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(String(init?.body)).toBe('mobile=0961234567');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Authorization']).toBe('Bearer tok123');
    expect(headers['token']).toBe('tok123');
    expect(headers['x-pho-platform']).toBe('3');
    expect(headers['x-pho-ticks']).toBe('1700000000000');
    expect(headers['Content-Type']).toContain('application/x-www-form-urlencoded');
  });

  it('sends no auth headers without a token, and GET parameters as a query', async () => {
    const { client, fetch } = setup(envelope(0, 'success', []), null);
    await client.call('queryGlobalByType', { type: 160 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/config-service/cfGlobal/queryGlobalByType?type=160');
    expect(init?.body).toBeUndefined();
    const headers = init?.headers as Record<string, string>;
    expect(headers['Authorization']).toBeUndefined();
    expect(headers['token']).toBeUndefined();
  });

  it('encodes booleans as 0/1 and leaves out empty values', () => {
    expect(encodeForm({ selfInclusion: true, adult: false, a: undefined, b: null, n: 5 }).toString()).toBe(
      'selfInclusion=1&adult=0&n=5',
    );
  });

  it('shows a failed toast with the server message and throws ApiError for code != 0', async () => {
    const { client, events } = setup(envelope(1002, 'Wrong mobile number or password'));
    const err = await client.call('login', { mobile: '0961234567', password: 'secret1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(1002);
    expect(events).toEqual(['toast:Wrong mobile number or password']);
  });

  it('throws 1003 (self-excluded) without any toast', async () => {
    const { client, events } = setup(envelope(1003, 'Your account is self-excluded.'));
    const err = await client.call('login', { mobile: '0961234567', password: 'secret1' }).catch((e: unknown) => e);
    expect((err as ApiError).code).toBe(1003);
    expect(events).toEqual([]);
  });

  it('on 401 clears the session first, then shows the failed toast', async () => {
    const { client, events } = setup(envelope(401, 'Your session has ended. Please log in again.'));
    const err = await client.call('memberInfo').catch((e: unknown) => e);
    expect((err as ApiError).code).toBe(401);
    expect(events).toEqual(['session-gone', 'toast:Your session has ended. Please log in again.']);
  });

  it('throws HttpError with the status text on a non-OK status, without toast', async () => {
    const { client, events } = setup(new Response('bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    const err = await client.call('memberInfo').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('Bad Gateway');
    expect((err as HttpError).status).toBe(502);
    expect(events).toEqual([]);
  });

  it('turns a network failure and a non-JSON answer into HttpError', async () => {
    const offline = setup(new TypeError('Failed to fetch'));
    expect(await offline.client.call('memberInfo').catch((e: unknown) => e)).toMatchObject({ name: 'HttpError', status: 0 });
    const html = setup(new Response('<!doctype html>', { status: 200 }));
    expect(await html.client.call('memberInfo').catch((e: unknown) => e)).toMatchObject({
      name: 'HttpError',
      message: 'Invalid response',
    });
  });
});

describe('api client uploads and files', () => {
  it('uploads one multipart part named file with the session headers and no form Content-Type', async () => {
    const stored = { name: `${'a'.repeat(32)}.png`, url: '/x', size: 4, mime: 'image/png' };
    const { client, fetch } = setup(envelope(0, 'success', stored));
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    expect(await client.upload('uploadImage', file)).toEqual(stored);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/account-service/utils/images');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as Blob).size).toBe(4);
    const headers = init?.headers as Record<string, string>;
    expect(headers['Authorization']).toBe('Bearer tok123');
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('toasts a refused upload like any call', async () => {
    const { client, events } = setup(envelope(1001, 'Only PNG and JPEG images can be uploaded'));
    const err = await client.upload('uploadImage', new Blob(['x'])).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(events).toEqual(['toast:Only PNG and JPEG images can be uploaded']);
  });

  it('reads a file with the session, and an envelope instead of the file is an error', async () => {
    const png = setup(new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'content-type': 'image/png' } }));
    const blob = await png.client.fetchBlob('/account-service/utils/images/abc.png');
    expect(blob.size).toBe(3);
    const headers = png.fetch.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers['token']).toBe('tok123');

    const refused = setup(envelope(404, 'Not found'));
    expect(await refused.client.fetchBlob('/account-service/utils/images/abc.png').catch((e: unknown) => e)).toBeInstanceOf(
      ApiError,
    );
    expect(refused.events).toEqual(['toast:Not found']);
  });
});
