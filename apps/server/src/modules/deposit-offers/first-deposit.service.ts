/**
 * The first-deposit bonus (docs/product-rules/deposit-offers.md#first-deposit): open from sign-up
 * for the configured countdown, for a member who has never deposited successfully. A claim starts a
 * real deposit through the wallet's deposit flow and is written in that deposit's transaction; the
 * bonus money comes when the deposit succeeds (deposit-offers.consumer.ts). A refused claim starts
 * no deposit and writes nothing.
 */
import type { FirstDepositData } from '@nyota/contract/api/deposit-offers';
import { ErrorCode } from '@nyota/contract/error-codes';
import { formatMoneyInText } from '@nyota/contract/money/format';
import { campaignWindowOpen } from '@nyota/contract/staff/campaign-base-schema';
import type { FirstDepositOffer } from '@nyota/contract/staff/deposit-offer-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { unappliedFor } from '../activity/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import { readOfferSettings } from '../offers/index.js';
import type { DepositService, PayingMember } from '../payments/index.js';
import { DepositOfferClaimsRepo, type DepositOfferClaim } from './deposit-offer-claims.repo.js';
import { countdownEnd, termsView, textsIn } from './offer-rules.js';

export const FIRST_DEPOSIT = 'first-deposit';
/** The stream consumer's name, shared so a claim can read ahead of it. */
export const DEPOSIT_OFFERS_CONSUMER = 'deposit-offers';

export interface FirstDepositDeps {
  db: Db;
  clock: Clock;
  eligibility: Pick<EligibilityService, 'check' | 'campaign'>;
  deposits: Pick<DepositService, 'init'>;
  /** When the member signed up (the countdown's start); null for an unknown member. */
  memberSince(memberId: string): Promise<Date | null>;
  currencySymbol: string;
}

export class FirstDepositService {
  private readonly repo = new DepositOfferClaimsRepo();

  constructor(private readonly d: FirstDepositDeps) {}

  async view(memberId: string | null, lang: string): Promise<FirstDepositData> {
    const offer = (await readOfferSettings(this.d.db)).firstDeposit;
    const now = this.d.clock.now();
    const open = campaignWindowOpen(offer, now);
    const text = textsIn(offer.texts, lang);
    const base = {
      enable: open,
      type: 2,
      bonuses: [{ type: 2, id: 1, name: text.title, amount: offer.maxBonus, copies: 1 }],
      headline: text.title,
      body: text.body,
      imageUrl: offer.imageUrl,
      percent: offer.percent,
      maxBonus: offer.maxBonus,
      minDeposit: offer.minDeposit,
      terms: termsView(offer.terms),
    };
    if (!memberId) return { ...base, state: open ? 'open' : 'closed', endsAt: null };
    const since = await this.d.memberSince(memberId);
    const endsAt = since ? countdownEnd(since, offer.countdownMinutes) : now;
    const latest = await this.repo.latest(this.d.db, memberId, FIRST_DEPOSIT);
    return { ...base, state: await this.stateOf(memberId, offer, latest, since, endsAt), endsAt: endsAt.toISOString() };
  }

  private async stateOf(
    memberId: string,
    offer: FirstDepositOffer,
    latest: DepositOfferClaim | undefined,
    since: Date | null,
    endsAt: Date,
  ): Promise<FirstDepositData['state']> {
    if (latest?.status === 'granted') return 'granted';
    if (latest?.status === 'pending' || latest?.status === 'confirmed') return 'pending';
    const now = this.d.clock.now();
    if (!since || !campaignWindowOpen(offer, now) || now >= endsAt) return 'closed';
    const hasDeposited = (await this.repo.firstDeposit(this.d.db, memberId)) !== undefined;
    if (hasDeposited) return 'closed';
    return (await this.inAudience(memberId, offer, since, now)) ? 'open' : 'closed';
  }

  /** The shared audience rule, with the facts this offer already holds (its own stream record of deposits). */
  private async inAudience(memberId: string, offer: FirstDepositOffer, since: Date, now: Date): Promise<boolean> {
    const known = { joinedAt: since, hasDeposited: false };
    return (await this.d.eligibility.campaign(offer, { memberId, known }, now)).ok;
  }

  /** Starts the deposit with its claim; the answer is the deposit call's (redirect URL with transNo). */
  async claim(
    member: PayingMember,
    input: { itemId: number; payMoney: number; payChannel: number },
  ): Promise<{ redirectUrl: string }> {
    const offer = (await readOfferSettings(this.d.db)).firstDeposit;
    const now = this.d.clock.now();
    if (!campaignWindowOpen(offer, now)) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.no_bonus_found');
    const allowed = await this.d.eligibility.check(member.memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    const since = await this.d.memberSince(member.memberId);
    if (!since || now >= countdownEnd(since, offer.countdownMinutes))
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.offer_ended');
    if (input.payMoney < offer.minDeposit) {
      throw new AppError(ErrorCode.VALIDATION, 'errors.offer_min_deposit', {
        min: formatMoneyInText(offer.minDeposit, this.d.currencySymbol),
      });
    }
    const hasDeposited = (await this.repo.firstDeposit(this.d.db, member.memberId)) !== undefined;
    if (hasDeposited) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.first_deposit_only');
    if (!(await this.inAudience(member.memberId, offer, since, now)))
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.offer_not_for_you');
    return this.d.deposits.init(member, input, {
      alongside: async (trx, intent) => {
        // Exact under the deposit's member lock: deposits the consumer has not recorded yet count too.
        const recorded = await this.repo.firstDeposit(trx, member.memberId);
        const unapplied = await unappliedFor(trx, DEPOSIT_OFFERS_CONSUMER, member.memberId, ['deposit.succeeded']);
        if (recorded || unapplied.length > 0) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.first_deposit_only');
        const at = this.d.clock.now();
        const claim = { memberId: member.memberId, offer: FIRST_DEPOSIT, itemId: 0, intentId: intent.id, at } as const;
        await this.repo.insert(trx, { ...claim, depositAmount: intent.amount });
      },
    });
  }
}
