/**
 * The exchange (docs/product-rules/mall.md#exchange): coins or diamonds become cash at the setting's
 * rate, from VIP level 4 (the seeds' "exchange level 4"), at least the minimum and within the daily
 * limit. One transaction: the day's use (a conditional upsert refusing past the limit), the debit of
 * the coins or diamonds, and the cash through the reward path from the `mall-exchange` budget.
 */
import { randomUUID } from 'node:crypto';
import type { ExchangeCfg } from '@nyota/contract/api/mall';
import { ErrorCode } from '@nyota/contract/error-codes';
import { formatMinor } from '@nyota/contract/money/format';
import type { MallPaymentTypeValue } from '@nyota/contract/staff/mall-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { localDay } from '../../platform/time/local-day.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { LedgerApi } from '../ledger/index.js';
import { BonusType, type RewardsService } from '../rewards/index.js';
import { ExchangeRepo } from './exchange.repo.js';
import type { MallBudgets } from './mall-budgets.js';
import { unitOf } from './mall-items.js';
import { readMallSettings } from './mall-settings.js';
import { spendUnits } from './mall-spend.js';

export const EXCHANGE_CAMPAIGN = 'mall-exchange';

export interface ExchangeDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  ledger: LedgerApi;
  rewards: RewardsService;
  eligibility: Pick<EligibilityService, 'check'>;
  level: (memberId: string) => Promise<number>;
  budgets: MallBudgets;
}

/** Cash (minor units) for `amount` minor units of coins or diamonds at `rateBp` per 10,000, rounded down. */
export function cashFor(amount: number, rateBp: number): number {
  return Math.floor((amount * rateBp) / 10_000);
}

export class ExchangeService {
  readonly repo = new ExchangeRepo();

  constructor(private readonly d: ExchangeDeps) {}

  async cfg(memberId: string | null): Promise<ExchangeCfg> {
    const { exchange } = await readMallSettings(this.d.db);
    const used = memberId ? await this.repo.usedOn(this.d.db, memberId, this.today()) : new Map<number, number>();
    return {
      requiredLevel: exchange.requiredLevel,
      level: memberId ? await this.d.level(memberId) : null,
      rates: exchange.rates.map((r) => {
        const usedToday = used.get(r.paymentType) ?? 0;
        return { ...r, usedToday, leftToday: Math.max(0, r.dailyLimit - usedToday) };
      }),
    };
  }

  async exchange(memberId: string, paymentType: MallPaymentTypeValue, amount: number) {
    const { exchange } = await readMallSettings(this.d.db);
    const rate = exchange.rates.find((r) => r.paymentType === paymentType);
    if (!rate || !rate.enabled) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.exchange_off');
    if ((await this.d.level(memberId)) < exchange.requiredLevel) {
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.exchange_level', { level: exchange.requiredLevel });
    }
    if (amount < rate.min) throw new AppError(ErrorCode.VALIDATION, 'errors.exchange_min', { min: formatMinor(rate.min) });
    const cash = cashFor(amount, rate.rateBp);
    if (cash < 1) throw new AppError(ErrorCode.VALIDATION, 'errors.exchange_too_small');
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    await this.d.budgets.seed(EXCHANGE_CAMPAIGN, BonusType.CASH);
    const ref = randomUUID();
    const day = this.today();
    const kind = unitOf(paymentType);
    const { row, balances } = await this.d.db.transaction().execute(async (trx) => {
      if (!(await this.repo.use(trx, memberId, paymentType, day, amount, rate.dailyLimit))) {
        const left = rate.dailyLimit - ((await this.repo.usedOn(trx, memberId, day)).get(paymentType) ?? 0);
        throw new AppError(ErrorCode.LIMIT_EXCEEDED, 'errors.exchange_daily_limit', { left: formatMinor(Math.max(0, left)) });
      }
      const debit = await this.debit(trx, memberId, kind, amount, ref);
      const source = { kind: 'exchange', id: ref, period: day };
      const out = await this.d.rewards.grant(
        { campaign: EXCHANGE_CAMPAIGN, memberId, source, bonusType: BonusType.CASH, amount: cash },
        { trx },
      );
      const status = out.reward.status === 'held' ? ('held' as const) : ('paid' as const);
      const row = await this.repo.insert(trx, {
        ref,
        memberId,
        paymentType,
        amount,
        cash,
        status,
        createdAt: this.d.clock.now(),
      });
      return { row, balances: [...debit, ...out.balances] };
    });
    await this.d.ledger.publishBalances(balances);
    return { id: row.id, paymentType, amount, cash, status: row.status, cfg: await this.cfg(memberId) };
  }

  private debit(trx: Db, memberId: string, kind: 'coin' | 'diamond', amount: number, ref: string) {
    return spendUnits(this.d.ledger, trx, {
      memberId,
      kind,
      amount,
      idempotencyKey: `exchange:${ref}`,
      transferKind: 'exchange',
    });
  }

  private today(): string {
    return localDay(this.d.clock.now(), this.d.timeZone);
  }
}
