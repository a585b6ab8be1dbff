import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc.js"></script></head><body>nyota-shell</body></html>';
// Big enough to be worth compressing, and compressible like real code.
const APP_JS = `export const routes = [${Array.from({ length: 200 }, (_, i) => `"/route-${i}"`).join(',')}];\n`;
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('web app from a built dist', () => {
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'nyota-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Nyota"}');
    writeFileSync(path.join(dist, 'assets', 'app-abc.js'), APP_JS);
    writeFileSync(path.join(dist, 'assets', 'style-def.css'), 'body{margin:0}'.repeat(200));
    // A build step may leave a maximum-compression sibling; it is served instead of compressing again.
    writeFileSync(path.join(dist, 'assets', 'style-def.css.gz'), gzipSync('body{margin:0}'.repeat(200), { level: 9 }));
    t = await createTestApp({ database, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers deep links with the app shell, uncached so a deploy reaches players', async () => {
    for (const url of ['/', '/profile', '/ABC123/whatsapp', '/games/crash?ref=abc']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('nyota-shell');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and the service worker and manifest not at all', async () => {
    const js = await t.app.inject('/assets/app-abc.js');
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe(APP_JS);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses text for browsers that accept it, preferring brotli', async () => {
    const br = await t.app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await t.app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const pre = await t.app.inject({ url: '/assets/style-def.css', headers: { 'accept-encoding': 'gzip' } });
    expect(pre.headers['content-encoding']).toBe('gzip');
    expect(pre.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(pre.rawPayload).toString()).toBe('body{margin:0}'.repeat(200));

    const plain = await t.app.inject('/assets/app-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('keeps API and missing-asset 404s as 404s, never the app shell', async () => {
    const api = await t.app.inject({ url: '/member-service/x', headers: HTML });
    expect(api.statusCode).toBe(404);
    expect(envelope(api)).toMatchObject({ code: ErrorCode.NOT_FOUND, data: null });

    for (const url of ['/config-service/nope', '/docs/nope', '/dev/nope', '/healthz/x']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('nyota-shell');
    }

    const asset = await t.app.inject({ url: '/assets/missing.js', headers: HTML });
    expect(asset.statusCode).toBe(404);
    expect(asset.body).not.toContain('nyota-shell');

    // A script or image request (not a page load) for an unknown path is not answered with HTML.
    const notPage = await t.app.inject({ url: '/favicon.ico', headers: { accept: 'image/*' } });
    expect(notPage.statusCode).toBe(404);
  });

  it('still serves the API and operator routes next to the catch-all', async () => {
    expect((await t.app.inject({ url: '/healthz', headers: HTML })).json()).toEqual({ status: 'ok' });
    const cfg = await t.app.inject({ url: '/config-service/cfGlobal/queryGlobalByType?type=160', headers: HTML });
    expect(envelope(cfg).code).toBe(0);
  });

  it('refuses paths that climb out of dist', async () => {
    const res = await t.app.inject({ url: '/assets/..%2f..%2fpackage.json' });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('"name"');
  });
});

const HOME_SLIDE = {
  id: 'derby',
  image: '/banners/league.svg',
  title: { en: 'Derby day', sw: 'Siku ya dabi' },
  to: '/games/3/demo',
};

describe("the app shell carries the server's market", () => {
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'nyota-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    t = await createTestApp({
      database,
      env: {
        WEB_DIST: dist,
        MARKET: 'ke',
        SUPPORT_EMAIL: 'help@example.co.ke',
        SUPPORT_X: '',
        USSD_CODE: '*384*99#',
        HOME_SLIDES: JSON.stringify([HOME_SLIDE]),
        COOKIE_DOMAIN: 'example.co.ke',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const marketIn = (html: string): unknown => {
    const json = /<script id="nyota-market" type="application\/json">(.*?)<\/script><\/head>/.exec(html)?.[1];
    return json === undefined ? undefined : JSON.parse(json);
  };

  it('writes the market, with the deployment overrides and home slides, into every page load of index.html', async () => {
    for (const url of ['/', '/index.html', '/profile']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('nyota-shell');
      expect(marketIn(res.body), url).toMatchObject({
        code: 'ke',
        currencySymbol: 'KSh',
        areaCode: '254',
        timeZone: 'Africa/Nairobi',
        ussdCode: '*384*99#',
        contact: { email: 'help@example.co.ke', phone: '+254 20 765 0100' },
        homeSlides: [HOME_SLIDE],
        cookieDomain: 'example.co.ke',
      });
      expect(marketIn(res.body), url).not.toHaveProperty('contact.x');
    }
  });

  it('preloads the first banner picture on the home page only, ahead of the scripts', async () => {
    const preload = '<link rel="preload" as="image" href="/banners/league.svg" fetchpriority="high">';
    const home = await t.app.inject({ url: '/', headers: HTML });
    expect(home.body.indexOf(preload)).toBeGreaterThan(-1);
    expect(home.body.indexOf(preload)).toBeLessThan(home.body.indexOf('/assets/app-abc.js'));
    for (const url of ['/index.html', '/profile', '/games/1/demo']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.body, url).not.toContain('rel="preload"');
    }
  });

  it('answers a revalidation with 304 and the same market from the API', async () => {
    const first = await t.app.inject({ url: '/', headers: HTML });
    const etag = String(first.headers['etag']);
    const again = await t.app.inject({ url: '/', headers: { ...HTML, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const api = envelope(await t.app.inject('/config-service/market'));
    expect(api.code).toBe(0);
    expect(api.data).toEqual(marketIn(first.body));
  });
});

describe('web app not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  it('explains at / how to build it', async () => {
    const res = await t.app.inject({ url: '/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build -w @nyota/web');
  });
});
