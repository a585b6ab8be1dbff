/** The player's bets (server ones in play mode, this browser's in demo). */
import type { FootballBet } from '@nyota/contract/api/football';
import { useI18n } from '../../../shared/i18n/i18n';
import { formatHundredths, formatMinor } from '@nyota/contract/money/format';
import { MARKET_LABELS, selectionText } from './labels';

const STATUS = {
  open: 'football.status_open',
  won: 'football.status_won',
  lost: 'football.status_lost',
  refunded: 'football.status_refunded',
} as const;

export function MyBets({ bets }: { bets: FootballBet[] }) {
  const { t } = useI18n();
  if (bets.length === 0) return <p className="fb-muted">{t('football.no_bets')}</p>;
  return (
    <ul className="fb-bets" data-testid="football-my-bets">
      {bets.map((b) => (
        <li key={b.id} className={`fb-bet fb-bet--${b.status}`} data-status={b.status} data-payout={b.payout ?? ''}>
          <span>
            {t(MARKET_LABELS[b.market] ?? 'football.market_1x2')} · {selectionText(b.selection, t('football.other'))} @{' '}
            {formatHundredths(b.odds)}
          </span>
          <span>
            {formatMinor(b.stake)} → {b.payout === null ? '…' : formatMinor(b.payout)} · {t(STATUS[b.status])}
          </span>
        </li>
      ))}
    </ul>
  );
}
