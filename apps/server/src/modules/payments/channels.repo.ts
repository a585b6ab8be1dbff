/** Pay channels and pay items: Kysely queries only. */
import type { Db } from '../../platform/db/database.js';

export interface ChannelRow {
  id: number;
  market: string;
  direction: 'deposit' | 'withdraw';
  operator: string;
  logoUrl: string;
  feeType: number;
  feeValue: number;
  allowOtherNumber: boolean;
  enabled: boolean;
}

export interface PayItemRow {
  id: number;
  money: number;
  payMoney: number;
  image: string;
  hot: boolean;
}

export class ChannelsRepo {
  constructor(private readonly db: Db) {}

  async list(market: string, direction: 'deposit' | 'withdraw'): Promise<ChannelRow[]> {
    const rows = await this.db
      .selectFrom('pay_channels')
      .selectAll()
      .where('market', '=', market)
      .where('direction', '=', direction)
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(toChannel);
  }

  /** Any state, enabled or not (records keep showing a channel switched off later). */
  async byId(id: number): Promise<ChannelRow | undefined> {
    const row = await this.db.selectFrom('pay_channels').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toChannel(row) : undefined;
  }

  async payItems(market: string): Promise<PayItemRow[]> {
    const rows = await this.db
      .selectFrom('pay_items')
      .select(['id', 'money', 'pay_money', 'image', 'hot'])
      .where('market', '=', market)
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      money: Number(r.money),
      payMoney: Number(r.pay_money),
      image: r.image,
      hot: r.hot,
    }));
  }

  async payItem(market: string, id: number): Promise<PayItemRow | undefined> {
    return (await this.payItems(market)).find((i) => i.id === id);
  }
}

function toChannel(r: {
  id: number;
  market: string;
  direction: 'deposit' | 'withdraw';
  operator: string;
  logo_url: string;
  fee_type: number;
  fee_value: string;
  allow_other_number: boolean;
  enabled: boolean;
}): ChannelRow {
  return {
    id: r.id,
    market: r.market,
    direction: r.direction,
    operator: r.operator,
    logoUrl: r.logo_url,
    feeType: r.fee_type,
    feeValue: Number(r.fee_value),
    allowOtherNumber: r.allow_other_number,
    enabled: r.enabled,
  };
}
