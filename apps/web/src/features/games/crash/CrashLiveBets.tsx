/** The round's bets: count and total of all, and the listed ones with their cash-outs. */
import { useI18n } from '../../../shared/i18n/i18n';
import { formatMinor, formatMultiplier } from '@nyota/contract/money/format';
import { market } from '../../../shared/lib/market';
import type { CrashState } from './crash-state';

export function CrashLiveBets({ state }: { state: CrashState }) {
  const { t } = useI18n();
  const sym = market.currencySymbol;
  return (
    <section className="crash-bets">
      <h2 data-testid="crash-bets-total">
        {t('crash.live_bets')} ({Math.max(state.betCount, state.bets.length)}) · {sym} {formatMinor(state.betTotal)}
      </h2>
      <ul data-testid="crash-bets">
        {state.bets.map((b) => (
          <li key={b.betId} className={b.cashout ? 'crash-bet crash-bet--won' : 'crash-bet'}>
            <span>{b.label}</span>
            <span>
              {sym} {formatMinor(b.stake)}
            </span>
            <span>{b.cashout ? `${formatMultiplier(b.cashout.multiplier)} · ${sym} ${formatMinor(b.cashout.payout)}` : ''}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
