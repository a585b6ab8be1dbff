import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ConfigType } from '@nyota/contract/constants';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../staff/staff.test-kit.js';
import { CONFIG_CHANGED_TOPIC, ConfigService } from './index.js';

let t: TestApp;
let other: TestApp;
let admin: StaffSignIn;
let support: StaffSignIn;

beforeAll(async () => {
  t = await createTestApp();
  // A second node on the same database and bus: a save on one must reach the other's snapshot.
  other = await createTestApp({ database: t.database, bus: t.bus, clock: t.clock, nodeId: 'other' });
  const mod = staffModuleOf(t);
  admin = await signIn(t, await makeStaff(mod, 'admin'));
  support = await signIn(t, await makeStaff(mod, 'support'));
});
afterAll(async () => {
  await other.close();
  await t.close();
});

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
interface SettingOut {
  key: string;
  value: Record<string, unknown>;
  current: { version: number; staff: string; reason: string } | null;
}

const staffCall = async <T>(who: StaffSignIn, method: 'GET' | 'PUT', url: string, payload?: object, lang = 'en') => {
  const s = asStaff(who);
  const res = await t.app.inject({
    method,
    url,
    cookies: s.cookies,
    headers: { ...s.headers, lang },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
};
const settings = async () => (await staffCall<{ items: SettingOut[] }>(admin, 'GET', '/staff-api/settings')).body.data.items;
const withdraw = async () => {
  const w = (await settings()).find((s) => s.key === 'withdraw');
  if (!w) throw new Error('no withdraw setting');
  return w;
};
const playerWithdrawConfig = async (node: TestApp) => {
  const res = await node.app.inject({ method: 'GET', url: `${routes.queryGlobalByType.path}?type=${ConfigType.WITHDRAW}` });
  const body = res.json<Envelope<Array<{ content: string }>>>();
  const [first] = body.data;
  if (!first) throw new Error('no withdraw config served');
  return { etag: res.headers.etag, value: JSON.parse(first.content) as Record<string, unknown> };
};
const versionCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('config_versions')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('market settings', () => {
  it('lists the shipped documents at version 1', async () => {
    const items = (await settings()).slice(0, 3);
    expect(items.map((s) => s.key)).toEqual(['deposit', 'withdraw', 'signup_code']);
    expect(items.every((s) => s.current?.version === 1 && s.current.staff === 'system')).toBe(true);
    expect(items.find((s) => s.key === 'signup_code')?.value).toEqual({ required: true });
  });

  it('saves a new version that the next player request sees on every node, audited with before and after', async () => {
    // Both nodes hold a fresh public snapshot; no clock moves in this test.
    const before = await playerWithdrawConfig(t);
    await playerWithdrawConfig(other);
    const w = await withdraw();
    const value = { ...w.value, dailyLimit: 12_345_000 };
    const res = await staffCall<SettingOut>(admin, 'PUT', '/staff-api/settings', {
      key: 'withdraw',
      value,
      baseVersion: 1,
      reason: 'raise cap',
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.current).toMatchObject({ version: 2, reason: 'raise cap' });

    const here = await playerWithdrawConfig(t);
    expect(here.value['dailyLimit']).toBe(12_345_000);
    expect(here.etag).not.toBe(before.etag);
    await expect.poll(async () => (await playerWithdrawConfig(other)).value['dailyLimit']).toBe(12_345_000);
    // What payments' withdraw rules read on every call (payments-config.ts): the new value, at once.
    const [doc] = await new ConfigService(t.database.db).globalByType(ConfigType.WITHDRAW);
    expect(JSON.parse(doc?.content ?? '{}')).toMatchObject({ dailyLimit: 12_345_000 });

    const audit = await t.database.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'settings.save')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe('settings:withdraw@2');
    expect(audit.reason).toBe('raise cap');
    expect(JSON.stringify(audit.before)).toContain(String(w.value['dailyLimit']));
    expect(JSON.stringify(audit.after)).toContain('12345000');
  });

  it('shows the history newest first with each version diffed against the one before', async () => {
    const res = await staffCall<{ items: Array<{ version: number; changes: unknown[] }> }>(
      admin,
      'GET',
      '/staff-api/settings/history?key=withdraw',
    );
    const [latest, first] = res.body.data.items;
    expect(latest?.version).toBe(2);
    expect(latest?.changes).toEqual([{ field: 'dailyLimit', before: expect.any(Number), after: 12_345_000 }]);
    expect(first).toMatchObject({ version: 1, changes: [] });
  });

  it('refuses bad input with a localised message and changes nothing', async () => {
    const w = await withdraw();
    const count = await versionCount();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...w.value, dailyLimit: -5 }, 3041, 'dailyLimit'],
      [{ ...w.value, minimumLimitPerTransaction: 99_999_999 }, 3041, 'minimum'],
      [{ enable: true }, 3041, 'message'],
    ];
    for (const [value, code, inMsg] of cases) {
      const res = await staffCall(admin, 'PUT', '/staff-api/settings', { key: 'withdraw', value, baseVersion: 2, reason: 'x' });
      expect(res.body.code).toBe(code);
      expect(res.body.msg).toContain(inMsg);
    }
    const sw = await staffCall(
      admin,
      'PUT',
      '/staff-api/settings',
      { key: 'withdraw', value: { ...w.value, dailyLimit: 0 }, baseVersion: 2, reason: 'x' },
      'sw',
    );
    expect(sw.body.msg).toContain('Hakuna kilichobadilishwa');
    const noReason = await staffCall(admin, 'PUT', '/staff-api/settings', {
      key: 'withdraw',
      value: w.value,
      baseVersion: 2,
      reason: '',
    });
    expect(noReason.body.code).not.toBe(0);
    const stale = await staffCall(admin, 'PUT', '/staff-api/settings', {
      key: 'withdraw',
      value: w.value,
      baseVersion: 1,
      reason: 'late',
    });
    expect(stale.body.code).toBe(3042);
    expect(await versionCount()).toBe(count);
    expect((await withdraw()).value).toEqual(w.value);
  });

  it('saves the sign-up code toggle as the seed stores it', async () => {
    const res = await staffCall(admin, 'PUT', '/staff-api/settings', {
      key: 'signup_code',
      value: { required: false },
      baseVersion: 1,
      reason: 'sms outage',
    });
    expect(res.body.code).toBe(0);
    expect(await new ConfigService(t.database.db).isSignupCodeRequired()).toBe(false);
  });

  it('drops its public snapshot when another node announces a change on the bus', async () => {
    await playerWithdrawConfig(other);
    await t.database.db
      .updateTable('global_config')
      .set((eb) => ({ content: eb.fn<string>('replace', ['content', eb.val('"enable":true'), eb.val('"enable":false')]) }))
      .where('type', '=', ConfigType.WITHDRAW)
      .execute();
    await t.bus.publish(CONFIG_CHANGED_TOPIC, { type: ConfigType.WITHDRAW });
    await expect.poll(async () => (await playerWithdrawConfig(other)).value['enable']).toBe(false);
  });

  it.each([
    ['GET', '/staff-api/settings', undefined],
    ['GET', '/staff-api/settings/history?key=withdraw', undefined],
    ['PUT', '/staff-api/settings', { key: 'withdraw', value: {}, baseVersion: 1, reason: 'x' }],
  ] as const)('refuses %s %s without config.edit', async (method, url, payload) => {
    const res = await staffCall(support, method, url, payload);
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('config.edit');
  });
});
