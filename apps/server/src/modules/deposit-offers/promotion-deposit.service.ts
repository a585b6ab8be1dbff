/**
 * The promotion deposit (docs/product-rules/deposit-offers.md#promotion): tiers of extra on a
 * deposit, at most 50%, each by the seeds' days rule (1 once a market day, 0 every deposit, -1
 * once). A claim starts the deposit with its claim; the extra is granted when it succeeds
 * (deposit-offer-settler.ts), keyed by the rule's period so it is given once per period.
 */
import type { PromotionDepositData } from '@nyota/contract/api/deposit-offers';
import { ErrorCode } from '@nyota/contract/error-codes';
import { formatMoneyInText } from '@nyota/contract/money/format';
import type { PromotionDepositOffer } from '@nyota/contract/staff/deposit-offer-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { localDay, startOfLocalDay } from '../../platform/time/local-day.js';
import type { EligibilityService } from '../eligibility/index.js';
import { readOfferSettings } from '../offers/index.js';
import type { DepositService, PayingMember } from '../payments/index.js';
import { DepositOfferClaimsRepo } from './deposit-offer-claims.repo.js';
import { termsView, textsIn } from './offer-rules.js';

export const PROMOTION_DEPOSIT = 'promotion-deposit';

type Tier = PromotionDepositOffer['tiers'][number];

/** The reward period of a tier's grant: the market day, the deposit itself, or once. */
export function promotionPeriod(tier: Pick<Tier, 'days'>, at: Date, timeZone: string, intentId: string): string {
  if (tier.days === 1) return localDay(at, timeZone);
  if (tier.days === 0) return intentId;
  return 'once';
}

export class PromotionDepositService {
  private readonly repo = new DepositOfferClaimsRepo();

  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      timeZone: string;
      currencySymbol: string;
      eligibility: Pick<EligibilityService, 'check' | 'campaign'>;
      deposits: Pick<DepositService, 'init'>;
    },
  ) {}

  /** Whether the tier's days rule lets the member take it now (a live claim in its period blocks it). */
  private async available(db: Db, memberId: string, itemId: number, tier: Tier): Promise<boolean> {
    if (tier.days === 0) return true;
    const since = tier.days === 1 ? startOfLocalDay(this.d.clock.now(), this.d.timeZone) : null;
    return !(await this.repo.liveClaimOf(db, { memberId, offer: PROMOTION_DEPOSIT, itemId, since }));
  }

  async view(memberId: string | null, lang: string): Promise<PromotionDepositData> {
    const offer = (await readOfferSettings(this.d.db)).promotionDeposit;
    const text = textsIn(offer.texts, lang);
    const tiers = [];
    for (const [i, tier] of offer.tiers.entries()) {
      const available = memberId ? await this.available(this.d.db, memberId, i + 1, tier) : true;
      tiers.push({ id: i + 1, ...tier, available });
    }
    const enable = (await this.d.eligibility.campaign(offer, memberId)).ok;
    return { enable, headline: text.title, body: text.body, imageUrl: offer.imageUrl, tiers, terms: termsView(offer.terms) };
  }

  async claim(member: PayingMember, input: { itemId: number; payMoney: number; payChannel: number }) {
    const offer = (await readOfferSettings(this.d.db)).promotionDeposit;
    // Off, outside its window or outside its audience: the shared campaign rule (eligibility module).
    const live = await this.d.eligibility.campaign(offer, member.memberId);
    if (!live.ok) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, live.messageKey);
    const tier = offer.tiers[input.itemId - 1];
    if (!tier) throw new AppError(ErrorCode.VALIDATION, 'errors.invalid_pay_item');
    if (input.payMoney < tier.minAmount) {
      const min = formatMoneyInText(tier.minAmount, this.d.currencySymbol);
      throw new AppError(ErrorCode.VALIDATION, 'errors.promotion_min', { min });
    }
    const allowed = await this.d.eligibility.check(member.memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    const taken = () => new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.promotion_taken');
    if (!(await this.available(this.d.db, member.memberId, input.itemId, tier))) throw taken();
    const deposit = { itemId: 0, payMoney: input.payMoney, payChannel: input.payChannel };
    return this.d.deposits.init(member, deposit, {
      alongside: async (trx, intent) => {
        if (!(await this.available(trx, member.memberId, input.itemId, tier))) throw taken();
        const claim = { memberId: member.memberId, offer: PROMOTION_DEPOSIT, itemId: input.itemId, intentId: intent.id } as const;
        await this.repo.insert(trx, { ...claim, depositAmount: intent.amount, at: this.d.clock.now() });
      },
    });
  }
}
