/**
 * The market settings kept outside the payment documents (docs/staff-console.md#market-settings):
 * channels on/off and pay items (payments' tables) and the market texts override. Each save is a
 * version and an audit row and is what the player API serves at once, on both nodes; a bad value
 * is refused with the field named and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@nyota/contract/api/paths';
import { depositChannelsData, payItemsData } from '@nyota/contract/api/payments';
import { marketData } from '@nyota/contract/api/config';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../staff/staff.test-kit.js';

let t: TestApp;
let other: TestApp;
let admin: StaffSignIn;

beforeAll(async () => {
  t = await createTestApp();
  other = await createTestApp({ database: t.database, bus: t.bus, clock: t.clock, nodeId: 'other' });
  admin = await signIn(t, await makeStaff(staffModuleOf(t), 'admin'));
});
afterAll(async () => {
  await other.close();
  await t.close();
});

interface SettingOut {
  key: string;
  value: Record<string, unknown>;
  current: { version: number } | null;
}

async function staffCall(method: 'GET' | 'PUT', url: string, payload?: object, lang = 'en') {
  const s = asStaff(admin);
  const res = await t.app.inject({
    method,
    url,
    cookies: s.cookies,
    headers: { ...s.headers, lang },
    ...(payload ? { payload } : {}),
  });
  return res.json<{ code: number; msg: string; data: unknown }>();
}
async function setting(key: string): Promise<SettingOut> {
  const body = await staffCall('GET', '/staff-api/settings');
  const items = (body.data as { items: SettingOut[] }).items;
  const found = items.find((s) => s.key === key);
  if (!found) throw new Error(`no setting ${key}`);
  return found;
}
async function save(key: string, value: object, lang = 'en') {
  const base = await setting(key);
  return staffCall(
    'PUT',
    '/staff-api/settings',
    { key, value, baseVersion: base.current?.version ?? 0, reason: 'test change' },
    lang,
  );
}
async function playerGet(node: TestApp, path: string): Promise<unknown> {
  const body = envelope(await node.app.inject({ method: 'GET', url: path }));
  expect(body.code).toBe(0);
  return body.data;
}
const auditCount = async (action: string) =>
  (await t.database.db.selectFrom('staff_audit').select('action').where('action', '=', action).execute()).length;

describe('channels on or off', () => {
  it('a channel switched off is no longer offered on either node; a bad id changes nothing', async () => {
    const before = await setting('channels');
    const channels = (before.value as { channels: Array<{ id: number; direction: string; operator: string; enabled: boolean }> })
      .channels;
    const airtel = channels.find((c) => c.direction === 'deposit' && c.operator === 'AIRTEL');
    if (!airtel) throw new Error('no AIRTEL deposit channel');
    expect(before.current).toBeNull();

    const bad = await save('channels', { channels: [{ ...airtel, id: 999999, enabled: false }] }, 'sw');
    expect(bad.code).not.toBe(0);
    expect(bad.msg).toContain('channels.0.id');
    expect((await setting('channels')).current).toBeNull();

    const ok = await save('channels', { channels: channels.map((c) => (c.id === airtel.id ? { ...c, enabled: false } : c)) });
    expect(ok.code).toBe(0);
    expect((await setting('channels')).current?.version).toBe(1);
    for (const node of [t, other]) {
      const offered = depositChannelsData.parse(await playerGet(node, apiPaths.depositChannels.path));
      expect(offered.map((c) => c.channelCode)).not.toContain('AIRTEL');
    }
    expect(await auditCount('settings.save')).toBeGreaterThan(0);

    expect((await save('channels', { channels })).code).toBe(0);
    const back = depositChannelsData.parse(await playerGet(t, apiPaths.depositChannels.path));
    expect(back.map((c) => c.channelCode)).toContain('AIRTEL');
  });
});

describe('pay items', () => {
  it('a new list is served at once in its order; out-of-limit or duplicate amounts change nothing', async () => {
    const before = payItemsData.parse(await playerGet(t, apiPaths.payItems.path));
    const tooBig = await save('pay_items', {
      items: [{ id: null, payMoney: 999_999_999, money: 999_999_999, hot: false, enabled: true }],
    });
    expect(tooBig.code).not.toBe(0);
    expect(tooBig.msg).toContain('items.0.payMoney');
    const dup = await save('pay_items', {
      items: [
        { id: null, payMoney: 5000, money: 5000, hot: false, enabled: true },
        { id: null, payMoney: 5000, money: 5000, hot: false, enabled: true },
      ],
    });
    expect(dup.code).not.toBe(0);
    expect(payItemsData.parse(await playerGet(t, apiPaths.payItems.path))).toEqual(before);

    const [first, second] = before;
    if (!first || !second) throw new Error('seed pay items missing');
    const items = [
      { id: second.id, payMoney: second.payMoney, money: second.money, hot: true, enabled: true },
      { id: first.id, payMoney: first.payMoney, money: first.money, hot: false, enabled: true },
      { id: null, payMoney: 7_500, money: 7_500, hot: false, enabled: true },
    ];
    expect((await save('pay_items', { items })).code).toBe(0);
    const served = payItemsData.parse(await playerGet(other, apiPaths.payItems.path));
    expect(served.map((i) => [i.payMoney, i.hot])).toEqual([
      [second.payMoney, true],
      [first.payMoney, false],
      [7_500, false],
    ]);
  });
});

describe('market texts', () => {
  it('an override reaches /config-service/market on both nodes; a bad USSD code changes nothing', async () => {
    const market = async (node: TestApp) => marketData.parse(await playerGet(node, apiPaths.market.path));
    const base = await market(other);
    const bad = await save('market_texts', { contact: {}, ussdCode: 'dial me' });
    expect(bad.code).not.toBe(0);
    expect(await market(t)).toEqual(base);

    const ok = await save('market_texts', { contact: { whatsapp: '+260970000123', email: '' }, ussdCode: '*123#' });
    expect(ok.code).toBe(0);
    for (const node of [t, other]) {
      const m = await market(node);
      expect(m.contact.whatsapp).toBe('+260970000123');
      expect(m.contact.email).toBeUndefined();
      expect(m.contact.phone).toBe(base.contact.phone);
      expect(m.ussdCode).toBe('*123#');
    }
  });
});
