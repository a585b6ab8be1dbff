/**
 * Deposits (docs/product-rules/wallet.md#deposit-limits): the prompt goes to the player's registered number (the seed's
 * deposit call names no other number, and no channel is configured to allow one). The intent is
 * saved before the provider is called; the credit happens only when a status query confirms
 * success (payment-processor.ts), in the same transaction as the state change.
 *
 * Limits, checked under a per-member lock so parallel requests cannot slip past them: the
 * per-transaction range and the daily total (300,000 a day in the reference config; in-flight deposits count,
 * failed ones do not) from config 6000, and at most one open prompt per member (a second one would
 * collide on the phone: pawaPay TRANSACTION_ALREADY_IN_PROCESS, Daraja 1001).
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { DepositChannel, DepositConfig, DepositResultData, DepositTax, PayItem } from '@nyota/contract/api/payments';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { countryOf, mobilePatternOf, operatorOfNumber } from './channel-view.js';
import type { ChannelsRepo } from './channels.repo.js';
import type { IntentsRepo } from './intents.repo.js';
import type { Intent } from './intent-row.js';
import { formatMoneyInText } from '@nyota/contract/money/format';
import { toMinor, ZERO_MINOR } from '@nyota/contract/money/minor';
import { assertAmountInRange, routeOrRefuse } from './payment-guards.js';
import { depositTax } from './payment-math.js';
import { depositResult, failureText, type PaymentNotifier } from './payment-notifier.js';
import type { PaymentProcessor } from './payment-processor.js';
import { depositTaxSettings, type PaymentsConfig } from './payments-config.js';
import type { ProviderDirectory } from './provider-directory.js';
import { startOfLocalDay } from '../../platform/time/local-day.js';

export interface PayingMember {
  memberId: string;
  /** The registered number, E.164 digits. */
  mobile: string;
  lang: string;
}

export interface SelfExclusionCheck {
  isSelfExcluded(memberId: string): Promise<boolean>;
}

/** Refuses a deposit with the reason and its end (a responsible-gambling time-out). */
export interface DepositBar {
  assertMayDeposit(memberId: string): Promise<void>;
}

/** A member's own deposit limits; throws the refusal when `amount` more would cross one. */
export interface DepositLimitCheck {
  assertDepositAllowed(db: Db, memberId: string, amount: number, sumSince: (since: Date) => Promise<number>): Promise<void>;
}

/** Work that must commit with a new deposit intent (an offer's claim). */
export type DepositAlongside = (trx: Db, intent: { id: string; memberId: string; amount: number }) => Promise<void>;

export interface DepositServiceDeps {
  db: Db;
  intents: IntentsRepo;
  channels: ChannelsRepo;
  config: PaymentsConfig;
  market: MarketPreset;
  clock: Clock;
  processor: PaymentProcessor;
  providers: ProviderDirectory;
  notifier: PaymentNotifier;
  selfExclusion: SelfExclusionCheck;
  depositBar?: DepositBar;
  depositLimits?: DepositLimitCheck;
}

/** How often a waiting client may make us ask the provider (sync=1). */
const SYNC_MIN_INTERVAL_MS = 5_000;

export class DepositService {
  constructor(private readonly d: DepositServiceDeps) {}

  async payItems(): Promise<PayItem[]> {
    return this.d.channels.payItems(this.d.market.code);
  }

  async channelsFor(mobile: string | null): Promise<DepositChannel[]> {
    const rows = await this.d.channels.list(this.d.market.code, 'deposit');
    const own = mobile ? operatorOfNumber(this.d.market, mobile) : undefined;
    const selectedId = rows.find((r) => r.operator === own)?.id ?? rows[0]?.id;
    return rows.map((r) => ({
      id: r.id,
      channelCode: r.operator,
      logoUrl: r.logoUrl,
      mobilePattern: mobilePatternOf(this.d.market, r.operator),
      selected: r.id === selectedId,
    }));
  }

  private async config(): Promise<DepositConfig> {
    const cfg = await this.d.config.deposit();
    if (!cfg || !cfg.enable) throw new AppError(ErrorCode.PAYMENT_DISABLED, 'errors.deposit_disabled');
    return cfg;
  }

  async tax(amount: number): Promise<DepositTax> {
    const cfg = await this.config();
    const t = depositTax(amount, depositTaxSettings(cfg, this.d.market, this.d.clock.now()));
    return { taxPayable: t.taxPayable, rateSubsidyAmount: t.rateSubsidyAmount };
  }

  /**
   * `opts.alongside` runs in the intent's own transaction, under the member's deposit lock, right
   * after the intent is written: an offer's claim commits with its deposit or not at all, and can
   * refuse the deposit (throwing rolls the intent back) before any prompt is sent.
   */
  async init(
    member: PayingMember,
    input: { itemId: number; payMoney: number; payChannel: number },
    opts: { alongside?: DepositAlongside } = {},
  ): Promise<{ redirectUrl: string }> {
    const { db, intents, market, clock } = this.d;
    if (await this.d.selfExclusion.isSelfExcluded(member.memberId))
      throw new AppError(ErrorCode.SELF_EXCLUDED, 'errors.self_excluded');
    await this.d.depositBar?.assertMayDeposit(member.memberId);
    const cfg = await this.config();
    const channel = await this.d.channels.byId(input.payChannel);
    if (!channel || !channel.enabled || channel.market !== market.code || channel.direction !== 'deposit') {
      throw new AppError(ErrorCode.CHANNEL_UNAVAILABLE, 'errors.channel_unavailable');
    }
    if (input.itemId !== 0) {
      const item = await this.d.channels.payItem(market.code, input.itemId);
      if (!item || item.payMoney !== input.payMoney) throw new AppError(ErrorCode.VALIDATION, 'errors.pay_item_mismatch');
    }
    const amount = toMinor(input.payMoney);
    assertAmountInRange(amount, cfg, market, 'errors.deposit_amount_range');
    const country = countryOf(market);
    const adapter = routeOrRefuse(this.d.providers, market, channel.operator, 'COLLECTION');

    const now = clock.now();
    const tax = depositTax(amount, depositTaxSettings(cfg, market, now));
    const id = randomUUID();
    const expired: Awaited<ReturnType<IntentsRepo['expireDeposits']>> = [];
    const intent = await db.transaction().execute(async (trx) => {
      await intents.lockMember(trx, member.memberId);
      // Prompts past their time no longer block a new one (they stay open for a late success).
      expired.push(...(await intents.expireDeposits(trx, now, member.memberId)));
      if (await intents.openDeposit(trx, member.memberId)) throw inProgress();
      await this.assertWithinLimits(trx, member.memberId, amount, cfg.dailyLimit, now);
      let created: Intent;
      try {
        created = await intents.insert(trx, {
          id,
          memberId: member.memberId,
          direction: 'deposit',
          amount,
          providerAmount: amount,
          fee: ZERO_MINOR,
          tax: toMinor(tax.taxPayable),
          subsidy: toMinor(tax.rateSubsidyAmount),
          currency: market.currency,
          country,
          msisdn: member.mobile,
          operator: channel.operator,
          channelId: channel.id,
          provider: adapter.id,
          payItemId: input.itemId === 0 ? null : input.itemId,
          note: '',
          lang: member.lang,
          reviewStatus: 'none',
          expiresAt: new Date(now.getTime() + cfg.expiryMinutes * 60_000),
          nextCheckAt: new Date(now.getTime() + 60_000),
          now,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw inProgress();
        throw err;
      }
      await opts.alongside?.(trx, { id: created.id, memberId: member.memberId, amount: created.amount });
      return created;
    });
    for (const e of expired) await this.d.notifier.depositChanged(e);

    const after = await this.d.processor.submit(intent);
    if (after.status === 'FAILED') {
      throw new AppError(ErrorCode.PAYMENT_REJECTED, 'errors.payment_rejected', {
        reason: failureText(member.lang, after.failureCode),
      });
    }
    return { redirectUrl: `/waiting?transNo=${intent.id}` };
  }

  /**
   * The market's daily cap, then the player's own limits; under the member's lock, so two deposits
   * at once cannot both pass one.
   */
  private async assertWithinLimits(trx: Db, memberId: string, amount: number, dailyLimit: number, now: Date): Promise<void> {
    const { intents, market } = this.d;
    const today = await intents.sumSince(trx, memberId, 'deposit', startOfLocalDay(now, market.timeZone));
    if (today + amount > dailyLimit) {
      throw new AppError(ErrorCode.LIMIT_EXCEEDED, 'errors.deposit_daily_limit', {
        limit: formatMoneyInText(dailyLimit, market.currencySymbol),
        remaining: formatMoneyInText(Math.max(0, dailyLimit - today), market.currencySymbol),
      });
    }
    await this.d.depositLimits?.assertDepositAllowed(trx, memberId, amount, (since) =>
      intents.sumSince(trx, memberId, 'deposit', since),
    );
  }

  /**
   * Payment result (docs/product-rules/wallet.md#deposit-states); sync=1 asks the provider now when
   * the deposit is still open.
   */
  async result(memberId: string, transNo: string, sync: boolean, lang: string): Promise<DepositResultData> {
    const { db, intents, clock } = this.d;
    let intent = await intents.findForMember(db, transNo, memberId);
    if (!intent || intent.direction !== 'deposit') throw new AppError(ErrorCode.NOT_FOUND, 'errors.payment_not_found');
    const open = intent.status !== 'SUCCEEDED' && intent.status !== 'FAILED';
    const lastAsked = intent.lastCheckedAt?.getTime() ?? 0;
    if (sync && open && clock.now().getTime() - lastAsked >= SYNC_MIN_INTERVAL_MS) {
      intent = (await this.d.processor.confirm(intent.id, 'sync')) ?? intent;
    }
    return depositResult(intent, this.d.market, lang);
  }
}

function inProgress(): AppError {
  return new AppError(ErrorCode.PAYMENT_IN_PROGRESS, 'errors.deposit_in_progress');
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === '23505';
}
