/**
 * Resolves one open pay-bill payment: credit it to a member (named by phone number or member id)
 * or record that it went back to the payer; a reason either way. The server's refusal (already
 * resolved, unknown member…) is shown in the dialog, which stays open so staff can correct it.
 */
import { useState, type FormEvent } from 'react';
import type { PayBillResolveOutput, PayBillUnmatchedRow } from '@nyota/contract/staff/routes-pay-bill';
import { call } from '../api';
import { useT } from '../i18n';
import { payBillMoney } from './paybill-format';

export function PayBillResolveDialog(props: {
  row: PayBillUnmatchedRow;
  symbol: string;
  threshold: number;
  onDone: (out: PayBillResolveOutput) => void;
  onClose: () => void;
}) {
  const t = useT();
  const { row } = props;
  const [how, setHow] = useState<'credit' | 'returned'>('credit');
  const [by, setBy] = useState<'mobile' | 'id'>('mobile');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const reason = String(form.get('reason') ?? '').trim();
    const member = String(form.get('member') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const out =
        how === 'returned'
          ? await call('resolvePayBill', { resolution: 'returned', transId: row.transId, reason })
          : await call('resolvePayBill', {
              resolution: 'credit',
              transId: row.transId,
              reason,
              ...(by === 'mobile' ? { mobile: member } : { memberId: member }),
            });
      props.onDone(out);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const title = t('paybill.dialogTitle', { transId: row.transId, amount: payBillMoney(row.amount, props.symbol) });
  return (
    <div className="backdrop">
      <form role="dialog" aria-modal="true" aria-label={title} className="dialog" onSubmit={(e) => void submit(e)}>
        <h3>{title}</h3>
        <fieldset className="choices">
          <legend>{t('paybill.how')}</legend>
          <label className="check">
            <input type="radio" name="how" checked={how === 'credit'} onChange={() => setHow('credit')} /> {t('paybill.credit')}
          </label>
          <label className="check">
            <input type="radio" name="how" checked={how === 'returned'} onChange={() => setHow('returned')} />{' '}
            {t('paybill.returned')}
          </label>
        </fieldset>
        {how === 'credit' && (
          <>
            <label>
              {t('paybill.memberBy')}
              <select value={by} onChange={(e) => setBy(e.target.value === 'id' ? 'id' : 'mobile')}>
                <option value="mobile">{t('paybill.byMobile')}</option>
                <option value="id">{t('paybill.byId')}</option>
              </select>
            </label>
            <label>
              {by === 'mobile' ? t('paybill.mobile') : t('paybill.memberId')}
              <input name="member" required inputMode={by === 'mobile' ? 'tel' : 'numeric'} maxLength={20} />
            </label>
            {row.amount > props.threshold && (
              <p className="notice">{t('paybill.fourEyesNote', { threshold: payBillMoney(props.threshold, props.symbol) })}</p>
            )}
          </>
        )}
        <label>
          {t('common.reason')}
          <textarea name="reason" required maxLength={500} rows={3} />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="buttons">
          <button type="button" onClick={props.onClose}>
            {t('paybill.cancel')}
          </button>
          <button type="submit" disabled={busy}>
            {t('paybill.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
