/**
 * M-Pesa pay-bill deposits (docs/product-rules/pay-bill.md): the player pays our paybill from their
 * phone with their number as the account; Safaricom asks us to validate, then confirms.
 *
 * - validate: the account must name a member who may deposit this amount now (self-exclusion,
 *   time-out, the deposit config's range, the market's daily cap and the player's own limits, the
 *   same checks as a prompted deposit, under the same member lock); otherwise Safaricom is told to
 *   reject it and no money moves.
 * - confirm: the money has moved. The TransID is claimed once (repo.claim); the winner writes the
 *   deposit intent in its final state and credits it through the payments ledger path and the
 *   `deposit.succeeded` fact (IntentTransitions.settleArrived), all in one transaction. A payment
 *   whose account names nobody is kept as `unmatched` for staff and still acknowledged.
 * A confirmation is credited even if the player became barred between validation and confirmation:
 * the money is theirs and already ours; limits only ever refuse before money moves.
 */
import { randomUUID } from 'node:crypto';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { startOfLocalDay } from '../../../platform/time/local-day.js';
import type { ChannelsRepo } from '../channels.repo.js';
import type { DepositBar, DepositLimitCheck, SelfExclusionCheck } from '../deposit.service.js';
import type { IntentsRepo } from '../intents.repo.js';
import type { IntentTransitions, MoveOutcome } from '../intent-transitions.js';
import { depositTax } from '../payment-math.js';
import { ConfigService } from '../../config/index.js';
import { depositTaxSettings, PaymentsConfig } from '../payments-config.js';
import { countryOf } from '../channel-view.js';
import type { ProcessorLogger } from '../payment-processor.js';
import {
  ACCEPTED,
  amountMinor,
  C2B_REJECT,
  rejected,
  type C2bPayload,
  type ValidationAnswer,
} from '../providers/daraja/daraja-c2b-wire.js';
import { PayBillRepo } from './paybill.repo.js';

/** The provider name of pay-bill intents: their ledger clearing account and the deposit fact say it. */
export const PAYBILL_PROVIDER = 'mpesa-paybill';

export interface PayBillAccount {
  memberId: string;
  /** E.164 digits. */
  mobile: string;
  lang: string;
}

/** Finds the member an account reference (their number, in any usual form) names, or staff name by id. */
export interface PayBillAccounts {
  byMobile(e164: string): Promise<PayBillAccount | null>;
  byId(memberId: string): Promise<PayBillAccount | null>;
}

/** What one pay-bill credit needs: the payment, the member and the market's M-Pesa channel. */
export interface PayBillCredit {
  transId: string;
  amount: number;
  account: PayBillAccount;
  channelId: number;
  /** From taxOf, read before the transaction (the config is read outside it). */
  tax: DepositTaxShare;
  now: Date;
}

export interface DepositTaxShare {
  taxPayable: number;
  rateSubsidyAmount: number;
}

export interface PayBillDeps {
  db: Db;
  intents: IntentsRepo;
  transitions: IntentTransitions;
  channels: ChannelsRepo;
  config: PaymentsConfig;
  market: MarketPreset;
  clock: Clock;
  accounts: PayBillAccounts;
  selfExclusion: SelfExclusionCheck;
  depositBar?: DepositBar;
  depositLimits?: DepositLimitCheck;
  log: ProcessorLogger;
}

export type ConfirmOutcome = 'credited' | 'duplicate' | 'unmatched';

export class PayBillService {
  readonly repo = new PayBillRepo();

  constructor(private readonly d: PayBillDeps) {}

  /** The account reference as E.164 digits: 0712345678, 712345678, 254712345678, +254 712 345 678. */
  mobileOf(ref: string): string | null {
    const { areaCode, nsnLength, trunkPrefix } = this.d.market;
    const digits = ref.replace(/[\s+-]/g, '');
    if (!/^\d+$/.test(digits)) return null;
    if (digits.length === areaCode.length + nsnLength && digits.startsWith(areaCode)) return digits;
    if (digits.length === trunkPrefix.length + nsnLength && digits.startsWith(trunkPrefix)) {
      return areaCode + digits.slice(trunkPrefix.length);
    }
    if (digits.length === nsnLength) return areaCode + digits;
    return null;
  }

  /** The account reference first; the paying number only when Safaricom sent it unmasked. */
  private async accountOf(p: C2bPayload): Promise<PayBillAccount | null> {
    for (const ref of [p.BillRefNumber, p.MSISDN]) {
      const mobile = this.mobileOf(ref);
      const found = mobile ? await this.d.accounts.byMobile(mobile) : null;
      if (found) return found;
    }
    return null;
  }

  get accounts(): PayBillAccounts {
    return this.d.accounts;
  }

  /** The market's M-Pesa deposit channel; without one nothing can be credited. */
  async channelId(): Promise<number | undefined> {
    const rows = await this.d.channels.list(this.d.market.code, 'deposit');
    return rows.find((r) => r.operator === 'MPESA')?.id;
  }

  async validate(p: C2bPayload): Promise<ValidationAnswer> {
    const amount = amountMinor(p.TransAmount);
    if (amount === null) return rejected(C2B_REJECT.INVALID_AMOUNT);
    const account = await this.accountOf(p);
    if (!account) return rejected(C2B_REJECT.INVALID_ACCOUNT);
    if ((await this.channelId()) === undefined) return rejected(C2B_REJECT.OTHER);
    const cfg = await this.d.config.deposit();
    if (!cfg || !cfg.enable) return rejected(C2B_REJECT.OTHER);
    if (await this.d.selfExclusion.isSelfExcluded(account.memberId)) return rejected(C2B_REJECT.OTHER);
    try {
      await this.d.depositBar?.assertMayDeposit(account.memberId);
    } catch {
      return rejected(C2B_REJECT.OTHER);
    }
    if (amount < cfg.minimumLimitPerTransaction || amount > cfg.upperLimitPerTransaction) {
      return rejected(C2B_REJECT.INVALID_AMOUNT);
    }
    try {
      await this.d.db.transaction().execute(async (trx) => {
        await this.d.intents.lockMember(trx, account.memberId);
        await this.assertWithinLimits(trx, account.memberId, amount, cfg.dailyLimit);
      });
    } catch (err) {
      this.d.log.info({ memberId: account.memberId, err }, 'pay-bill payment refused by a deposit limit');
      return rejected(C2B_REJECT.INVALID_AMOUNT);
    }
    return ACCEPTED;
  }

  private async assertWithinLimits(trx: Db, memberId: string, amount: number, dailyLimit: number): Promise<void> {
    const { intents, market, clock } = this.d;
    const today = await intents.sumSince(trx, memberId, 'deposit', startOfLocalDay(clock.now(), market.timeZone));
    if (today + amount > dailyLimit) throw new Error('daily deposit cap');
    await this.d.depositLimits?.assertDepositAllowed(trx, memberId, amount, (since) =>
      intents.sumSince(trx, memberId, 'deposit', since),
    );
  }

  async confirm(p: C2bPayload): Promise<ConfirmOutcome> {
    const amount = amountMinor(p.TransAmount);
    if (amount === null) {
      // The schema admits only positive amounts; a zero one moves no money and names nothing to keep.
      this.d.log.warn({ transId: p.TransID }, 'pay-bill confirmation without an amount');
      return 'unmatched';
    }
    const account = await this.accountOf(p);
    const channelId = await this.channelId();
    const now = this.d.clock.now();
    const tax = await this.taxOf(amount, now);
    let outcome: MoveOutcome = { intent: undefined, balances: [] };
    const result = await this.d.db.transaction().execute(async (trx): Promise<ConfirmOutcome> => {
      if (account) await this.d.intents.lockMember(trx, account.memberId);
      const first = await this.repo.claim(trx, { payload: p, amount, memberId: account?.memberId ?? null, now });
      if (!first) return 'duplicate';
      if (!account || channelId === undefined) return 'unmatched';
      outcome = await this.creditIn(trx, { transId: p.TransID, amount, account, channelId, tax, now });
      if (outcome.intent) await this.repo.markCredited(trx, p.TransID, outcome.intent.id);
      return 'credited';
    });
    if (result === 'unmatched')
      this.d.log.warn({ transId: p.TransID, billRef: p.BillRefNumber }, 'pay-bill payment kept for staff');
    await this.afterCredit(outcome);
    return result;
  }

  /**
   * The one credit path of a pay-bill payment, in the caller's transaction (which holds the member's
   * lock and the payment row): the deposit intent written as SUCCEEDED, the ledger transfer less the
   * deposit tax plus any subsidy, and the `deposit.succeeded` fact. The caller marks the row credited
   * and calls afterCredit once committed. A confirmation and a staff resolution both come here.
   */
  async creditIn(trx: Db, c: PayBillCredit): Promise<MoveOutcome> {
    const { tax } = c;
    const intent = await this.repo.insertSettledIntent(trx, {
      id: randomUUID(),
      memberId: c.account.memberId,
      amount: c.amount,
      tax: tax.taxPayable,
      subsidy: tax.rateSubsidyAmount,
      currency: this.d.market.currency,
      country: countryOf(this.d.market),
      msisdn: c.account.mobile,
      channelId: c.channelId,
      provider: PAYBILL_PROVIDER,
      transId: c.transId,
      lang: c.account.lang,
      now: c.now,
    });
    return this.d.transitions.settleArrived(trx, intent);
  }

  /**
   * The deposit tax and subsidy of `amount` at `now`, exactly as a prompted deposit's; read in `trx`
   * when given (a four-eyes approval credits inside the deciding transaction).
   */
  async taxOf(amount: number, now: Date, trx?: Db): Promise<DepositTaxShare> {
    const config = trx ? new PaymentsConfig(new ConfigService(trx), this.d.log) : this.d.config;
    const cfg = await config.deposit();
    return cfg ? depositTax(amount, depositTaxSettings(cfg, this.d.market, now)) : { taxPayable: 0, rateSubsidyAmount: 0 };
  }

  /** The deposit pushes (balance, Deposit status) of a credit that committed. */
  async afterCredit(outcome: MoveOutcome): Promise<void> {
    await this.d.transitions.afterCommit(outcome);
  }

  /** Takes the member's deposit lock (the one validation and confirmation take) in `trx`. */
  async lockMember(trx: Db, memberId: string): Promise<void> {
    await this.d.intents.lockMember(trx, memberId);
  }

  get currencySymbol(): string {
    return this.d.market.currencySymbol;
  }
}
