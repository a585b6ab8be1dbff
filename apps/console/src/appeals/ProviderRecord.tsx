/** The payment the appeal is about, as we hold it, and the receipt number checked against it. */
import { useState } from 'react';
import type { AppealPayment, AppealReceiptCheck } from '@nyota/contract/staff/schemas-appeals';
import { call } from '../api';
import { useT } from '../i18n';
import { money, when } from './appeal-format';

interface Props {
  appealId: string;
  receiptNumber: string | null;
  payment: AppealPayment | null;
}

export function ProviderRecord({ appealId, receiptNumber, payment }: Props) {
  const t = useT();
  const [check, setCheck] = useState<AppealReceiptCheck | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(requery: boolean) {
    try {
      setCheck(await call('checkAppealReceipt', { id: appealId, requery }));
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <div className="appeal-panel" data-testid="provider-record">
      <h3>{t('appeals.provider')}</h3>
      <dl className="appeal-facts">
        <dt>{t('appeals.receiptNumber')}</dt>
        <dd>
          <code>{receiptNumber ?? '—'}</code>
        </dd>
        {payment ? (
          <>
            <dt>{t('appeals.col.amount')}</dt>
            <dd>{money(payment.amount, payment.currency)}</dd>
            <dt>{t('appeals.payment.status')}</dt>
            <dd>{payment.status}</dd>
            <dt>{t('appeals.payment.provider')}</dt>
            <dd>
              {payment.provider} · {payment.operator}
            </dd>
            <dt>{t('appeals.payment.phone')}</dt>
            <dd>{payment.msisdn}</dd>
            <dt>{t('appeals.payment.txn')}</dt>
            <dd>
              <code>{payment.providerTxnId ?? '—'}</code>
            </dd>
            <dt>{t('appeals.payment.ref')}</dt>
            <dd>
              <code>{payment.providerRef ?? '—'}</code>
            </dd>
            <dt>{t('appeals.payment.failure')}</dt>
            <dd>{payment.failureCode ?? '—'}</dd>
            <dt>{t('appeals.col.opened')}</dt>
            <dd>{when(payment.createdAt)}</dd>
          </>
        ) : (
          <dd>{t('appeals.payment.none')}</dd>
        )}
      </dl>
      <div className="inline">
        <button onClick={() => void run(false)}>{t('appeals.check')}</button>
        <button onClick={() => void run(true)}>{t('appeals.requery')}</button>
      </div>
      {error && <p className="error">{error}</p>}
      {check && (
        <div data-testid="receipt-check">
          <p>{check.matches ? t('appeals.check.match') : t('appeals.check.noMatch')}</p>
          {check.requery &&
            (check.requery.error ? (
              <p>{t('appeals.check.requeryFailed', { error: check.requery.error })}</p>
            ) : (
              <p>{t('appeals.check.requery', { status: check.requery.status ?? '—', txn: check.requery.providerTxnId ?? '' })}</p>
            ))}
        </div>
      )}
    </div>
  );
}
