/**
 * The quick-amount tiles every market serves (GET /account-service/payItem/queryAll): the contract's
 * shape with the deposit preset's `hot` flag, one hot mid amount per market, and an image per tile
 * that the web app really ships.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@nyota/contract/api/paths';
import { payItemsData, type PayItem } from '@nyota/contract/api/payments';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { createTestApp, envelope } from '../../test-support/test-app.js';

const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public/', import.meta.url));

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function payItemsOf(market: string): Promise<PayItem[]> {
  const t = await createTestApp({ database, env: { MARKET: market } });
  try {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.payItems.path });
    const body = envelope(res);
    expect(body.code).toBe(0);
    return payItemsData.parse(body.data);
  } finally {
    await t.close();
  }
}

describe('pay items', () => {
  it.each([
    ['zm', 10_000],
    ['ke', 50_000],
    ['ug', 1_000_000],
    ['gh', 5_000],
  ])('market %s marks one mid tile hot (%i minor units)', async (market, hotPayMoney) => {
    const items = await payItemsOf(market);
    expect(items).toHaveLength(6);
    expect(items.filter((i) => i.hot).map((i) => i.payMoney)).toEqual([hotPayMoney]);
    expect(items.findIndex((i) => i.hot)).toBe(2);
  });

  it('gives every tile an image the web app ships, growing with the amount', async () => {
    const items = await payItemsOf('zm');
    for (const item of items) {
      expect(item.image).toMatch(/^\/pay-items\/[a-z0-9-]+\.svg$/);
      expect(existsSync(path.join(WEB_PUBLIC, item.image)), item.image).toBe(true);
    }
    expect(items.map((i) => i.image)).toEqual([
      '/pay-items/coins-1.svg',
      '/pay-items/coins-1.svg',
      '/pay-items/coins-2.svg',
      '/pay-items/coins-2.svg',
      '/pay-items/coins-3.svg',
      '/pay-items/coins-3.svg',
    ]);
  });

  it("serves an operator's own image and the hot flag they set", async () => {
    const row = await database.db
      .insertInto('pay_items')
      .values({ market: 'gh', money: 99_900, pay_money: 99_900, image: '/pay-items/custom.svg', hot: true, sort: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const item = (await payItemsOf('gh')).find((i) => i.id === row.id);
      expect(item).toMatchObject({ image: '/pay-items/custom.svg', hot: true });
    } finally {
      await database.db.deleteFrom('pay_items').where('id', '=', row.id).execute();
    }
  });
});
