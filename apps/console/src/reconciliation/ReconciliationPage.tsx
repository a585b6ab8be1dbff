/** #/reconciliation: the daily reports, newest first, and a day reconciled on demand; #/reconciliation/<id> opens one. */
import { useState } from 'react';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { ReconReportView } from './ReconReportView';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

function RunForm() {
  const t = useT();
  const [provider, setProvider] = useState('pawapay');
  const [day, setDay] = useState(yesterday);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function run() {
    try {
      const r = await call('runReconciliation', { provider, day, reason });
      window.location.hash = `#/reconciliation/${r.id}`;
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <p className="inline">
      <input value={provider} onChange={(e) => setProvider(e.target.value)} aria-label={t('recon.provider')} />
      <input type="date" value={day} onChange={(e) => setDay(e.target.value)} aria-label={t('recon.day')} />
      <input
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={t('common.reason')}
        aria-label={t('common.reason')}
      />
      <button onClick={() => void run()}>{t('recon.run')}</button>
      {error && <span className="error">{error}</span>}
    </p>
  );
}

function ReportList() {
  const t = useT();
  const [onlyOpen, setOnlyOpen] = useState(false);
  const list = useLoad(() => call('listReconReports', onlyOpen ? { unexplainedOnly: '1' } : {}), String(onlyOpen));
  return (
    <section>
      <h2>{t('recon.title')}</h2>
      <p>
        <a href="#/reconciliation/paybill">{t('nav.paybillUnmatched')}</a>
      </p>
      <RunForm />
      <label className="check">
        <input type="checkbox" checked={onlyOpen} onChange={(e) => setOnlyOpen(e.target.checked)} /> {t('recon.unexplainedOnly')}
      </label>
      {list.error && <p className="error">{t('common.error', { msg: list.error })}</p>}
      {list.data?.items.length === 0 && <p>{t('common.empty')}</p>}
      <table>
        <thead>
          <tr>
            <th>{t('recon.day')}</th>
            <th>{t('recon.provider')}</th>
            <th>{t('recon.differences')}</th>
            <th>{t('recon.unexplained')}</th>
            <th>{t('recon.runs')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list.data?.items.map((r) => (
            <tr key={r.id}>
              <td>{r.day}</td>
              <td>{r.provider}</td>
              <td>{r.differenceCount}</td>
              <td>{r.unexplainedCount}</td>
              <td>{r.runCount}</td>
              <td>
                <a href={`#/reconciliation/${r.id}`}>{t('recon.open')}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ReconciliationPage({ sub }: { sub: string[] }) {
  const [id] = sub;
  return id ? <ReconReportView id={id} /> : <ReportList />;
}
