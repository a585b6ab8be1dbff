/**
 * What the bonus terms page (links/6) prints: the rules bonus money follows (the constants the
 * bonus-money module applies) and each offer's current settings, read from the same `offers`
 * setting the claims read (the deposit offers' sections too). So the page cannot say other than what
 * a claim does.
 */
import type { BonusTermsData } from '@nyota/contract/api/bonuses';
import { MAX_WAGERING_MULTIPLE } from '@nyota/contract/bonus-terms';
import type { Db } from '../../platform/db/database.js';
import { BonusType } from '../rewards/index.js';
import type { OfferSettings } from '@nyota/contract/staff/offer-settings-schemas';
import { trialFundPreset } from '@nyota/contract/staff/cashback-offer-schemas';
import type { MarketCode } from '@nyota/contract/markets';
import { readOfferSettings } from './offer-settings.js';

export async function bonusTermsPage(db: Db, market: MarketCode, lang: string): Promise<BonusTermsData> {
  const s = await readOfferSettings(db);
  // The trial fund's section reads the market's preset until staff save one (as its claims do).
  const fund = s.trialFund ?? trialFundPreset(market);
  const seven = s.sevenDay;
  const sevenBonuses = seven.days.map((day, i) => ({
    type: day.bonusType,
    id: i + 1,
    name: day.name,
    amount: day.amount,
    copies: 1,
  }));
  return {
    maxWageringMultiple: MAX_WAGERING_MULTIPLE,
    offers: [
      {
        id: 'signIn',
        title: s.signIn.name,
        enabled: s.signIn.enabled,
        bonuses: [{ type: s.signIn.bonusType, id: 1, name: s.signIn.name, amount: s.signIn.amount, copies: 1 }],
        shares: [],
        terms: null,
        startsAt: null,
        endsAt: null,
      },
      {
        id: 'sevenDay',
        title: seven.texts[lang === 'sw' ? 'sw' : 'en'].title,
        enabled: seven.enabled,
        bonuses: sevenBonuses,
        shares: [],
        terms: seven.days.some((day) => day.bonusType === BonusType.TRIAL) ? seven.bonusTerms : null,
        startsAt: seven.startsAt,
        endsAt: seven.endsAt,
      },
      ...depositOfferTerms(s, lang === 'sw' ? 'sw' : 'en'),
      {
        id: 'trialFund',
        title: fund.texts[lang === 'sw' ? 'sw' : 'en'].title,
        enabled: fund.enabled,
        bonuses: [
          { type: BonusType.TRIAL, id: 1, name: fund.texts[lang === 'sw' ? 'sw' : 'en'].title, amount: fund.amount, copies: 1 },
        ],
        shares: [],
        terms: fund.bonusTerms,
        startsAt: fund.startsAt,
        endsAt: fund.endsAt,
      },
    ],
  };
}

type TermsOffer = BonusTermsData['offers'][number];

/** The deposit offers (docs/product-rules/deposit-offers.md): first deposit, pack, promotion deposit. */
function depositOfferTerms(s: OfferSettings, lang: 'en' | 'sw'): TermsOffer[] {
  const { firstDeposit: first, packDeposit: pack, promotionDeposit: promo } = s;
  const window = (c: { startsAt: string | null; endsAt: string | null }) => ({ startsAt: c.startsAt, endsAt: c.endsAt });
  const packEntries = pack.tiers.flatMap((tier) => tier.bonuses);
  return [
    {
      id: 'firstDeposit',
      title: first.texts[lang].title,
      enabled: first.enabled,
      bonuses: [],
      shares: [{ type: BonusType.TRIAL, percent: first.percent, minDeposit: first.minDeposit, maxBonus: first.maxBonus }],
      terms: first.terms,
      ...window(first),
    },
    {
      id: 'packDeposit',
      title: pack.texts[lang].title,
      enabled: pack.enabled,
      bonuses: packEntries.map((b, i) => ({
        type: b.type,
        id: i + 1,
        name: b.name,
        amount: b.amount * b.copies,
        copies: b.copies,
      })),
      shares: [],
      terms: packEntries.some((b) => b.type === BonusType.TRIAL) ? pack.terms : null,
      ...window(pack),
    },
    {
      id: 'promotionDeposit',
      title: promo.texts[lang].title,
      enabled: promo.enabled,
      bonuses: [],
      shares: promo.tiers.map((t) => ({ type: t.type, percent: t.percent, minDeposit: t.minAmount, maxBonus: t.maxBonus })),
      terms: promo.tiers.some((t) => t.type === BonusType.TRIAL) ? promo.terms : null,
      ...window(promo),
    },
  ];
}
