import type { BonusTerms } from '@nyota/contract/bonus-terms';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';

/** A bonus's significant terms in plain words, from the terms the server applies (never hand-written). */
export function TermsList({ terms }: { terms: BonusTerms }) {
  const { t } = useI18n();
  const money = (n: number) => formatMoney(n, market.currencySymbol);
  return (
    <ul className="bonus__terms" data-testid="bonus-terms">
      <li>{terms.wageringMultiple === 0 ? t('terms.no_wagering') : t('terms.wagering', { x: terms.wageringMultiple })}</li>
      <li>{t('terms.contribution', { pct: terms.contributions.default })}</li>
      {Object.entries(terms.contributions.games).map(([game, pct]) => (
        <li key={game}>{t('terms.contribution_game', { game, pct })}</li>
      ))}
      <li>{t('bonus.term_max_stake', { amount: money(terms.maxStake) })}</li>
      <li>{t('bonus.term_max_conversion', { amount: money(terms.maxConversion) })}</li>
      <li>{t('terms.valid', { days: terms.validDays })}</li>
      <li>{t('bonus.term_own_cash')}</li>
    </ul>
  );
}
