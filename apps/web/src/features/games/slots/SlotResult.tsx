/** A settled round: its win or no win, the free spins played, and the paid spin's line wins. */
import type { SlotSpinData } from '@nyota/contract/api/per-bet-games';
import { useI18n } from '../../../shared/i18n/i18n';
import { formatMoney } from '@nyota/contract/money/format';
import { market } from '../../../shared/lib/market';

export function SlotResult({ round }: { round: SlotSpinData }) {
  const { t } = useI18n();
  const freeTotal = round.freeSpins.length;
  return (
    <div className="slot__result" data-testid="slot-result">
      {round.payout > 0 ? (
        <strong className="slot__win" data-testid="slot-win">
          {t('slot.win', { amount: formatMoney(round.payout, market.currencySymbol) })}
        </strong>
      ) : (
        <span>{t('slot.no_win')}</span>
      )}
      {freeTotal > 0 && <span> · {t('slot.free_spins_played', { n: freeTotal })}</span>}
      {round.base.lineWins.length > 0 && (
        <ul className="slot__lines">
          {round.base.lineWins.map((w) => (
            <li key={w.line}>{t('slot.line_win', { line: w.line + 1, count: w.count, symbol: w.symbol, pay: w.pay })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
