/** Payments per day, provider and operator, and what the platform owes its players now. */
import type { Report } from '@nyota/contract/staff/schemas-reports';
import { useT } from '../i18n';
import { count, money, rate } from './report-format';

export function PaymentTable({ report }: { report: Report }) {
  const t = useT();
  const m = (v: number) => money(v, report.currencySymbol);
  return (
    <section>
      <h3>{t('reports.payments')}</h3>
      <div className="scroll">
        <table data-testid="payment-table">
          <thead>
            <tr>
              <th>{t('reports.day')}</th>
              <th>{t('reports.direction')}</th>
              <th>{t('reports.provider')}</th>
              <th>{t('reports.operator')}</th>
              <th>{t('reports.count')}</th>
              <th>{t('reports.successRate')}</th>
              <th>{t('reports.amount')}</th>
              <th>{t('reports.tax')}</th>
            </tr>
          </thead>
          <tbody>
            {report.payments.map((p) => (
              <tr key={`${p.day}:${p.direction}:${p.provider}:${p.operator}`}>
                <td>{p.day}</td>
                <td>{t(p.direction === 'deposit' ? 'reports.deposits' : 'reports.withdrawals')}</td>
                <td>{p.provider}</td>
                <td>{p.operator}</td>
                <td>{t('reports.countOf', { ok: count(p.succeeded), count: count(p.count) })}</td>
                <td>{rate(p.successRateBp)}</td>
                <td>{m(p.amount)}</td>
                <td>{m(p.tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('reports.liabilities')}</h3>
      <table data-testid="liability-table">
        <thead>
          <tr>
            <th>{t('reports.kind')}</th>
            <th>{t('reports.balance')}</th>
            <th>{t('reports.accounts')}</th>
          </tr>
        </thead>
        <tbody>
          {report.liabilities.map((l) => (
            <tr key={l.kind}>
              <td>{l.kind}</td>
              <td>{l.kind === 'cash' || l.kind === 'trial' ? m(l.balance) : count(l.balance)}</td>
              <td>{count(l.accounts)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
