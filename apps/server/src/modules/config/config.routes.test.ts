import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { PUBLIC_CONFIG_FRESH_MS } from './public-config.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const query = async (type: string) =>
  (await t.app.inject({ method: 'GET', url: `${routes.queryGlobalByType.path}?type=${type}` })).json<{
    code: number;
    data: unknown;
  }>();

describe('global config by type', () => {
  it('serves the sign-up code toggle, on by default', async () => {
    const res = await query('160');
    expect(res.code).toBe(0);
    expect(res.data).toEqual([{ id: expect.any(Number), type: 160, name: 'signup_sms_code', content: '1' }]);
  });

  it('lists items in their sort order and an unknown type as empty', async () => {
    await t.database.db
      .insertInto('global_config')
      .values([
        { type: 7001, name: 'second', content: 'b', sort: 2 },
        { type: 7001, name: 'first', content: 'a', sort: 1 },
      ])
      .execute();
    // The route serves a snapshot at most PUBLIC_CONFIG_FRESH_MS old (public-config.ts).
    t.clock.advance(PUBLIC_CONFIG_FRESH_MS);
    const res = await query('7001');
    expect((res.data as Array<{ name: string }>).map((i) => i.name)).toEqual(['first', 'second']);
    expect(await query('4242')).toEqual({ code: 0, msg: 'success', data: [] });
  });

  it("serves an operator's change once the node's snapshot is a second old, not before", async () => {
    await query('160');
    await t.database.db.updateTable('global_config').set({ content: '0' }).where('type', '=', 160).execute();
    expect((await query('160')).data).toMatchObject([{ content: '1' }]);
    t.clock.advance(PUBLIC_CONFIG_FRESH_MS);
    expect((await query('160')).data).toMatchObject([{ content: '0' }]);
    await t.database.db.updateTable('global_config').set({ content: '1' }).where('type', '=', 160).execute();
    t.clock.advance(PUBLIC_CONFIG_FRESH_MS);
  });

  it('refuses a type that is not a number', async () => {
    expect((await query('abc')).code).not.toBe(0);
    expect((await t.app.inject({ method: 'GET', url: routes.queryGlobalByType.path })).json()).toMatchObject({ code: 1001 });
  });
});
