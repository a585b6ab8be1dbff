/**
 * Withdrawals (docs/product-rules/wallet.md#withdraw-limits). The whole amount is reserved (member cash → withdraw_reserve)
 * in the same transaction that records the withdrawal, so the balance can never pay out twice;
 * the payout goes only to the registered number. Limits and tax come from config 6002 and the
 * market's dated tax rules; the fee from the channel (docs/product-rules/wallet.md#withdraw-fee:
 * type 1 percent rounded up, type 2 fixed, any other type an error). A day's total above the
 * instant cap (20,000 in the Zambia preset) waits for staff review (status 0); a rejection refunds.
 * Money leaves the reserve only on a confirmed outcome: settle on success, refund on a confirmed
 * failure.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { MemberTax, WithdrawChannel, WithdrawConfig, WithdrawRecord } from '@nyota/contract/api/payments';
import type { MarketPreset } from '@nyota/contract/markets';
import { maskMobile, toLocal } from '@nyota/contract/rules';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerApi } from '../ledger/index.js';
import { countryOf, mobilePatternOf, operatorOfNumber } from './channel-view.js';
import type { ChannelRow, ChannelsRepo } from './channels.repo.js';
import type { PayingMember, SelfExclusionCheck } from './deposit.service.js';
import { withdrawStatusOf } from './intent-state.js';
import type { Intent } from './intent-row.js';
import type { IntentsRepo } from './intents.repo.js';
import type { IntentTransitions, MoveOutcome } from './intent-transitions.js';
import { startOfLocalDay } from '../../platform/time/local-day.js';
import { formatMoneyInText } from '@nyota/contract/money/format';
import { toMinor, ZERO_MINOR } from '@nyota/contract/money/minor';
import { assertAmountInRange, routeOrRefuse } from './payment-guards.js';
import { netAmount, UnsupportedFeeTypeError, withdrawFee } from './payment-math.js';
import type { PaymentProcessor } from './payment-processor.js';
import { withholdingRule, type PaymentsConfig } from './payments-config.js';
import type { ProviderDirectory } from './provider-directory.js';
import { withdrawReserve } from './settlement.js';
import { withholdingTax } from './withholding-tax.js';
import { memberUnwagered } from './deposit-turnover.js';
import { DepositTurnoverRepo } from './deposit-turnover.repo.js';
import { unwageredFee, type UnwageredFee } from './unwagered-fee.js';

export interface WithdrawServiceDeps {
  db: Db;
  intents: IntentsRepo;
  channels: ChannelsRepo;
  config: PaymentsConfig;
  market: MarketPreset;
  clock: Clock;
  processor: PaymentProcessor;
  transitions: IntentTransitions;
  providers: ProviderDirectory;
  ledger: LedgerApi;
  selfExclusion: SelfExclusionCheck;
}

export interface WithdrawQuote {
  /** The channel's fee. */
  fee: number;
  /** The extra fee on unwagered deposit money (docs/product-rules/wallet-unwagered-fee.md). */
  extraFee: number;
  unwageredAmount: number;
  extraFeeRate: number;
  tax: number;
  net: number;
  taxRate: number;
  taxableAmount: number;
}

export class WithdrawService {
  private readonly turnover = new DepositTurnoverRepo();

  constructor(private readonly d: WithdrawServiceDeps) {}

  async channels(): Promise<WithdrawChannel[]> {
    const rows = await this.d.channels.list(this.d.market.code, 'withdraw');
    return rows.map((r) => ({
      id: r.id,
      channelCode: r.operator,
      mobilePattern: mobilePatternOf(this.d.market, r.operator),
      withdrawFeeType: r.feeType,
      withdrawFeeValue: r.feeValue,
    }));
  }

  private async config(): Promise<WithdrawConfig> {
    const cfg = await this.d.config.withdraw();
    if (!cfg) throw new AppError(ErrorCode.PAYMENT_DISABLED, 'errors.withdraw_disabled', { message: '' });
    if (!cfg.enable) throw new AppError(ErrorCode.PAYMENT_DISABLED, 'errors.withdraw_disabled', { message: cfg.message });
    return cfg;
  }

  private async channel(id: number | undefined, mobile: string): Promise<ChannelRow> {
    const { market } = this.d;
    if (id === undefined) {
      const rows = await this.d.channels.list(market.code, 'withdraw');
      const own = operatorOfNumber(market, mobile);
      const chosen = rows.find((r) => r.operator === own) ?? rows[0];
      if (!chosen) throw new AppError(ErrorCode.CHANNEL_UNAVAILABLE, 'errors.channel_unavailable');
      return chosen;
    }
    const row = await this.d.channels.byId(id);
    if (!row || !row.enabled || row.market !== market.code || row.direction !== 'withdraw') {
      throw new AppError(ErrorCode.CHANNEL_UNAVAILABLE, 'errors.channel_unavailable');
    }
    return row;
  }

  /**
   * Fee, extra fee, withholding tax and net for an amount, reading the member's history on `trx`
   * (a transaction: the turnover read holds the consumer's cursor until it ends). The one
   * computation behind both the quote and the charge (init calls it under the member's lock).
   */
  private async quote(
    db: Db,
    memberId: string,
    amount: number,
    channel: ChannelRow,
    cfg: WithdrawConfig,
  ): Promise<WithdrawQuote> {
    let fee: number;
    try {
      fee = withdrawFee(amount, channel.feeType, channel.feeValue);
    } catch (err) {
      if (err instanceof UnsupportedFeeTypeError)
        throw new AppError(ErrorCode.UNSUPPORTED_FEE_TYPE, 'errors.unsupported_fee_type');
      throw err;
    }
    const rule = withholdingRule(cfg, this.d.market, this.d.clock.now());
    const history = await this.d.intents.withholdingHistory(db, memberId);
    const w = withholdingTax({ amount, rate: rule.rate, rounding: rule.rounding, base: rule.base, history });
    const extra = await this.extraFee(db, memberId, amount, cfg);
    return {
      fee,
      extraFee: extra.fee,
      unwageredAmount: extra.base,
      extraFeeRate: cfg.unwageredFee.rate,
      tax: w.tax,
      net: netAmount(amount, fee + extra.fee, w.tax),
      taxRate: rule.rate,
      taxableAmount: w.taxableAmount,
    };
  }

  /** docs/product-rules/wallet-unwagered-fee.md: the rate on the unwagered deposit money the amount takes. */
  private async extraFee(trx: Db, memberId: string, amount: number, cfg: WithdrawConfig): Promise<UnwageredFee> {
    const rule = cfg.unwageredFee;
    if (rule.rate === 0) return { base: 0, fee: 0 };
    const { uncovered, drawn } = await memberUnwagered(trx, memberId, this.d.clock.now(), rule);
    const { cash } = await this.d.ledger.balances(memberId, { trx });
    return unwageredFee({ amount, balance: cash, uncovered, drawn, rate: rule.rate });
  }

  async memberTax(member: PayingMember, money: number, channelId: number | undefined): Promise<MemberTax> {
    const cfg = await this.config();
    const channel = await this.channel(channelId, member.mobile);
    const q = await this.d.db.transaction().execute((trx) => this.quote(trx, member.memberId, money, channel, cfg));
    return {
      tax: q.tax,
      fee: q.fee,
      net: q.net,
      taxRate: q.taxRate,
      taxableAmount: q.taxableAmount,
      extraFee: q.extraFee,
      unwageredAmount: q.unwageredAmount,
      extraFeeRate: q.extraFeeRate,
    };
  }

  async lastSuccessful(memberId: string, channelId: number): Promise<WithdrawRecord | null> {
    const intent = await this.d.intents.lastSuccessfulWithdrawal(this.d.db, memberId, channelId);
    return intent ? this.record(intent) : null;
  }

  async init(
    member: PayingMember,
    input: { money: number; message: string; channel: number; payChannel: string },
  ): Promise<WithdrawRecord> {
    const { db, intents, market, clock, ledger } = this.d;
    if (await this.d.selfExclusion.isSelfExcluded(member.memberId))
      throw new AppError(ErrorCode.SELF_EXCLUDED, 'errors.self_excluded');
    const cfg = await this.config();
    const channel = await this.channel(input.channel, member.mobile);
    if (input.payChannel !== '' && input.payChannel !== channel.operator) {
      throw new AppError(ErrorCode.CHANNEL_UNAVAILABLE, 'errors.channel_unavailable');
    }
    const amount = toMinor(input.money);
    assertAmountInRange(amount, cfg, market, 'errors.withdraw_amount_range');
    const country = countryOf(market);
    const adapter = routeOrRefuse(this.d.providers, market, channel.operator, 'PAYOUT');

    const now = clock.now();
    const id = randomUUID();
    const { intent, balances } = await db.transaction().execute(async (trx) => {
      await intents.lockMember(trx, member.memberId);
      const today = await intents.sumSince(trx, member.memberId, 'withdraw', startOfLocalDay(now, market.timeZone));
      if (today + amount > cfg.dailyLimit) {
        throw new AppError(ErrorCode.LIMIT_EXCEEDED, 'errors.withdraw_daily_limit', {
          limit: formatMoneyInText(cfg.dailyLimit, market.currencySymbol),
          remaining: formatMoneyInText(Math.max(0, cfg.dailyLimit - today), market.currencySymbol),
        });
      }
      const q = await this.quote(trx, member.memberId, amount, channel, cfg);
      if (q.net <= 0) throw new AppError(ErrorCode.NET_AMOUNT_ZERO, 'errors.net_amount_zero');
      const review = today + amount > cfg.instantDailyCap ? 'pending' : 'none';
      const created = await intents.insert(trx, {
        id,
        memberId: member.memberId,
        direction: 'withdraw',
        amount,
        providerAmount: toMinor(q.net),
        // The channel's fee and the extra fee both go to the fees account at settlement.
        fee: toMinor(q.fee + q.extraFee),
        tax: toMinor(q.tax),
        subsidy: ZERO_MINOR,
        currency: market.currency,
        country,
        msisdn: member.mobile,
        operator: channel.operator,
        channelId: channel.id,
        provider: adapter.id,
        payItemId: null,
        note: input.message,
        lang: member.lang,
        reviewStatus: review,
        expiresAt: null,
        // A safety net: if the send below never happens (crash), the poller sends it.
        nextCheckAt: review === 'none' ? new Date(now.getTime() + 60_000) : null,
        now,
      });
      if (q.unwageredAmount > 0) {
        const draw = { intentId: id, memberId: member.memberId, base: q.unwageredAmount, fee: q.extraFee, at: now };
        await this.turnover.recordDraw(trx, draw);
      }
      // Throws INSUFFICIENT_BALANCE (and rolls the record back) when the balance cannot cover it.
      const reserved = await ledger.transfer(withdrawReserve(created), { trx });
      return { intent: created, balances: reserved.memberBalances };
    });
    await ledger.publishBalances(balances);
    const after = intent.reviewStatus === 'none' ? await this.d.processor.submit(intent) : intent;
    return this.record(after);
  }

  record(i: Intent): WithdrawRecord {
    return {
      id: i.id,
      createTime: i.createdAt.toISOString(),
      tradeNo: i.id,
      money: i.amount,
      fee: i.fee,
      tax: i.tax,
      net: i.providerAmount,
      status: withdrawStatusOf(i.status, i.reviewStatus),
      channel: i.channelId,
      channelCode: i.operator,
      mobile: maskMobile(toLocal(i.msisdn, this.d.market)),
    };
  }

  // ---- staff review (the staff routes are withdrawal-review.service.ts) --------------------------

  async reviewQueue(): Promise<Intent[]> {
    return this.d.intents.lists.reviewQueue(this.d.db);
  }

  /**
   * Marks a held withdrawal approved in the caller's transaction; undefined when it is no longer
   * held (decided by someone else). The caller sends it with `release` after commit.
   */
  async approveIn(trx: Db, id: string, staff: string, note: string): Promise<Intent | undefined> {
    const now = this.d.clock.now();
    // next_check_at: the poller's safety net should the send after commit never happen.
    return this.d.intents.decideReview(trx, id, 'approved', staff, note, now, now);
  }

  /** Sends an approved withdrawal to the provider. */
  async release(approved: Intent): Promise<Intent> {
    return this.d.processor.submit(approved);
  }

  /** Refuses a held withdrawal in the caller's transaction; the refund is in the outcome. */
  async rejectIn(trx: Db, id: string, staff: string, note: string): Promise<MoveOutcome | undefined> {
    const decided = await this.d.intents.decideReview(trx, id, 'rejected', staff, note, this.d.clock.now(), null);
    if (!decided) return undefined;
    return this.d.transitions.moveIn(trx, id, 'FAILED', { failureCode: 'REVIEW_REJECTED', failureMessage: note || null });
  }

  /** Balance pushes of a committed rejection. */
  async afterReject(outcome: MoveOutcome): Promise<void> {
    await this.d.transitions.afterCommit(outcome);
  }

  /** Releases a held withdrawal to the provider. */
  async approve(id: string, staff: string, note = ''): Promise<Intent> {
    const decided = await this.approveIn(this.d.db, id, staff, note);
    if (!decided) throw new AppError(ErrorCode.NOT_FOUND, 'errors.payment_not_found');
    return this.release(decided);
  }

  /** Refuses a held withdrawal: status -2, the reserved amount goes back to the member once. */
  async reject(id: string, staff: string, note = ''): Promise<Intent> {
    const outcome = await this.d.db.transaction().execute(async (trx) => {
      const moved = await this.rejectIn(trx, id, staff, note);
      if (!moved) throw new AppError(ErrorCode.NOT_FOUND, 'errors.payment_not_found');
      return moved;
    });
    await this.afterReject(outcome);
    if (!outcome.intent) throw new AppError(ErrorCode.NOT_FOUND, 'errors.payment_not_found');
    return outcome.intent;
  }
}
