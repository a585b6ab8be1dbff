/**
 * The normal (3-day check-in) deposit (docs/product-rules/deposit-offers.md#normal-3-day-check-in):
 * one deposit a market day takes the run's next day; the run waits while the member keeps signing
 * in, and lapses (its days left expire, a claim starts again at day 1) once they stayed away more
 * than `returnDays` market days after the last check-in (check-in-run.ts). A claim starts the deposit with its claim; the day's entries are
 * granted when it succeeds (deposit-offer-settler.ts). A refused claim starts nothing.
 */
import type { NormalDepositData } from '@nyota/contract/api/deposit-offers';
import { ErrorCode } from '@nyota/contract/error-codes';
import { formatMoneyInText } from '@nyota/contract/money/format';
import type { NormalDepositOffer } from '@nyota/contract/staff/deposit-offer-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EligibilityService } from '../eligibility/index.js';
import { readOfferSettings } from '../offers/index.js';
import type { DepositService, PayingMember } from '../payments/index.js';
import { runOf } from './check-in-run.js';
import { DepositOfferClaimsRepo } from './deposit-offer-claims.repo.js';
import { DepositOfferSignInsRepo } from './deposit-offer-sign-ins.repo.js';
import { termsView, textsIn } from './offer-rules.js';

export const NORMAL_DEPOSIT = 'normal-deposit';

/** The smallest deposit that earns something on a day (Infinity when none of its entries is on). */
export function dayMinimum(entries: NormalDepositOffer['bonuses'][number]): number {
  return Math.min(...entries.filter((e) => e.enable).map((e) => e.minAmount));
}

export class NormalDepositService {
  private readonly repo = new DepositOfferClaimsRepo();
  private readonly signIns = new DepositOfferSignInsRepo();

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

  private async run(db: Db, memberId: string, offer: NormalDepositOffer) {
    const latest = await this.repo.latestLive(db, memberId, NORMAL_DEPOSIT);
    const signIns = latest ? await this.signIns.get(db, memberId) : undefined;
    return runOf(latest, offer, this.d.clock.now(), this.d.timeZone, signIns);
  }

  async view(memberId: string | null, lang: string): Promise<NormalDepositData> {
    const offer = (await readOfferSettings(this.d.db)).normalDeposit;
    const text = textsIn(offer.texts, lang);
    const run = memberId
      ? await this.run(this.d.db, memberId, offer)
      : runOf(undefined, offer, this.d.clock.now(), this.d.timeZone);
    const tiers = offer.bonuses.map((entries, i) => ({
      id: i + 1,
      minAmount: dayMinimum(entries),
      bonuses: entries.flatMap((e, j) =>
        e.enable
          ? [{ type: e.type, id: j + 1, name: e.name, amount: e.amount, copies: e.copies, minAmount: e.minAmount, days: e.days }]
          : [],
      ),
    }));
    return {
      enable: (await this.d.eligibility.campaign(offer, memberId)).ok,
      headline: text.title,
      body: text.body,
      imageUrl: offer.imageUrl,
      durationDays: offer.durationDays,
      returnDays: offer.returnDays,
      ...run,
      tiers,
      terms: termsView(offer.terms),
    };
  }

  /** Why the member may not take `itemId` now, or null. */
  private async refusal(db: Db, memberId: string, offer: NormalDepositOffer, itemId: number): Promise<AppError | null> {
    const run = await this.run(db, memberId, offer);
    if (run.day === 0) return new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.normal_today');
    if (run.day !== itemId) return new AppError(ErrorCode.VALIDATION, 'errors.normal_day');
    return null;
  }

  async claim(member: PayingMember, input: { itemId: number; payMoney: number; payChannel: number }) {
    const offer = (await readOfferSettings(this.d.db)).normalDeposit;
    // Off, outside its window or outside its audience: the shared campaign rule (eligibility module).
    const live = await this.d.eligibility.campaign(offer, member.memberId);
    if (!live.ok) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, live.messageKey);
    const entries = offer.bonuses[input.itemId - 1];
    if (!entries) throw new AppError(ErrorCode.VALIDATION, 'errors.normal_day');
    const min = dayMinimum(entries);
    if (!Number.isFinite(min)) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.no_bonus_found');
    if (input.payMoney < min)
      throw new AppError(ErrorCode.VALIDATION, 'errors.normal_min', { min: formatMoneyInText(min, this.d.currencySymbol) });
    const allowed = await this.d.eligibility.check(member.memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    const early = await this.refusal(this.d.db, member.memberId, offer, input.itemId);
    if (early) throw early;
    const deposit = { itemId: 0, payMoney: input.payMoney, payChannel: input.payChannel };
    return this.d.deposits.init(member, deposit, {
      alongside: async (trx, intent) => {
        // Exact under the deposit's member lock (a claim of another tab committed meanwhile).
        const late = await this.refusal(trx, member.memberId, offer, input.itemId);
        if (late) throw late;
        const claim = { memberId: member.memberId, offer: NORMAL_DEPOSIT, itemId: input.itemId, intentId: intent.id } as const;
        await this.repo.insert(trx, { ...claim, depositAmount: intent.amount, at: this.d.clock.now() });
      },
    });
  }
}
