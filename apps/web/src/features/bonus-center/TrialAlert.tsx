import { Link } from 'react-router';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';

/**
 * `profile.trialAlert` (the seeds' alert for trial accounts): shown wherever a player with bonus
 * money sees their balances, saying what bonus money is and is not, with the way to its terms.
 */
export function TrialAlert({ trial }: { trial: number }) {
  const { t } = useI18n();
  if (trial <= 0) return null;
  return (
    <div className="card warning" role="note" data-testid="trial-alert">
      <p>{t('profile.trialAlert', { amount: formatMoney(trial, market.currencySymbol) })}</p>
      <p className="btn-row">
        <Link to="/links/6">{t('trial.alert_terms')}</Link>
        <Link to="/bonusCenter">{t('trial.alert_center')}</Link>
      </p>
    </div>
  );
}
