/**
 * Adverts over a whole node: the home banner adverts are the market's home slides (the preset's
 * and a deployment's HOME_SLIDES), pop-ups are the built register offer, labels group them, the
 * reads are cached publicly with an ETag, a bad placement is a localised validation refusal; the
 * pop-up permission follows eligibility (time-out, a new limit for 24 hours); the version file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { APP_VERSION_PATH, DEFAULT_APP_IMAGE } from '@nyota/contract/adverts';
import type { ServedMarket } from '@nyota/contract/home-slides';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signUp } from '../auth/auth.test-kit.js';
import { api } from '../payments/payments.test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const adverts = async (typeId: string, app: TestApp = t) =>
  api<Array<{ id: string; url: string | null; image: string; label: string }>>(app, 'GET', routes.advertsByType.path, { typeId });

describe('advert calls', () => {
  it('serves the home banner adverts from the market home slides, in their order', async () => {
    const market = (await api<ServedMarket>(t, 'GET', routes.market.path)).data;
    const res = await adverts('1');
    expect(res.code).toBe(0);
    expect(res.data).toEqual(
      market.homeSlides.map((s) => ({ id: s.id, url: s.to, image: s.image, title: s.title, label: expect.any(String) })),
    );
    expect(res.data.find((a) => a.url === '/deposit')?.label).toBe('wallet');
  });

  it("serves a deployment's own HOME_SLIDES as its banner adverts", async () => {
    const slide = { id: 'aviator', image: '/banners/aviator.svg', title: { en: 'Fly', sw: 'Ruka' }, to: '/games/1/demo' };
    const own = await createTestApp({ env: { HOME_SLIDES: JSON.stringify([slide]) } });
    try {
      const { to, ...rest } = slide;
      expect((await adverts('1', own)).data).toEqual([{ ...rest, url: to, label: 'games' }]);
    } finally {
      await own.close();
    }
  });

  it('serves the register, first-deposit, pack and invite pop-ups', async () => {
    const res = await adverts('2');
    expect(res.data.map((a) => a.url)).toEqual(['register', 'first-deposit', 'pack-deposit', 'invite']);
  });

  it('groups a placement by label and lists every label', async () => {
    const grouped = await api<Array<{ label: { id: string }; adverts: Array<{ label: string }> }>>(
      t,
      'GET',
      routes.advertsWithLabels.path,
      { typeId: '1' },
    );
    expect(grouped.code).toBe(0);
    for (const g of grouped.data) {
      expect(g.adverts.length).toBeGreaterThan(0);
      for (const a of g.adverts) expect(a.label).toBe(g.label.id);
    }
    expect(grouped.data.flatMap((g) => g.adverts)).toHaveLength((await adverts('1')).data.length);
    const labels = await api<Array<{ id: string }>>(t, 'GET', routes.advertLabels.path);
    expect(labels.data.map((l) => l.id)).toEqual(['games', 'wallet', 'offers', 'info']);
  });

  it('refuses an unknown or malformed placement with a localised validation message', async () => {
    for (const typeId of ['9', 'abc', '1.5']) {
      const res = await adverts(typeId);
      expect(res).toMatchObject({ code: ErrorCode.VALIDATION, msg: 'Unknown advert placement', data: null });
    }
    const sw = (await get(`${routes.advertsWithLabels.path}?typeId=0`, { lang: 'sw' })).json<{ msg: string }>();
    expect(sw.msg).toBe('Nafasi ya tangazo haijulikani');
  });

  it('answers with an ETag and public Cache-Control, and a 304 to a revalidation', async () => {
    const first = await get(`${routes.advertsByType.path}?typeId=1`);
    expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=25');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"/);
    const again = await get(`${routes.advertsByType.path}?typeId=1`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const refused = await get(`${routes.advertsByType.path}?typeId=9`);
    expect(refused.headers['etag']).toBeUndefined();
    expect(String(refused.headers['cache-control'] ?? '')).not.toContain('public');
  });
});

describe('pop-up permission', () => {
  const permission = async (token?: string) => api<{ allowed: boolean }>(t, 'GET', routes.popupEligibility.path, {}, token);

  it('needs a session', async () => {
    expect((await permission()).code).toBe(ErrorCode.SESSION_GONE);
  });

  it('allows pop-ups to a member with no restriction and none under a time-out', async () => {
    const m = await signUp(t);
    expect((await permission(m.token)).data).toEqual({ allowed: true });
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, m.token)).code).toBe(0);
    expect((await permission(m.token)).data).toEqual({ allowed: false });
  });

  it('withholds pop-ups for 24 hours after the member sets a limit', async () => {
    const m = await signUp(t);
    expect((await api(t, 'POST', routes.saferPlaySetLimit.path, { kind: 'loss_week', value: '10000' }, m.token)).code).toBe(0);
    expect((await permission(m.token)).data).toEqual({ allowed: false });
    t.clock.advance(24 * HOUR - 1_000);
    expect((await permission(m.token)).data).toEqual({ allowed: false });
    t.clock.advance(2_000);
    expect((await permission(m.token)).data).toEqual({ allowed: true });
  });
});

describe('version file', () => {
  it('serves no APK and the default picture unless configured, revalidated by ETag', async () => {
    const res = await get(`${APP_VERSION_PATH}?t=${Date.now()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timestamp: expect.any(Number), apkUrl: null, imgUrl: DEFAULT_APP_IMAGE });
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await get(APP_VERSION_PATH, { 'if-none-match': String(res.headers['etag']) });
    expect(again.statusCode).toBe(304);
  });

  it("serves the deployment's APK and picture, and refuses a link of another scheme at start", async () => {
    const env = { APP_APK_URL: 'https://downloads.example.com/nyota-1.2.apk', APP_IMAGE_URL: '/adverts/app.png' };
    const own = await createTestApp({ env });
    try {
      expect((await own.app.inject({ method: 'GET', url: APP_VERSION_PATH })).json()).toMatchObject({
        apkUrl: env.APP_APK_URL,
        imgUrl: env.APP_IMAGE_URL,
      });
    } finally {
      await own.close();
    }
    await expect(createTestApp({ env: { APP_APK_URL: 'javascript:alert(1)' } })).rejects.toThrow(/APP_APK_URL/);
  });
});
