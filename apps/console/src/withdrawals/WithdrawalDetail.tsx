import { useState } from 'react';
import { call } from '../api';
import { useT, type MessageKey } from '../i18n';
import { useLoad } from '../use-load';
import { age, money } from './format';
import { PlayerContext } from './PlayerContext';

const DONE: Record<'approved' | 'requested' | 'rejected' | 'failed', MessageKey> = {
  approved: 'wd.done.approved',
  requested: 'wd.done.requested',
  rejected: 'wd.done.rejected',
  failed: 'wd.notHeld',
};

/** One withdrawal with the player's context, and the decision: approve (note) or reject (reason). */
export function WithdrawalDetail(p: { id: string; canDecide: boolean; onDecided: (text: string) => void }) {
  const t = useT();
  const detail = useLoad(() => call('withdrawalDetail', { id: p.id }), p.id);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide(approve: boolean) {
    if (!approve && reason.trim() === '') {
      setError(t('wd.reasonRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = approve
        ? await call('approveWithdrawal', { id: p.id, note })
        : await call('rejectWithdrawal', { id: p.id, reason });
      detail.reload();
      p.onDecided(t(DONE[res.outcome]));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  const d = detail.data;
  const w = d?.withdrawal;
  const held = w?.reviewStatus === 'pending' && w.status === 'CREATED';
  return (
    <aside className="wd-detail" aria-label={t('wd.detail', { id: p.id })}>
      <div className="inline">
        <h3>{t('wd.detail', { id: p.id.slice(0, 8) })}</h3>
        <a href="#/withdrawals">{t('wd.close')}</a>
      </div>
      {detail.error && <p className="error">{detail.error}</p>}
      {w && d && (
        <>
          <dl className="grid">
            <dt>{t('wd.col.amount')}</dt>
            <dd data-testid="wd-amount">{money(w.amount)}</dd>
            <dt>{t('wd.col.net')}</dt>
            <dd>{money(w.net)}</dd>
            <dt>{t('wd.col.channel')}</dt>
            <dd>
              {w.operator} · {w.provider} · {w.msisdn}
            </dd>
            <dt>{t('wd.col.age')}</dt>
            <dd>{age(w.ageSeconds)}</dd>
            <dt>{t('wd.status')}</dt>
            <dd data-testid="wd-status">
              {w.status} / {w.reviewStatus}
              {w.reviewNote ? ` — ${w.reviewNote}` : ''}
            </dd>
            <dt>{t('wd.balance')}</dt>
            <dd>{money(d.cashBalance)}</dd>
          </dl>
          {p.canDecide && held && (
            <fieldset disabled={busy}>
              <label className="stack">
                {t('wd.note')}
                <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
              </label>
              <button onClick={() => void decide(true)}>{w.needsFourEyes ? t('wd.requestApproval') : t('wd.approve')}</button>
              <label className="stack">
                {t('wd.rejectReason')}
                <textarea value={reason} maxLength={500} rows={2} onChange={(e) => setReason(e.target.value)} />
              </label>
              <button onClick={() => void decide(false)}>{t('wd.reject')}</button>
            </fieldset>
          )}
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <PlayerContext detail={d} />
        </>
      )}
    </aside>
  );
}
