/**
 * The deposit offers' pure rules (docs/product-rules/deposit-offers.md): how big a bonus a deposit
 * earns, when a member's countdown ends, and the terms a player reads before accepting. Whom a
 * campaign's audience takes in is the eligibility module's rule (EligibilityService.campaign).
 */
import type { OfferTermsView } from '@nyota/contract/api/deposit-offers';
import type { OfferBonusTerms } from '@nyota/contract/staff/deposit-offer-settings-schemas';

/** `percent` of the deposit, floored to a whole minor unit, never above `maxBonus`. */
export function bonusFor(deposit: number, offer: { percent: number; maxBonus: number }): number {
  return Math.min(Math.floor((deposit * offer.percent) / 100), offer.maxBonus);
}

export function countdownEnd(since: Date, minutes: number): Date {
  return new Date(since.getTime() + minutes * 60_000);
}

export function termsView(t: OfferBonusTerms): OfferTermsView {
  return {
    wageringMultiple: t.wageringMultiple,
    contribution: t.contributions.default,
    maxStake: t.maxStake,
    maxConversion: t.maxConversion,
    validDays: t.validDays,
  };
}

export function textsIn<T>(texts: { en: T; sw: T }, lang: string): T {
  return lang === 'sw' ? texts.sw : texts.en;
}
