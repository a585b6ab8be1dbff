/**
 * Public reads carry an ETag and their own Cache-Control, and a matching If-None-Match gets an
 * empty 304; personal answers and refusals are never marked shareable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { freshIp, signUp, type SignedUp } from '../../modules/auth/auth.test-kit.js';
import { matchesIfNoneMatch } from './public-caching.js';

let t: TestApp;
let member: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  member = await signUp(t);
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
}

const configUrl = `${routes.queryGlobalByType.path}?type=160`;
const publicReads = [
  { name: 'config', url: configUrl, cacheControl: 'public, max-age=5, stale-while-revalidate=25' },
  { name: 'market', url: routes.market.path, cacheControl: 'public, max-age=5, stale-while-revalidate=25' },
  { name: 'lobby', url: routes.gameLobby.path, cacheControl: 'public, max-age=60, stale-while-revalidate=600' },
  { name: 'winners', url: routes.latestWinners.path, cacheControl: 'public, max-age=5, stale-while-revalidate=10' },
  { name: 'online', url: routes.gamesOnline.path, cacheControl: 'public, max-age=5, stale-while-revalidate=10' },
];

describe('public reads', () => {
  it.each(publicReads)('$name: Cache-Control, ETag, and 304 for a matching If-None-Match', async ({ url, cacheControl }) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ code: number }>().code).toBe(0);
    expect(first.headers['cache-control']).toBe(cacheControl);
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await get(url, { 'if-none-match': `"other", W/${String(etag)}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe(cacheControl);

    const stale = await get(url, { 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('gives another ETag when the answer changes', async () => {
    const a = await get(`${routes.queryGlobalByType.path}?type=160`);
    const b = await get(`${routes.queryGlobalByType.path}?type=6000`);
    expect(a.headers['etag']).not.toBe(b.headers['etag']);
  });

  it('varies the lobby on the headers that carry a session, and keeps a signed-in lobby no-store', async () => {
    const guest = await get(routes.gameLobby.path);
    expect(guest.headers['vary']).toBe('Authorization, Token, Cookie');
    const mine = await get(routes.gameLobby.path, {
      authorization: `Bearer ${member.token}`,
      'if-none-match': String(guest.headers['etag']),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers['etag']).toBeUndefined();
  });

  it('does not mark a refusal shareable', async () => {
    const res = await get(`${routes.queryGlobalByType.path}?type=abc`);
    expect(res.json<{ code: number }>().code).not.toBe(0);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers['etag']).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  it('compares weakly, takes a list and a star', () => {
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b" , "a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
  });
});
