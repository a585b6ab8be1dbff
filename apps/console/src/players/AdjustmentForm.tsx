/** Asks for a cash credit or debit; it only files a four-eyes request, a colleague approves it. */
import type { FormEvent } from 'react';
import { parseMajor } from '@nyota/contract/money/format';
import { call } from '../api';
import { useT } from '../i18n';
import { errorText } from './format';

export function AdjustmentForm(props: { memberId: string; onStatus: (s: { error: boolean; text: string }) => void }) {
  const t = useT();

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const amount = parseMajor(String(form.get('amount') ?? ''));
    if (amount === null || amount <= 0) {
      props.onStatus({ error: true, text: t('players.badAmount') });
      return;
    }
    try {
      const req = await call('requestAdjustment', {
        memberId: props.memberId,
        direction: form.get('direction') === 'debit' ? 'debit' : 'credit',
        amount,
        reason: String(form.get('reason') ?? ''),
      });
      props.onStatus({ error: false, text: t('players.requested', { id: req.id }) });
      formEl.reset();
    } catch (err) {
      props.onStatus({ error: true, text: t('common.error', { msg: errorText(err) }) });
    }
  }

  return (
    <form className="inline" onSubmit={(e) => void submit(e)}>
      <h3>{t('players.adjust')}</h3>
      <select name="direction" aria-label={t('players.direction')}>
        <option value="credit">{t('players.credit')}</option>
        <option value="debit">{t('players.debit')}</option>
      </select>
      <input
        name="amount"
        inputMode="decimal"
        aria-label={t('players.amountMajor')}
        placeholder={t('players.amountMajor')}
        required
      />
      <input name="reason" aria-label={t('common.reason')} placeholder={t('common.reason')} required maxLength={500} />
      <button type="submit">{t('players.adjust')}</button>
    </form>
  );
}
