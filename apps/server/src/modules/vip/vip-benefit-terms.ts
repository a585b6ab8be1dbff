/**
 * A VIP benefit's configuration and terms in the caller's language (the seeds'
 * `/vip/benefits/settings?benefitId=`), with when a daily reward refreshes (next 00:00 market time).
 */
import type { VipBenefitSettingsData } from '@nyota/contract/api/vip-benefits';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { ServerMessageKey } from '@nyota/contract/messages/index';
import type { VipSettings } from '@nyota/contract/staff/vip-settings-schemas';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/i18n.js';
import { startOfLocalDay } from '../../platform/time/local-day.js';
import { BenefitType, findBenefit } from './vip-benefit-rules.js';

const UNIT_KEYS: Record<number, ServerMessageKey> = {
  1: 'vip.unit.1',
  2: 'vip.unit.2',
  3: 'vip.unit.3',
  4: 'vip.unit.4',
  5: 'vip.unit.5',
};
const TERMS_KEYS: Record<number, ServerMessageKey> = {
  1: 'vip.terms.1',
  2: 'vip.terms.2',
  3: 'vip.terms.3',
  4: 'vip.terms.4',
  5: 'vip.terms.5',
  6: 'vip.terms.6',
  7: 'vip.terms.7',
};

export function benefitTerms(
  settings: VipSettings,
  benefitId: number,
  at: { now: Date; timeZone: string; lang: string },
): VipBenefitSettingsData {
  const located = findBenefit(settings, benefitId);
  if (!located) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.vip_benefit_unknown');
  const { benefit: b, levelId } = located;
  const termsKey = TERMS_KEYS[b.type] ?? 'vip.terms.1';
  const unitKey = UNIT_KEYS[b.bonusType] ?? 'vip.unit.3';
  const terms = translate(at.lang, termsKey, {
    level: levelId,
    amount: (b.amount / 100).toFixed(2),
    unit: translate(at.lang, unitKey),
    rate: (b.cashbackRate / 100).toFixed(2),
  });
  return {
    id: b.id,
    levelId,
    type: b.type,
    enable: b.enable ? 1 : 0,
    bonusType: b.bonusType,
    amount: b.amount,
    cashbackRate: b.cashbackRate,
    refreshAt: b.type === BenefitType.DAILY ? nextMidnight(at.now, at.timeZone).toISOString() : null,
    terms,
  };
}

function nextMidnight(now: Date, timeZone: string): Date {
  // Noon tomorrow lies in tomorrow's local date in every zone within ±12 h.
  const start = startOfLocalDay(now, timeZone);
  return startOfLocalDay(new Date(start.getTime() + 36 * 3_600_000), timeZone);
}
