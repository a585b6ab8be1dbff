/**
 * The mall (docs/product-rules/mall.md): the items on sale with their stock left, a redemption and
 * the member's prizes. A redemption is one transaction: the item's stock, the member's day and total
 * counts (each a conditional upsert that refuses past its limit), a raffle's ticket number, the
 * coin or diamond debit and the prize through the reward path; any refusal rolls all of it back.
 */
import { randomUUID } from 'node:crypto';
import type { MallItemView, MallPrizeView } from '@nyota/contract/api/mall';
import { ErrorCode } from '@nyota/contract/error-codes';
import { MallItemType, type MallItem, type MallSettings } from '@nyota/contract/staff/mall-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { localDay } from '../../platform/time/local-day.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { LedgerApi } from '../ledger/index.js';
import { isBonusType } from '../rewards/index.js';
import type { MallBudgets } from './mall-budgets.js';
import { nameIn, onSale, unitOf } from './mall-items.js';
import { givePrize, MALL_CAMPAIGN, type PrizeDeps } from './mall-prizes.js';
import { MallRedemptionsRepo, type RedemptionRow } from './mall-redemptions.repo.js';
import { readMallSettings } from './mall-settings.js';
import { spendUnits } from './mall-spend.js';
import { MallStockRepo } from './mall-stock.repo.js';
import type { RaffleService } from './raffle.service.js';

export interface MallDeps extends PrizeDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  ledger: LedgerApi;
  eligibility: Pick<EligibilityService, 'check'>;
  level: (memberId: string) => Promise<number>;
  budgets: MallBudgets;
  raffles: RaffleService;
}

export function prizeView(r: RedemptionRow): MallPrizeView {
  return {
    id: r.id,
    itemId: r.itemId,
    name: r.name,
    type: r.itemType,
    paymentType: r.paymentType,
    price: r.price,
    amount: r.amount,
    ticket: r.ticket,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

export class MallService {
  private readonly stock = new MallStockRepo();
  readonly redemptions = new MallRedemptionsRepo();

  constructor(private readonly d: MallDeps) {}

  async list(
    memberId: string | null,
    q: { paymentType?: number; type?: number },
    lang: string,
  ): Promise<{ list: MallItemView[] }> {
    const now = this.d.clock.now();
    const settings = await readMallSettings(this.d.db);
    const items = settings.items.filter(
      (i) =>
        onSale(i, now) &&
        (q.paymentType === undefined || i.paymentType === q.paymentType) &&
        (q.type === undefined || i.type === q.type),
    );
    const [sold, mine, raffles] = await Promise.all([
      this.stock.sold(this.d.db),
      memberId
        ? this.stock.counts(this.d.db, memberId, this.today())
        : Promise.resolve(new Map<number, { today: number; total: number }>()),
      this.d.raffles.views(items, memberId),
    ]);
    const list = items.map((i) => ({
      id: i.id,
      type: i.type,
      paymentType: i.paymentType,
      name: nameIn(i, lang),
      price: i.price,
      amount: i.amount,
      stock: i.stock,
      stockLeft: Math.max(0, i.stock - (sold.get(i.id) ?? 0)),
      perDay: i.perDay,
      perMember: i.perMember,
      minLevel: i.minLevel,
      startAt: i.startAt,
      endAt: i.endAt,
      myToday: mine.get(i.id)?.today ?? 0,
      myTotal: mine.get(i.id)?.total ?? 0,
      raffle: raffles.get(i.id) ?? null,
    }));
    return { list };
  }

  async redeem(memberId: string, itemId: number, lang: string): Promise<{ prize: MallPrizeView }> {
    const item = await this.checked(memberId, itemId);
    if (item.type === MallItemType.RAFFLE) await this.d.raffles.commit(item);
    else if (isBonusType(item.type)) await this.d.budgets.seed(MALL_CAMPAIGN, item.type);
    const ref = randomUUID();
    const { row, publish } = await this.d.db.transaction().execute(async (trx) => {
      await this.takeStockAndLimits(trx, memberId, item);
      const ticket = item.type === MallItemType.RAFFLE ? await this.d.raffles.takeTicket(trx, item.id) : null;
      const debit = await this.debit(trx, memberId, item, ref);
      const prize = ticket === null ? await givePrize(trx, this.d, item, memberId, ref) : null;
      const row = await this.redemptions.insert(trx, {
        ref,
        memberId,
        itemId: item.id,
        name: nameIn(item, lang),
        itemType: item.type,
        paymentType: item.paymentType,
        price: item.price,
        amount: item.amount,
        ticket,
        status: prize?.status ?? 'ticket',
        createdAt: this.d.clock.now(),
      });
      const publish = async () => {
        await this.d.ledger.publishBalances(debit);
        if (prize) await prize.publish();
      };
      return { row, publish };
    });
    await publish();
    return { prize: prizeView(row) };
  }

  async myPrizes(memberId: string, q: { size?: number; maxId?: string }) {
    const size = q.size && q.size > 0 ? q.size : 20;
    const rows = await this.redemptions.page(this.d.db, memberId, size, q.maxId);
    const last = rows.at(-1);
    return { list: rows.map(prizeView), nextMaxId: rows.length === size && last ? last.id : null };
  }

  async settings(): Promise<MallSettings> {
    return readMallSettings(this.d.db);
  }

  /** The refusals that need no transaction: unknown or closed item, sold out, eligibility, VIP level. */
  private async checked(memberId: string, itemId: number): Promise<MallItem> {
    const item = (await readMallSettings(this.d.db)).items.find((i) => i.id === itemId);
    if (!item) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.mall_item_unknown');
    if (!onSale(item, this.d.clock.now())) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.mall_item_closed');
    if ((await this.stock.soldOf(this.d.db, item.id)) >= item.stock) {
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.mall_out_of_stock');
    }
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    if ((await this.d.level(memberId)) < item.minLevel) {
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.mall_level', { level: item.minLevel });
    }
    return item;
  }

  private async takeStockAndLimits(trx: Db, memberId: string, item: MallItem): Promise<void> {
    if (!(await this.stock.take(trx, item.id, item.stock)))
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.mall_out_of_stock');
    if (!(await this.stock.count(trx, memberId, item.id, this.today(), item.perDay))) {
      throw new AppError(ErrorCode.LIMIT_EXCEEDED, 'errors.mall_daily_limit', { limit: item.perDay });
    }
    if (!(await this.stock.count(trx, memberId, item.id, 'all', item.perMember))) {
      throw new AppError(ErrorCode.LIMIT_EXCEEDED, 'errors.mall_total_limit', { limit: item.perMember });
    }
  }

  /** The price leaves the member's coins or diamonds for the promotion expense, where they were issued from. */
  private debit(trx: Db, memberId: string, item: MallItem, ref: string) {
    return spendUnits(this.d.ledger, trx, {
      memberId,
      kind: unitOf(item.paymentType),
      amount: item.price,
      idempotencyKey: `mall:redeem:${ref}`,
      transferKind: 'mall_redeem',
      metadata: { item: item.id },
    });
  }

  private today(): string {
    return localDay(this.d.clock.now(), this.d.timeZone);
  }
}
