/**
 * The deposit offers' pure rules (docs/product-rules/deposit-offers.md): how big a bonus a deposit
 * earns, when a member's countdown ends, whom a campaign's audience takes in, and the terms a
 * player reads before accepting.
 */
import type { OfferTermsView } from '@nyota/contract/api/deposit-offers';
import type { CampaignAudience } from '@nyota/contract/staff/campaign-base-schema';
import type { OfferBonusTerms } from '@nyota/contract/staff/deposit-offer-settings-schemas';

/** "New members" are those who signed up in the last week. */
export const NEW_MEMBER_DAYS = 7;
const DAY_MS = 86_400_000;

/** `percent` of the deposit, floored to a whole minor unit, never above `maxBonus`. */
export function bonusFor(deposit: number, offer: { percent: number; maxBonus: number }): number {
  return Math.min(Math.floor((deposit * offer.percent) / 100), offer.maxBonus);
}

export function countdownEnd(since: Date, minutes: number): Date {
  return new Date(since.getTime() + minutes * 60_000);
}

export function audienceTakes(audience: CampaignAudience, member: { since: Date; hasDeposited: boolean }, now: Date): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'new_members':
      return now.getTime() - member.since.getTime() < NEW_MEMBER_DAYS * DAY_MS;
    case 'depositors':
      return member.hasDeposited;
    case 'non_depositors':
      return !member.hasDeposited;
  }
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
