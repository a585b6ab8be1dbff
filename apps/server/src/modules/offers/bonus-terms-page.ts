/**
 * What the bonus terms page (links/6) prints: the rules bonus money follows (the constants the
 * bonus-money module applies) and each offer's current settings, read from the same `offers`
 * setting the claims read. So the page cannot say other than what a claim does.
 */
import type { BonusTermsData } from '@nyota/contract/api/bonuses';
import { MAX_WAGERING_MULTIPLE } from '@nyota/contract/bonus-terms';
import type { Db } from '../../platform/db/database.js';
import { BonusType } from '../rewards/index.js';
import { readOfferSettings } from './offer-settings.js';

export async function bonusTermsPage(db: Db, lang: string): Promise<BonusTermsData> {
  const s = await readOfferSettings(db);
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
        terms: null,
        startsAt: null,
        endsAt: null,
      },
      {
        id: 'sevenDay',
        title: seven.texts[lang === 'sw' ? 'sw' : 'en'].title,
        enabled: seven.enabled,
        bonuses: sevenBonuses,
        terms: seven.days.some((day) => day.bonusType === BonusType.TRIAL) ? seven.bonusTerms : null,
        startsAt: seven.startsAt,
        endsAt: seven.endsAt,
      },
    ],
  };
}
