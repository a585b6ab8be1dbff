/**
 * Quick-amount tiles (pay items) get the wallet seed's `hot` flag and an image of our own.
 *
 * - hot: the tile most players pick gets a badge. One mid amount per market is marked, the third of
 *   the six seeded tiles: large enough to matter, small enough for a first deposit. Operators move
 *   the flag by editing rows; any number of tiles may carry it.
 * - image: a coin stack drawn for us (apps/web/public/pay-items/), one, two or three coins from the
 *   smallest pair of tiles to the largest, so the tiles read as growing amounts at a glance. Only rows
 *   still without an image are touched: an operator's own image stays.
 */
import { sql, type Kysely } from 'kysely';

/** The seeded tile marked hot, per market, in minor units (0004 seeds six per market). */
const HOT_PAY_MONEY: Record<string, number> = { zm: 10_000, ke: 50_000, ug: 1_000_000, gh: 5_000 };

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pay_items add column hot boolean not null default false`.execute(db);
  for (const [market, payMoney] of Object.entries(HOT_PAY_MONEY)) {
    await sql`update pay_items set hot = true where market = ${market} and pay_money = ${payMoney}`.execute(db);
  }
  await sql`
    update pay_items set image = case
      when sort <= 2 then '/pay-items/coins-1.svg'
      when sort <= 4 then '/pay-items/coins-2.svg'
      else '/pay-items/coins-3.svg'
    end
    where image = ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update pay_items set image = '' where image like '/pay-items/coins-%.svg'`.execute(db);
  await sql`alter table pay_items drop column hot`.execute(db);
}
