/**
 * Credit the player and resolve the appeal in one step. Amounts are typed in major units and sent
 * in minor; above the threshold the server makes a four-eyes request instead of crediting.
 */
import { useState } from 'react';
import { call } from '../api';
import { useT } from '../i18n';
import { money } from './appeal-format';

interface Props {
  appealId: string;
  fourEyesAbove: number;
  currency: string;
  act: (run: () => Promise<unknown>) => Promise<void>;
}

/** "12.5" → 1250; null for anything that is not a positive amount with at most two decimals. */
export function toMinorUnits(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

export function AppealCreditForm({ appealId, fourEyesAbove, currency, act }: Props) {
  const t = useT();
  const [amount, setAmount] = useState('');
  const [content, setContent] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<string | null>(null);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const minor = toMinorUnits(amount);
    if (minor === null) return setNote(t('appeals.credit.badAmount'));
    void act(async () => {
      const r = await call('creditAppeal', { id: appealId, amount: minor, content: content.trim(), reason: reason.trim() });
      setNote(r.status === 'credited' ? t('appeals.credit.done') : t('appeals.credit.requested', { id: r.requestId }));
    });
  }

  return (
    <form className="appeal-credit" onSubmit={submit} data-testid="appeal-credit-form">
      <fieldset>
        <legend>{t('appeals.credit')}</legend>
        <p className="muted">{t('appeals.credit.fourEyes', { limit: money(fourEyesAbove, currency) })}</p>
        <label>
          {t('appeals.credit.amount')}
          <input value={amount} inputMode="decimal" required onChange={(e) => setAmount(e.target.value)} name="amount" />
        </label>
        <label>
          {t('appeals.note')}
          <textarea
            value={content}
            required
            maxLength={1000}
            rows={2}
            onChange={(e) => setContent(e.target.value)}
            name="content"
          />
        </label>
        <label>
          {t('common.reason')}
          <input value={reason} required maxLength={500} onChange={(e) => setReason(e.target.value)} name="reason" />
        </label>
        <button type="submit">{t('appeals.credit.submit')}</button>
        {note && <p role="status">{note}</p>}
      </fieldset>
    </form>
  );
}
