/** Per game over the range: stakes, wins, GGR, excise, NGR and measured against published RTP. */
import type { Report } from '@nyota/contract/staff/schemas-reports';
import { useT } from '../i18n';
import { money, rate } from './report-format';

export function GameTable({ report }: { report: Report }) {
  const t = useT();
  const m = (v: number) => money(v, report.currencySymbol);
  return (
    <section>
      <h3>{t('reports.byGame')}</h3>
      <p>
        {report.exciseStakeRateBp === null
          ? t('reports.noExcise')
          : t('reports.exciseRate', { rate: rate(report.exciseStakeRateBp) })}
      </p>
      <div className="scroll">
        <table data-testid="game-table">
          <thead>
            <tr>
              <th>{t('reports.game')}</th>
              <th>{t('reports.stakes')}</th>
              <th>{t('reports.wins')}</th>
              <th>{t('reports.ggr')}</th>
              <th>{t('reports.excise')}</th>
              <th>{t('reports.ngr')}</th>
              <th>{t('reports.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {report.gameTotals.map((g) => (
              <tr key={g.house} data-house={g.house}>
                <td>{g.name}</td>
                <td>{m(g.stakes)}</td>
                <td>{m(g.wins)}</td>
                <td>{m(g.ggr)}</td>
                <td>{m(g.exciseOwed)}</td>
                <td>{m(g.ngr)}</td>
                <td>
                  {rate(g.measuredRtpBp)} / {rate(g.publishedRtpBp)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
