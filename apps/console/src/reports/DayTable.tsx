/** The report's days, one row each. */
import type { Report } from '@nyota/contract/staff/schemas-reports';
import { useT } from '../i18n';
import { count, money } from './report-format';

export function DayTable({ report }: { report: Report }) {
  const t = useT();
  const m = (v: number) => money(v, report.currencySymbol);
  return (
    <section>
      <h3>{t('reports.byDay')}</h3>
      <div className="scroll">
        <table data-testid="day-table">
          <thead>
            <tr>
              <th>{t('reports.day')}</th>
              <th>{t('reports.deposits')}</th>
              <th>{t('reports.withdrawals')}</th>
              <th>{t('reports.stakes')}</th>
              <th>{t('reports.wins')}</th>
              <th>{t('reports.ggr')}</th>
              <th>{t('reports.bonusCost')}</th>
              <th>{t('reports.excise')}</th>
              <th>{t('reports.ngr')}</th>
              <th>{t('reports.withholding')}</th>
              <th>{t('reports.depositTax')}</th>
              <th>{t('reports.active')}</th>
              <th>{t('reports.new')}</th>
            </tr>
          </thead>
          <tbody>
            {[...report.days].reverse().map((d) => (
              <tr key={d.day} data-day={d.day}>
                <td>{d.day}</td>
                <td>{m(d.depositAmount)}</td>
                <td>{m(d.withdrawalAmount)}</td>
                <td>{m(d.stakes)}</td>
                <td>{m(d.wins)}</td>
                <td>{m(d.ggr)}</td>
                <td>{m(d.bonusCost)}</td>
                <td>{m(d.exciseOwed)}</td>
                <td>{m(d.ngr)}</td>
                <td>{m(d.withholdingTax)}</td>
                <td>{m(d.depositTax)}</td>
                <td>{count(d.activePlayers)}</td>
                <td>{count(d.newPlayers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
