/** SQL of the staff-edited pay channel switches and pay items (docs/staff-console.md#market-settings). */
import type { Db } from '../../platform/db/database.js';

export interface ChannelSwitchRow {
  id: number;
  direction: 'deposit' | 'withdraw';
  operator: string;
  enabled: boolean;
}

export interface PayItemEditRow {
  id: number | null;
  payMoney: number;
  money: number;
  hot: boolean;
  enabled: boolean;
}

export class MarketSettingsRepo {
  /** Every channel of the market, on or off, in the players' order. */
  async channels(db: Db, market: string): Promise<ChannelSwitchRow[]> {
    return db
      .selectFrom('pay_channels')
      .select(['id', 'direction', 'operator', 'enabled'])
      .where('market', '=', market)
      .orderBy('direction')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async setChannelEnabled(trx: Db, market: string, id: number, enabled: boolean): Promise<number> {
    const r = await trx
      .updateTable('pay_channels')
      .set({ enabled })
      .where('id', '=', id)
      .where('market', '=', market)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** The presets players are offered, in order (switched-off ones are kept for the payments that name them). */
  async enabledPayItems(db: Db, market: string): Promise<PayItemEditRow[]> {
    const rows = await db
      .selectFrom('pay_items')
      .select(['id', 'pay_money', 'money', 'hot', 'enabled'])
      .where('market', '=', market)
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.id, payMoney: Number(r.pay_money), money: Number(r.money), hot: r.hot, enabled: r.enabled }));
  }

  async payItemIds(trx: Db, market: string): Promise<Set<number>> {
    const rows = await trx.selectFrom('pay_items').select('id').where('market', '=', market).forUpdate().execute();
    return new Set(rows.map((r) => r.id));
  }

  async disableAllPayItems(trx: Db, market: string): Promise<void> {
    await trx.updateTable('pay_items').set({ enabled: false }).where('market', '=', market).execute();
  }

  async upsertPayItem(trx: Db, market: string, item: PayItemEditRow, sort: number): Promise<void> {
    const values = { pay_money: item.payMoney, money: item.money, hot: item.hot, enabled: item.enabled, sort };
    if (item.id === null)
      await trx
        .insertInto('pay_items')
        .values({ market, ...values })
        .execute();
    else await trx.updateTable('pay_items').set(values).where('id', '=', item.id).where('market', '=', market).execute();
  }
}
