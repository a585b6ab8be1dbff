import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voucherTierOf, type VoucherView } from '@nyota/contract/api/vouchers';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';
import { Button } from '../../shared/ui/Button';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { voucherCall, vouchersKey } from './api';

/**
 * One voucher as a coupon: its value, the tier its copies give it (3 or more, 2, 1), the minimum
 * deposit, the expiry, and on a valid one the Use button. A used row is one copy used.
 */
export function VoucherCard({ voucher }: { voucher: VoucherView }) {
  const { t, lang } = useI18n();
  const money = (n: number) => formatMoney(n, market.currencySymbol);
  const tier = voucherTierOf(voucher.copies);
  return (
    <article
      className={`card coupon coupon--tier${tier} coupon--${voucher.status}`}
      data-testid={`voucher-${voucher.id}`}
      data-tier={tier}
    >
      <div className="coupon__value">
        <strong data-testid="voucher-amount">{money(voucher.amount)}</strong>
        {voucher.copies > 1 && <span className="coupon__copies">{t('coupon.copies', { n: voucher.copies })}</span>}
      </div>
      <div className="coupon__body">
        <h3 data-testid="voucher-name">{voucher.name}</h3>
        <p>{voucher.minAmount > 0 ? t('coupon.min_deposit', { amount: money(voucher.minAmount) }) : t('coupon.no_minimum')}</p>
        <p data-testid="voucher-when">
          {voucher.status === 'used' && voucher.usedAt
            ? t('coupon.used_at', { at: formatDate(voucher.usedAt, lang, true) })
            : t(voucher.status === 'valid' ? 'coupon.expires' : 'coupon.expired_at', {
                at: formatDate(voucher.expireAt, lang, true),
              })}
        </p>
        {voucher.status === 'valid' && <UseButton id={voucher.voucherId} />}
      </div>
    </article>
  );
}

function UseButton({ id }: { id: string }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => voucherCall('voucherUse', { id }),
    onSuccess: (data) => {
      toast('success', t('coupon.used_toast', { amount: formatMoney(data.paid, market.currencySymbol) }));
      void client.invalidateQueries({ queryKey: vouchersKey });
    },
  });
  return (
    <Button size="sm" onClick={() => mutation.mutate()} disabled={mutation.isPending} data-testid="voucher-use">
      {t('coupon.use')}
    </Button>
  );
}
