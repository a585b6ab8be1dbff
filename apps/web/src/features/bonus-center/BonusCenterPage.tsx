import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageFrame } from '../../shared/ui/PageFrame';
import { Spinner } from '../../shared/ui/Spinner';
import * as ic from '../../shared/ui/icons';
import { BonusCenterVouchers, voucherCall, vouchersKey } from '../vouchers/index';
import { bonusesKey, fetchBonuses } from './api';
import { BonusCard } from './BonusCard';

/**
 * Bonus Center (docs/product-rules/bonus-money.md): every bonus the player has, newest first, with
 * its terms, wagering progress, expiry and, for the active one, forfeit; then the valid vouchers
 * (docs/product-rules/vouchers-and-promotions.md). Bonus money is kept apart
 * from the player's own cash, which is always theirs to withdraw.
 */
export function BonusCenterPage() {
  const { t } = useI18n();
  const query = useQuery({ queryKey: bonusesKey, queryFn: fetchBonuses });
  const vouchers = useQuery({ queryKey: [...vouchersKey, 'valid'], queryFn: () => voucherCall('vouchersValid', {}) });
  const data = query.data;
  return (
    <PageFrame title={t('upcoming.bonus_center')} data-testid="bonus-center-page">
      {!data || !vouchers.data ? (
        <Spinner size="lg" />
      ) : data.items.length === 0 && vouchers.data.list.length === 0 ? (
        <EmptyState icon={ic.gifts} title={t('bonus.none_title')}>
          {t('bonus.none_body')}
        </EmptyState>
      ) : (
        <>
          <section className="card">
            <p data-testid="bonus-balance">{t('bonus.balance', { amount: formatMoney(data.trial, market.currencySymbol) })}</p>
            <p className="form__intro">{t('bonus.rules')}</p>
          </section>
          {data.items.map((b) => (
            <BonusCard key={`${b.id}:${b.status}`} bonus={b} />
          ))}
          <BonusCenterVouchers data={vouchers.data} />
        </>
      )}
    </PageFrame>
  );
}
