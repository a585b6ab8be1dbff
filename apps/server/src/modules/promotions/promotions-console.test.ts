/**
 * The promotions console over the staff API: create, change and switch a promotion, each save a
 * new version with its audit row (before and after); players see the change on their next read,
 * without a restart; an invalid promotion, a stale base version, a taken slug or a caller without
 * campaigns.manage change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { PromotionView } from '@nyota/contract/api/promotions';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { StaffRouteDef } from '@nyota/contract/staff/route-def';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import type { StaffPromotion } from '@nyota/contract/staff/schemas-promotions';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';
import type { StaffModule } from '../staff/index.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../staff/staff.test-kit.js';
import { defaultPromotions } from './index.js';

let t: TestApp;
let mod: StaffModule;
let marketer: StaffSignIn;
let support: StaffSignIn;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  mod = staffModuleOf(t);
  marketer = await signIn(t, await makeStaff(mod, 'marketing'));
  support = await signIn(t, await makeStaff(mod, 'support'));
});
afterAll(() => t.close());

async function call<T>(route: Pick<StaffRouteDef, 'method' | 'path'>, input: object, who = marketer) {
  const res =
    route.method === 'GET'
      ? await t.app.inject({
          method: 'GET',
          url: `${route.path}?${new URLSearchParams(Object.entries(input)).toString()}`,
          ...asStaff(who),
        })
      : await t.app.inject({ method: route.method, url: route.path, payload: input, ...asStaff(who) });
  return { status: res.statusCode, ...envelope<T>(res) };
}

async function playerList(lang = 'en'): Promise<PromotionView[]> {
  const res = await t.app.inject({ method: 'GET', url: routes.promotions.path, headers: { lang } });
  return envelope<{ list: PromotionView[] }>(res).data.list;
}

const list = async () => (await call<{ items: StaffPromotion[] }>(r.listPromotions, {})).data.items;
const versionRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('promotion_versions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const base = () => {
  const v = defaultPromotions('zm')[2]?.value;
  if (!v) throw new Error('no default');
  return {
    ...v,
    sort: 1,
    imageUrl: '/media/0123456789abcdef0123456789abcdef.png',
    texts: {
      en: { title: 'Console promo', body: 'Made in the console' },
      sw: { title: 'Ofa ya konsoli', body: 'Imetengenezwa' },
    },
  };
};

describe('promotions console', () => {
  it('lists the market defaults, each at version 1', async () => {
    const items = await list();
    expect(items.map((p) => p.slug)).toEqual(defaultPromotions('zm').map((p) => p.slug));
    for (const p of items) expect(p).toMatchObject({ version: 1, updatedBy: 'system' });
  });

  it('creates a promotion that players see at once, versioned and audited', async () => {
    const created = await call<StaffPromotion>(r.createPromotion, { slug: 'console-week', value: base(), reason: 'launch' });
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({ slug: 'console-week', version: 1, value: { sort: 1 } });
    const [first] = await playerList('sw');
    expect(first).toMatchObject({ id: created.data.id, title: 'Ofa ya konsoli', imageUrl: base().imageUrl });
    const [row] = await mod.audit.search({ target: 'promotion:console-week@1', action: 'promotions.create', limit: 1 });
    expect(row).toMatchObject({ before: null, after: { sort: 1 }, reason: 'launch' });

    const again = await call(r.createPromotion, { slug: 'console-week', value: base(), reason: 'twice' });
    expect(again.code).toBe(ErrorCode.SETTINGS_INVALID);
  });

  it('updates and switches with versions kept and before/after audited; a stale base is refused', async () => {
    const p = (await list()).find((x) => x.slug === 'console-week');
    if (!p) throw new Error('not created');
    const changed = { ...p.value, texts: { ...p.value.texts, en: { title: 'Console promo, longer', body: 'Now longer' } } };
    const saved = await call<StaffPromotion>(r.updatePromotion, { id: p.id, value: changed, baseVersion: 1, reason: 'extend' });
    expect(saved.data.version).toBe(2);
    expect((await playerList()).find((x) => x.id === p.id)?.title).toBe('Console promo, longer');
    const [row] = await mod.audit.search({ target: 'promotion:console-week@2', action: 'promotions.save', limit: 1 });
    expect(row).toMatchObject({
      before: { texts: { en: { title: 'Console promo' } } },
      after: { texts: { en: { title: 'Console promo, longer' } } },
    });

    const stale = await call(r.updatePromotion, { id: p.id, value: base(), baseVersion: 1, reason: 'late' });
    expect(stale.code).toBe(ErrorCode.SETTINGS_STALE);

    const off = await call<StaffPromotion>(r.switchPromotion, { id: p.id, enabled: false, baseVersion: 2, reason: 'pause' });
    expect(off.data).toMatchObject({ version: 3, value: { enabled: false } });
    expect((await playerList()).map((x) => x.id)).not.toContain(p.id);
    expect((await list()).find((x) => x.id === p.id)?.value.enabled).toBe(false);

    const history = await call<{ items: { version: number; staff: string; reason: string; value: { enabled: boolean } }[] }>(
      r.promotionHistory,
      { id: p.id },
    );
    expect(history.data.items.map((v) => [v.version, v.reason, v.value.enabled])).toEqual([
      [3, 'pause', false],
      [2, 'extend', true],
      [1, 'launch', true],
    ]);
  });

  it('refuses an invalid promotion, a bad slug and a caller without the permission, changing nothing', async () => {
    const p = (await list()).find((x) => x.slug === 'console-week');
    if (!p) throw new Error('not created');
    const before = { items: await list(), versions: await versionRows(), players: await playerList() };
    const invalid = [
      { ...p.value, voucher: null, kind: 'voucher' },
      { ...p.value, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
      { ...p.value, imageUrl: 'javascript:alert(1)' },
      { ...p.value, texts: { en: { title: '', body: '' }, sw: p.value.texts.sw } },
    ];
    for (const value of invalid) {
      const res = await call(r.updatePromotion, { id: p.id, value, baseVersion: p.version, reason: 'bad' }, marketer);
      expect(res.code).toBe(ErrorCode.SETTINGS_INVALID);
      expect(res.msg).toMatch(/\((voucher|endsAt|imageUrl|texts\.en\.title)\)/);
    }
    const sw = await t.app.inject({
      method: 'POST',
      url: r.createPromotion.path,
      payload: { slug: 'sw-bad', value: invalid[0], reason: 'bad' },
      ...asStaff(marketer),
      headers: { ...asStaff(marketer).headers, lang: 'sw' },
    });
    expect(envelope(sw).msg).toContain('Hakuna kilichobadilishwa');
    expect((await call(r.createPromotion, { slug: 'Bad Slug', value: base(), reason: 'x' })).code).toBe(ErrorCode.VALIDATION);
    const forbidden = await call(r.createPromotion, { slug: 'sneaky', value: base(), reason: 'x' }, support);
    expect(forbidden.status).toBe(403);
    expect({ items: await list(), versions: await versionRows(), players: await playerList() }).toEqual(before);
  });

  it('sets a budget only up to the funding four-eyes threshold; a default keeps its larger one', async () => {
    const over = { ...base(), budget: 1_000_001 };
    const refused = await call(r.createPromotion, { slug: 'console-big', value: over, reason: 'big' });
    expect([refused.code, refused.msg]).toEqual([
      ErrorCode.SETTINGS_INVALID,
      'A promotion budget can be set up to K10,000.00 here. For more, fund the campaign on the Budgets page: a second staff member approves it.',
    ]);
    expect((await list()).some((x) => x.slug === 'console-big')).toBe(false);
    const made = await call<StaffPromotion>(r.createPromotion, {
      slug: 'console-ok',
      value: { ...base(), budget: 1_000_000 },
      reason: 'ok',
    });
    expect(made.code).toBe(0);
    const raised = await call(r.updatePromotion, { id: made.data.id, value: over, baseVersion: 1, reason: 'more' });
    expect(raised.code).toBe(ErrorCode.SETTINGS_INVALID);
    const big = (await list()).find((x) => x.value.budget > 1_000_000);
    if (!big) throw new Error('no default with a large budget');
    const kept = { ...big.value, sort: big.value.sort + 1 };
    const same = await call(r.updatePromotion, { id: big.id, value: kept, baseVersion: big.version, reason: 'reorder' });
    expect(same.code).toBe(0);
  });
});
