/** Amount, fee, extra fee (when one applies), tax and net of the withdrawal on screen: the form's summary and the confirmation's. */
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import { percentText } from './fees';
import type { WithdrawFieldsState } from './use-withdraw-fields';

const money = (minor: number) => formatMoney(minor, market.currencySymbol);

export function WithdrawBreakdown({ testId, form }: { testId: string; form: WithdrawFieldsState }) {
  const { t } = useI18n();
  const { amount, fresh, previewFee, wanted } = form;
  const calculating = <span className="muted">{t('wallet.calculating')}</span>;
  return (
    <dl className="details">
      <div>
        <dt>{t('wallet.withdraw_amount')}</dt>
        <dd className="money">{amount !== null ? money(amount) : '—'}</dd>
      </div>
      <div>
        <dt>{t('wallet.withdraw_fee')}</dt>
        <dd className="money" data-testid={`${testId}-fee`}>
          {fresh ? money(fresh.fee) : previewFee !== null ? money(previewFee) : '—'}
        </dd>
      </div>
      {fresh && fresh.extraFee > 0 && (
        // docs/product-rules/wallet-unwagered-fee.md: only when the amount takes deposits not yet played.
        <div data-testid={`${testId}-extra-fee-line`}>
          <dt>
            {t('wallet.withdraw_extra_fee')}
            <span className="muted wallet-sub">
              {' '}
              (
              {t('wallet.withdraw_extra_fee_rule', {
                rate: percentText(fresh.extraFeeRate),
                amount: money(fresh.unwageredAmount),
              })}
              )
            </span>
          </dt>
          <dd className="money" data-testid={`${testId}-extra-fee`}>
            {money(fresh.extraFee)}
          </dd>
        </div>
      )}
      <div>
        <dt>
          {t('wallet.withdraw_tax')}
          {fresh && fresh.tax > 0 && (
            <span className="muted wallet-sub">
              {' '}
              ({t('wallet.withdraw_tax_rule', { rate: percentText(fresh.taxRate), taxable: money(fresh.taxableAmount) })})
            </span>
          )}
        </dt>
        <dd className="money" data-testid={`${testId}-tax`}>
          {fresh ? money(fresh.tax) : wanted ? calculating : '—'}
        </dd>
      </div>
      <div className="wallet-summary__total">
        <dt>{t('wallet.withdraw_net')}</dt>
        <dd className="money" data-testid={`${testId}-net`}>
          {fresh ? money(fresh.net) : wanted ? calculating : '—'}
        </dd>
      </div>
    </dl>
  );
}
