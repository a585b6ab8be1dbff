/**
 * The mall of the browser-test run (docs/product-rules/mall.md): the default items and exchange,
 * plus four more coin packs for diamonds, so the diamonds tab's Coins group has five items, one
 * more than the front page shows, and its More link (/mall/more/3/2) appears as it would for a
 * fuller mall. The default items keep their ids, prices and limits, which mall.spec and
 * loyalty.spec rely on. Written to the mall module's own table before the server opens the
 * database, as test set-up (docs/style-guide.md#table-ownership), like invite-rules.ts.
 */
import { DEFAULT_MALL_SETTINGS, mallSettingsSchema, type MallSettings } from '@nyota/contract/staff/mall-settings-schemas';
import { migrateToLatest, openDatabase } from '../../apps/server/src/platform/db/database.js';

/** The coin packs added for diamonds: [id, spins]; a Coin Spin costs 10.00 coins, 1 diamond buys 10. */
const COIN_PACKS = [
  [2004, 10],
  [2005, 20],
  [2006, 100],
  [2007, 200],
] as const;

/** The last coin pack: only the More page shows it. */
export const MORE_ONLY_ITEM = 2007;

export const E2E_MALL_SETTINGS: MallSettings = {
  ...DEFAULT_MALL_SETTINGS,
  items: [
    ...DEFAULT_MALL_SETTINGS.items,
    ...COIN_PACKS.map(([id, spins]) => ({
      id,
      type: 3 as const,
      paymentType: 2 as const,
      name: { en: `${spins} Coin Spins`, sw: `Mizunguko ${spins} ya Sarafu` },
      price: spins * 10,
      amount: spins * 1_000,
      stock: 5_000,
      perDay: 5,
      perMember: 100,
      enabled: true,
      minLevel: 0,
      startAt: null,
      endAt: null,
      terms: null,
      voucher: null,
      raffle: null,
    })),
  ],
};

export async function seedMallRules(dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(database.db);
    await database.db
      .insertInto('mall_settings')
      // Parsed first: the mall reads a document that no longer parses as the defaults, silently.
      .values({ id: 1, value: JSON.stringify(mallSettingsSchema.parse(E2E_MALL_SETTINGS)), updated_at: new Date() })
      .execute();
  } finally {
    await database.close();
  }
}
