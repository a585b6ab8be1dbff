import { Link } from 'react-router';
import type { GameRecord } from '@nyota/contract/api/games';
import { useI18n } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/dates';
import { recordVerifierHref } from '../../../shared/nav/verifier-link';
import { formatMultiplier } from '@nyota/contract/money/format';
import { detailEntries } from './record-details';
import { formatGameAmount as formatAmount } from './game-amount';

/**
 * One settled bet: game, time, stake, payout and multiplier; opened, its outcome, the fairness
 * data to verify it (seeds or round hash, nonce...), balances before and after, and the version
 * of the game's configuration it was played under.
 */
export function GameRecordRow({ record: r }: { record: GameRecord }) {
  const { t, lang } = useI18n();
  const won = r.payout > 0;
  return (
    <details className="game-record" data-testid="game-record">
      <summary className="game-record__summary">
        <span className="game-record__game">
          <strong>{r.gameName}</strong>
          <span className="muted">{formatDate(r.settledAt, lang, true)}</span>
        </span>
        <span className="game-record__nums">
          <span>
            {t('games.stake')} <span className="money">{formatAmount(r.stake, r.unit)}</span>
          </span>
          <span className={won ? 'game-record__won' : 'muted'}>
            {t('games.payout')} <span className="money">{formatAmount(r.payout, r.unit)}</span> · {formatMultiplier(r.multiplier)}
          </span>
        </span>
      </summary>
      <div className="game-record__detail" data-testid="game-record-detail">
        <dl>
          <dt>{t('games.bet_ref')}</dt>
          <dd>{r.betRef}</dd>
          <dt>{t('games.placed_at')}</dt>
          <dd>{formatDate(r.placedAt, lang, true)}</dd>
          {r.balanceBefore !== null && (
            <>
              <dt>{t('games.balance_before')}</dt>
              <dd className="money">{formatAmount(r.balanceBefore, r.unit)}</dd>
            </>
          )}
          {r.balanceAfter !== null && (
            <>
              <dt>{t('games.balance_after')}</dt>
              <dd className="money">{formatAmount(r.balanceAfter, r.unit)}</dd>
            </>
          )}
          <dt>{t('games.config_version')}</dt>
          <dd>{r.configVersion}</dd>
        </dl>
        <h4>{t('games.outcome')}</h4>
        <dl data-testid="game-record-outcome">
          {detailEntries(r.outcome).map(([k, v]) => (
            <Entry key={k} k={k} v={v} />
          ))}
        </dl>
        <h4>{t('games.fairness')}</h4>
        <dl data-testid="game-record-fairness">
          {detailEntries(r.fairness).map(([k, v]) => (
            <Entry key={k} k={k} v={v} />
          ))}
        </dl>
        <Link to={recordVerifierHref(r)} className="link" data-testid="game-record-verify">
          {t('games.verify')}
        </Link>
      </div>
    </details>
  );
}

function Entry({ k, v }: { k: string; v: string }) {
  return (
    <>
      <dt>{k}</dt>
      <dd className="game-record__value">{v}</dd>
    </>
  );
}
