/** Campaign budgets (balance, paid, held per unit) and the fund action (four eyes above the threshold). */
import { useState, type FormEvent } from 'react';
import { BUDGET_UNITS, type BudgetUnit } from '@nyota/contract/staff/schemas-campaigns';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { errorText, money } from '../players/format';

export function BudgetsSection() {
  const t = useT();
  const list = useLoad(() => call('campaignBudgets', {}));
  const [campaign, setCampaign] = useState('');
  const [unit, setUnit] = useState<BudgetUnit>('cash');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function fund(e: FormEvent) {
    e.preventDefault();
    try {
      const done = await call('fundCampaign', { campaign: campaign.trim(), unit, amount: Number(amount), reason });
      setNote({
        ok: true,
        text: done.outcome === 'funded' ? t('campaigns.funded') : t('campaigns.requested', { id: done.requestId ?? '' }),
      });
      setAmount('');
      setReason('');
      list.reload();
    } catch (err) {
      setNote({ ok: false, text: errorText(err) });
    }
  }

  return (
    <section className="card" data-testid="campaign-budgets">
      <h3>{t('campaigns.budgets')}</h3>
      {list.error && <p className="error">{list.error}</p>}
      <div className="scroll">
        <table>
          <thead>
            <tr>
              <th>{t('campaigns.campaign')}</th>
              <th>{t('campaigns.unit')}</th>
              <th>{t('campaigns.balance')}</th>
              <th>{t('campaigns.paid')}</th>
              <th>{t('campaigns.held')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.items.map((b) => (
              <tr key={`${b.campaign}:${b.unit}`} data-testid={`budget-${b.campaign}-${b.unit}`}>
                <td>{b.campaign}</td>
                <td>{b.unit}</td>
                <td>{money(b.balance)}</td>
                <td>{money(b.paid)}</td>
                <td>{money(b.held)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form onSubmit={(e) => void fund(e)} className="fields" aria-label={t('campaigns.fund')}>
        <h4>{t('campaigns.fund')}</h4>
        <p className="muted">{t('campaigns.fundNote', { max: money(list.data?.fundFourEyesAbove ?? 0) })}</p>
        <p className="inline">
          <label>
            {t('campaigns.campaign')}
            <input
              name="campaign"
              value={campaign}
              onChange={(e) => setCampaign(e.target.value)}
              list="campaign-names"
              required
            />
          </label>
          <datalist id="campaign-names">
            {[...new Set(list.data?.items.map((b) => b.campaign))].map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <label>
            {t('campaigns.unit')}
            <select name="unit" value={unit} onChange={(e) => setUnit(BUDGET_UNITS.find((u) => u === e.target.value) ?? 'cash')}>
              {BUDGET_UNITS.map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
          </label>
          <label>
            {t('campaigns.amount')}
            <input name="amount" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} required />
          </label>
          <label>
            {t('common.reason')}
            <input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} required />
          </label>
          <button type="submit">{t('campaigns.fund')}</button>
        </p>
        {note && (
          <p role="status" className={note.ok ? undefined : 'error'}>
            {note.text}
          </p>
        )}
      </form>
    </section>
  );
}
