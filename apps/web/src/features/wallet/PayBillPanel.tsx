import { useState } from 'react';
import type { PayBillDepositData } from '@nyota/contract/api/pay-bill';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';

/**
 * The PayBill tab (docs/product-rules/pay-bill.md): the paybill number with a copy button, the
 * steps to pay from the M-Pesa menu, and the range table of extra cash and special bonus percent.
 * The deposit itself happens on the player's phone; the balance rises when M-Pesa confirms.
 */
export function PayBillPanel({ data }: { data: PayBillDepositData }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const money = (minor: number) => formatMoney(minor, market.currencySymbol);

  async function copy() {
    try {
      await navigator.clipboard.writeText(data.payBillCode);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the number stays on screen to type.
      setCopied(false);
    }
  }

  return (
    <section className="paybill" data-testid="paybill-panel">
      <div className="card paybill__code">
        <span>{t('paybill.code_label')}</span>
        <strong className="money" data-testid="paybill-code">
          {data.payBillCode}
        </strong>
        <button type="button" className="tabs__tab" onClick={() => void copy()} data-testid="paybill-copy">
          {copied ? t('paybill.copied') : t('paybill.copy')}
        </button>
      </div>
      <h3>{t('paybill.steps_title')}</h3>
      <ol className="paybill__steps" data-testid="paybill-steps">
        {data.steps.map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
      {data.ranges.length > 0 && (
        <table className="paybill__table" data-testid="paybill-ranges">
          <caption>{t('paybill.table_title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('paybill.col_range')}</th>
              <th scope="col">{t('paybill.col_extra')}</th>
              <th scope="col">{t('paybill.col_bonus')}</th>
            </tr>
          </thead>
          <tbody>
            {data.ranges.map((r) => (
              <tr key={r.min}>
                <td>{t('paybill.range', { min: money(r.min), max: money(r.max) })}</td>
                <td>{money(r.extraCash)}</td>
                <td>{r.bonusPercent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="paybill__note">{t('paybill.note')}</p>
    </section>
  );
}
