import type { WithdrawRecord } from '@nyota/contract/api/payments';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { useCountdown } from './hooks';
import * as wi from './wallet-icons';
import { RESULT_COUNTDOWN_S } from './wallet-constants';
import { WITHDRAW_TEXT, withdrawTone } from './withdraw-view';

const ICON = { review: wi.clock, sent: wi.clock, success: wi.success, failed: wi.failed } as const;

/** docs/product-rules/wallet.md#result-screens: the withdraw result counts down 5 seconds, then returns home. */
export function WithdrawResultView({ record, onHome }: { record: WithdrawRecord; onHome(): void }) {
  const { t } = useI18n();
  const left = useCountdown(RESULT_COUNTDOWN_S, onHome);
  const tone = withdrawTone(record.status);
  const text = WITHDRAW_TEXT[tone];
  return (
    <section
      className={`wallet-status wallet-status--${tone === 'failed' ? 'failed' : tone === 'success' ? 'success' : 'pending'}`}
      role="status"
      aria-live="polite"
      data-testid="withdraw-result"
      data-status={record.status}
    >
      <span className="wallet-status__icon">
        <Icon d={ICON[tone]} size={56} />
      </span>
      <h2 className="wallet-status__title">{t(text.title)}</h2>
      <p className="wallet-status__message">
        {t(text.body, { net: formatMoney(record.net, market.currencySymbol), mobile: record.mobile })}
      </p>
      <dl className="details wallet-status__details">
        <div>
          <dt>{t('wallet.withdraw_amount')}</dt>
          <dd className="money">{formatMoney(record.money, market.currencySymbol)}</dd>
        </div>
        <div>
          <dt>{t('wallet.withdraw_net')}</dt>
          <dd className="money">{formatMoney(record.net, market.currencySymbol)}</dd>
        </div>
      </dl>
      <div className="btn-row wallet-status__actions">
        <Button onClick={onHome} data-testid="withdraw-home">
          {t('wallet.home_countdown', { seconds: left })}
        </Button>
      </div>
    </section>
  );
}
