import type { CashbackData } from '@nyota/contract/api/cashback';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { lastMinuteOf, marketTime } from './cashback-api';

/** The rule in plain words, for guests and members alike (docs/product-rules/cashback.md). */
export function CashbackRule({ data }: { data: CashbackData }) {
  const { t, lang } = useI18n();
  const money = (n: number) => formatMoney(n, market.currencySymbol);
  return (
    <section className="card stack" data-testid="cashback-rule">
      <h2>{t('cashback.rule_title', { pct: data.percent })}</h2>
      {!data.enable && <p data-testid="cashback-off">{t('cashback.off')}</p>}
      <ul className="bullets">
        <li>{t('cashback.rule_paid', { pct: data.percent })}</li>
        <li>{t('cashback.rule_cap', { cap: money(data.weeklyCap), min: money(data.minLoss) })}</li>
        <li>{t('cashback.rule_week', { days: data.claimDays })}</li>
        <li>{t('cashback.rule_counts')}</li>
        <li>
          {t('cashback.rule_window', {
            from: marketTime(data.claimFrom, lang),
            until: marketTime(lastMinuteOf(data.claimUntil), lang),
          })}
        </li>
      </ul>
    </section>
  );
}
