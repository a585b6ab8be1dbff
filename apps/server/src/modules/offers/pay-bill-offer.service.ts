/**
 * The pay-bill offer (docs/product-rules/pay-bill.md): what the Deposit screen's PayBill tab shows,
 * and the extra cash and special bonus percent a pay-bill deposit earns. The deposit itself is the
 * payments module's (paybill/); this reads its `deposit.succeeded` facts from the activity stream
 * (provider PAYBILL_PROVIDER) and pays the bonus through the reward path, once per deposit (the
 * reward key is the deposit's intent id), from the `pay-bill` campaign's budget, only to members
 * eligibility allows a bonus. The consumer queues each fact with its cursor (paybill_bonus_due);
 * the one writer that takes a queued row out decides and grants in the same transaction, so a
 * deposit's bonus is decided exactly once, after a crash too.
 */
import type { PayBillDepositData } from '@nyota/contract/api/pay-bill';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { MarketPreset } from '@nyota/contract/markets';
import { campaignWindowOpen } from '@nyota/contract/staff/campaign-base-schema';
import type { PayBillOffer } from '@nyota/contract/staff/pay-bill-offer-schema';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ActivityConsumer, ActivityEvent, ActivityOf } from '../activity/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { MemberBalanceChange } from '../ledger/index.js';
import { PAYBILL_PROVIDER } from '../payments/index.js';
import { BonusType, type RewardsService } from '../rewards/index.js';
import { readOfferSettings } from './offer-settings.js';
import { PayBillBonusRepo, type BonusDue } from './pay-bill-bonus.repo.js';

export const PAY_BILL_CAMPAIGN = 'pay-bill';
export const PAY_BILL_CONSUMER = 'offers.pay-bill';

export interface PayBillOfferLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** A market has a paybill where M-Pesa is one of its operators (the Kenya preset). */
export function hasMpesaPayBill(market: MarketPreset): boolean {
  return market.operators.some((o) => o.id === 'MPESA');
}

/** Extra cash plus the percent of the deposit, for the range the deposit falls in; 0 outside every range. */
export function payBillBonus(offer: Pick<PayBillOffer, 'ranges'>, amount: number): number {
  const range = offer.ranges.find((r) => amount >= r.min && amount <= r.max);
  if (!range) return 0;
  return range.extraCash + Math.floor((amount * range.bonusPercent) / 100);
}

export class PayBillOfferService {
  private readonly due = new PayBillBonusRepo();

  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      market: MarketPreset;
      rewards: RewardsService;
      eligibility: EligibilityService;
      log: PayBillOfferLogger;
    },
  ) {}

  async view(lang: string): Promise<PayBillDepositData> {
    const { market } = this.d;
    const offer = (await readOfferSettings(this.d.db)).payBill;
    if (!hasMpesaPayBill(market)) return { enable: false, payBillCode: '', currency: market.currency, steps: [], ranges: [] };
    const steps = (lang === 'sw' ? offer.steps.sw : offer.steps.en).map((s) => s.replaceAll('{code}', offer.payBillCode));
    return {
      enable: campaignWindowOpen(offer, this.d.clock.now()),
      payBillCode: offer.payBillCode,
      currency: market.currency,
      steps,
      ranges: offer.ranges.map((r) => ({ min: r.min, max: r.max, extraCash: r.extraCash, bonusPercent: r.bonusPercent })),
    };
  }

  /**
   * Applies the deposit facts in the cursor's transaction by queueing each pay-bill deposit
   * (exactly once per fact); after commit it decides what is queued. Eligibility reads through
   * other modules' own handles, so it is asked outside the cursor's transaction.
   */
  consumer(): ActivityConsumer {
    return {
      name: PAY_BILL_CONSUMER,
      apply: async (trx, events) => {
        for (const e of events) {
          if (!isPayBillDeposit(e)) continue;
          const due = { intentId: e.payload.intentId, memberId: e.memberId, amount: e.payload.amount, depositedAt: e.at };
          await this.due.add(trx, due);
        }
      },
      afterCommit: async () => {
        await this.decideDue();
      },
    };
  }

  /** Decides queued bonuses, oldest first; a row left by a crash is decided on the next run. */
  async decideDue(limit = 100): Promise<void> {
    for (const due of await this.due.oldest(this.d.db, limit)) {
      const offer = (await readOfferSettings(this.d.db)).payBill;
      const amount = (await this.offerApplies(offer, due)) ? payBillBonus(offer, due.amount) : 0;
      const allowed = amount > 0 ? await this.d.eligibility.check(due.memberId, { purpose: 'bonus' }) : null;
      if (allowed && !allowed.ok) this.d.log.info({ memberId: due.memberId, reason: allowed.reason }, 'pay-bill bonus withheld');
      const pay = allowed?.ok === true ? amount : 0;
      const balances = await this.d.db.transaction().execute(async (trx) => {
        if (!(await this.due.take(trx, due.intentId)) || pay === 0) return [];
        return this.grant(trx, due, pay, offer.budget);
      });
      await this.d.rewards.publish({ balances });
    }
  }

  /**
   * The shared campaign rule at the deposit's time; the deposit itself makes the member a depositor
   * (so `non_depositors` takes no pay-bill deposit, and `new_members` is judged by their sign-up).
   */
  private async offerApplies(offer: PayBillOffer, due: BonusDue): Promise<boolean> {
    const member = { memberId: due.memberId, known: { hasDeposited: true } };
    return (await this.d.eligibility.campaign(offer, member, due.depositedAt)).ok;
  }

  private async grant(trx: Db, due: BonusDue, amount: number, budget: number): Promise<MemberBalanceChange[]> {
    await this.seed(trx, budget);
    const source = { kind: 'pay-bill', id: due.intentId, period: 'once' };
    const grant = { campaign: PAY_BILL_CAMPAIGN, memberId: due.memberId, source, bonusType: BonusType.CASH, amount };
    try {
      return (await this.d.rewards.grant(grant, { trx })).balances;
    } catch (err) {
      // A spent budget refuses before any write (rewards checks the balance first): the deposit stays, no bonus comes.
      if (err instanceof AppError && err.code === ErrorCode.REWARD_BUDGET_EXHAUSTED) {
        this.d.log.warn({ memberId: due.memberId, intentId: due.intentId }, 'pay-bill bonus budget spent');
        return [];
      }
      throw err;
    }
  }

  /**
   * The campaign's first budget, once: the ledger key makes a repeat a replay (no cache here, so a
   * batch that rolled back its funding funds again next time).
   */
  private async seed(trx: Db, budget: number): Promise<void> {
    if (budget <= 0) return;
    await this.d.rewards.fund(PAY_BILL_CAMPAIGN, BonusType.CASH, budget, `seed:${PAY_BILL_CAMPAIGN}:cash:v1`, { trx });
  }
}

function isPayBillDeposit(e: ActivityEvent): e is ActivityOf<'deposit.succeeded'> {
  return e.kind === 'deposit.succeeded' && e.payload.provider === PAYBILL_PROVIDER;
}
