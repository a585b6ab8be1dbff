/** #/reconciliation/<id>: one day's report and its differences. */
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { ReconLineRow } from './ReconLineRow';

export function ReconReportView({ id }: { id: string }) {
  const t = useT();
  const report = useLoad(() => call('getReconReport', { id }), id);
  const r = report.data;
  return (
    <section>
      <p>
        <a href="#/reconciliation">{t('recon.back')}</a>
      </p>
      {report.error && <p className="error">{t('common.error', { msg: report.error })}</p>}
      {r && (
        <>
          <h2>
            {r.provider} {r.day}
          </h2>
          <p>
            {t('recon.differences')}: {r.differenceCount} · {t('recon.unexplained')}:{' '}
            <span data-testid="unexplained">{r.unexplainedCount}</span>
          </p>
          {r.lines.length === 0 && <p>{t('common.empty')}</p>}
          <table>
            <thead>
              <tr>
                <th>{t('recon.kind')}</th>
                <th>{t('recon.intent')}</th>
                <th>{t('recon.ours')}</th>
                <th>{t('recon.theirs')}</th>
                <th>{t('recon.explanation')}</th>
              </tr>
            </thead>
            <tbody>
              {r.lines.map((l) => (
                <ReconLineRow key={l.id} line={l} onChanged={report.reload} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
