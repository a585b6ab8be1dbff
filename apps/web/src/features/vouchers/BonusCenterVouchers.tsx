import { Link } from 'react-router';
import type { ValidVouchersData } from '@nyota/contract/api/vouchers';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';
import { buttonClass } from '../../shared/ui/Button';

/**
 * The Bonus Center's vouchers: each valid voucher with its progress (copies used of all), its
 * terms (minimum deposit, no wagering) and its expiry; they are used on the Coupons page.
 */
export function BonusCenterVouchers({ data }: { data: ValidVouchersData }) {
  const { t, lang } = useI18n();
  const money = (n: number) => formatMoney(n, market.currencySymbol);
  if (data.list.length === 0) return null;
  return (
    <section className="card" data-testid="bonus-vouchers">
      <h2>{t('coupon.in_bonus_center')}</h2>
      <p className="form__intro">{t('coupon.bonus_terms')}</p>
      {data.list.map((v) => (
        <article key={v.id} className="bonus" data-testid={`bonus-voucher-${v.id}`}>
          <h3>
            {v.name} · {money(v.amount)}
          </h3>
          <p data-testid="bonus-voucher-progress">
            {t('bonus.voucher_progress', { used: v.copiesTotal - v.copies, total: v.copiesTotal })}
          </p>
          <progress max={v.copiesTotal} value={v.copiesTotal - v.copies} aria-label={t('bonus.progress_label')} />
          <ul className="bonus__terms">
            <li>{v.minAmount > 0 ? t('coupon.min_deposit', { amount: money(v.minAmount) }) : t('coupon.no_minimum')}</li>
            <li>{t('bonus.term_expires', { at: formatDate(v.expireAt, lang, true) })}</li>
          </ul>
        </article>
      ))}
      <Link to="/coupon" className={buttonClass('secondary', false, 'sm')} data-testid="bonus-to-coupons">
        {t('coupon.to_coupons')}
      </Link>
    </section>
  );
}
