/**
 * The staff side of the mall (docs/staff-console.md#mall): every item of the setting with its stock
 * sold and, for a raffle, its commitment, tickets and draw (the seed only once drawn); and a
 * player's redemptions and exchanges for the console's player page. Read only: items and rates are
 * edited as the `mall` setting, versioned and audited by the config module.
 */
import type { MallStaffItem } from '@nyota/contract/staff/schemas-mall';
import type { Db } from '../../platform/db/database.js';
import type { ExchangeRepo } from './exchange.repo.js';
import { prizeView } from './mall.service.js';
import type { MallRafflesRepo, RaffleRow } from './mall-raffles.repo.js';
import type { MallRedemptionsRepo } from './mall-redemptions.repo.js';
import { readMallSettings } from './mall-settings.js';
import { MallStockRepo } from './mall-stock.repo.js';

const PLAYER_ROWS = 100;

function raffleOf(r: RaffleRow | undefined): MallStaffItem['raffle'] {
  if (!r) return null;
  return {
    drawAt: r.drawAt.toISOString(),
    seedHash: r.seedHash,
    seed: r.status === 'drawn' ? r.seed : null,
    status: r.status,
    tickets: r.tickets,
    winners: r.winners,
    drawnAt: r.drawnAt?.toISOString() ?? null,
  };
}

export class MallConsole {
  private readonly stock = new MallStockRepo();

  constructor(
    private readonly d: { db: Db; raffles: MallRafflesRepo; redemptions: MallRedemptionsRepo; exchanges: ExchangeRepo },
  ) {}

  async overview() {
    const settings = await readMallSettings(this.d.db);
    const [sold, raffles] = await Promise.all([
      this.stock.sold(this.d.db),
      this.d.raffles.all(
        this.d.db,
        settings.items.filter((i) => i.raffle !== null).map((i) => i.id),
      ),
    ]);
    const items = settings.items.map((i) => ({
      id: i.id,
      type: i.type,
      paymentType: i.paymentType,
      name: i.name.en,
      enabled: i.enabled,
      price: i.price,
      amount: i.amount,
      stock: i.stock,
      sold: sold.get(i.id) ?? 0,
      perDay: i.perDay,
      perMember: i.perMember,
      minLevel: i.minLevel,
      startAt: i.startAt,
      endAt: i.endAt,
      raffle: raffleOf(raffles.get(i.id)),
    }));
    return { items, exchange: settings.exchange };
  }

  async player(memberId: string) {
    const [redemptions, exchanges] = await Promise.all([
      this.d.redemptions.page(this.d.db, memberId, PLAYER_ROWS),
      this.d.exchanges.forMember(this.d.db, memberId, PLAYER_ROWS),
    ]);
    return {
      redemptions: redemptions.map(prizeView),
      exchanges: exchanges.map((e) => ({
        id: e.id,
        paymentType: e.paymentType,
        amount: e.amount,
        cash: e.cash,
        status: e.status,
        createdAt: e.createdAt.toISOString(),
      })),
    };
  }
}
