import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageFrame } from '../../shared/ui/PageFrame';
import { Spinner } from '../../shared/ui/Spinner';
import * as ic from '../../shared/ui/icons';
import { BonusCenterVouchers, voucherCall, vouchersKey } from '../vouchers/index';
import { bonusesKey, fetchBonuses } from './api';
import { BonusCard } from './BonusCard';
import { TrialAlert } from './TrialAlert';

/** Each offer its own chunk: the sign-in card and the 7-day dialog load only here. */
const SignInBonusCard = lazy(() => import('./SignInBonusCard').then((m) => ({ default: m.SignInBonusCard })));
const SevenDayDialog = lazy(() => import('./SevenDayDialog').then((m) => ({ default: m.SevenDayDialog })));

/**
 * Bonus Center (docs/product-rules/bonus-money.md): the offers to claim (the daily sign-in bonus,
 * the 7-day bonus: `?open=seven-day` opens its dialog), then every bonus the player has, newest
 * first, with its terms, wagering progress, expiry and, for the active one, forfeit; then the valid
 * vouchers (docs/product-rules/vouchers-and-promotions.md). Bonus money is kept apart from the
 * player's own cash, which is always theirs to withdraw.
 */
export function BonusCenterPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const [sevenDay, setSevenDay] = useState(params.get('open') === 'seven-day');
  const query = useQuery({ queryKey: bonusesKey, queryFn: fetchBonuses });
  const vouchers = useQuery({ queryKey: [...vouchersKey, 'valid'], queryFn: () => voucherCall('vouchersValid', {}) });
  const data = query.data;
  const closeSevenDay = () => {
    setSevenDay(false);
    if (params.has('open')) setParams({}, { replace: true });
  };
  return (
    <PageFrame title={t('bonus.center_title')} data-testid="bonus-center-page">
      <section aria-label={t('offers.title')}>
        <Suspense fallback={<Spinner />}>
          <SignInBonusCard />
        </Suspense>
        <div className="btn-row">
          <Button variant="secondary" onClick={() => setSevenDay(true)} data-testid="seven-day-open">
            {t('sevenday.open')}
          </Button>
        </div>
      </section>
      {/* Outside the shell, which an open dialog makes inert. */}
      {sevenDay &&
        createPortal(
          <Suspense fallback={null}>
            <SevenDayDialog onClose={closeSevenDay} />
          </Suspense>,
          document.body,
        )}
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
            <TrialAlert trial={data.trial} />
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
