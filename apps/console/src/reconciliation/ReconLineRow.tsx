/** One difference of a report: both sides, re-query of our payment, and marking it explained. */
import { useState } from 'react';
import type { ReconLineView } from '@nyota/contract/staff/reconciliation-schemas';
import { call } from '../api';
import { useT } from '../i18n';

type Side = ReconLineView['ourSide'];
const sideText = (s: Side) =>
  s ? [s.direction, s.status, s.amount ?? '', s.currency ?? ''].filter((x) => x !== '').join(' ') : '—';

export function ReconLineRow({ line, onChanged }: { line: ReconLineView; onChanged: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<string | null>(null);

  async function run(action: () => Promise<string | null>) {
    try {
      setNote(await action());
    } catch (err) {
      setNote(err instanceof Error ? err.message : String(err));
    }
  }
  const explain = () =>
    run(async () => {
      await call('explainReconLine', { lineId: line.id, reason });
      onChanged();
      return null;
    });
  const requery = () =>
    run(async () => {
      const r = await call('requeryIntent', { intentId: line.intentId });
      onChanged();
      return t('recon.requeried', { before: r.before, after: r.after });
    });

  return (
    <tr data-testid={`recon-line-${line.id}`}>
      <td>{line.kind}</td>
      <td>
        {line.memberId ? (
          <a href={`#/players/${line.memberId}?payment=${line.intentId}`} data-testid="recon-payment-link">
            <code>{line.intentId}</code>
          </a>
        ) : (
          <code>{line.intentId}</code>
        )}
        {!line.ours && <div className="muted">{t('recon.notOurs')}</div>}
        {line.providerTxnId && <div className="muted">{line.providerTxnId}</div>}
      </td>
      <td>{sideText(line.ourSide)}</td>
      <td>{sideText(line.theirSide)}</td>
      <td>
        {line.explanation ? (
          <span>
            {line.explanation.reason} — {line.explanation.by}
          </span>
        ) : (
          <span className="inline">
            <input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t('common.reason')}
              aria-label={t('common.reason')}
            />
            <button onClick={() => void explain()}>{t('recon.explain')}</button>
          </span>
        )}
        {line.ours && (
          <button onClick={() => void requery()} className="secondary">
            {t('recon.requery')}
          </button>
        )}
        {note && <div role="status">{note}</div>}
      </td>
    </tr>
  );
}
