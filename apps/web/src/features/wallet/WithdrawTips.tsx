/** The withdraw page's tips: instant cap, review, daily limit and how the withholding tax works. */
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import type { WithdrawSettings } from './wallet-config';

const money = (minor: number) => formatMoney(minor, market.currencySymbol);
/** The worked example of the tax tip (docs/product-rules/wallet-tax.md): 100 and 50 in major units. */
const TAX_EXAMPLE = { deposit: 10_000, won: 5_000 };

export function WithdrawTips({ settings }: { settings: WithdrawSettings }) {
  const { t } = useI18n();
  return (
    <section className="wallet-tips" aria-label={t('wallet.tips')}>
      <ul className="bullets">
        <li>{t('wallet.tip_instant', { cap: money(settings.instantDailyCap) })}</li>
        <li>{t('wallet.tip_review')}</li>
        <li>{t('wallet.tip_daily', { limit: money(settings.dailyLimit) })}</li>
        <li>{t('wallet.tip_tax')}</li>
        <li>{t('wallet.tip_tax_example', { deposit: money(TAX_EXAMPLE.deposit), won: money(TAX_EXAMPLE.won) })}</li>
        <li>{t('wallet.tip_contact')}</li>
      </ul>
    </section>
  );
}
