/**
 * The deposit's amount, tax, any subsidy and what reaches the wallet, once the amount is valid. Until
 * the tax quote arrives its rows are already there, saying it is being calculated.
 */
import type { DepositTax } from '@nyota/contract/api/payments';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import { depositCredit } from './deposit-fields';

const money = (minor: number) => formatMoney(minor, market.currencySymbol);

export function DepositSummary({ amount, tax }: { amount: number; tax: DepositTax | undefined }) {
  const { t } = useI18n();
  return (
    <section className="card wallet-summary" aria-label={t('wallet.summary')} aria-live="polite" data-testid="deposit-summary">
      <dl className="details">
        <div>
          <dt>{t('wallet.deposit_amount')}</dt>
          <dd className="money">{money(amount)}</dd>
        </div>
        {tax ? (
          <>
            <div>
              <dt>{t('wallet.deposit_tax')}</dt>
              <dd className="money" data-testid="deposit-tax">
                {money(tax.taxPayable)}
              </dd>
            </div>
            {tax.rateSubsidyAmount > 0 && (
              <div>
                <dt>{t('wallet.deposit_subsidy')}</dt>
                <dd className="money">{money(tax.rateSubsidyAmount)}</dd>
              </div>
            )}
            <div className="wallet-summary__total">
              <dt>{t('wallet.deposit_credit')}</dt>
              <dd className="money" data-testid="deposit-credit">
                {money(depositCredit(amount, tax))}
              </dd>
            </div>
          </>
        ) : (
          // The same rows as the quote's, so Pay does not move under a finger when it arrives.
          <>
            <div>
              <dt>{t('wallet.deposit_tax')}</dt>
              <dd className="muted">{t('wallet.calculating')}</dd>
            </div>
            <div className="wallet-summary__total">
              <dt>{t('wallet.deposit_credit')}</dt>
              {/* Short, so the row does not wrap on a phone and then close up when the amount comes. */}
              <dd>
                <span aria-hidden="true">…</span>
                <span className="sr-only">{t('wallet.calculating')}</span>
              </dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}
