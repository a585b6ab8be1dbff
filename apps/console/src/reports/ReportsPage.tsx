/** Figures (#/reports): the last 7 days at first, any range up to 366 days on request, with CSV exports. */
import { lazy, Suspense, type FormEvent } from 'react';
import { REPORT_TABLES } from '@nyota/contract/staff/schemas-reports';
import { staffRoutes } from '@nyota/contract/staff/routes';
import { useT } from '../i18n';
import { DayTable } from './DayTable';
import { FigureCards } from './FigureCards';
import { GameTable } from './GameTable';
import { PaymentTable } from './PaymentTable';
import { useReport } from './use-report';

// The chart library loads with this chunk only (console budget: docs/staff-console.md#figures).
const FigureChart = lazy(() => import('./FigureChart').then((m) => ({ default: m.FigureChart })));

function csvHref(from: string, to: string, table: string): string {
  return `${staffRoutes.reportsCsv.path}?${new URLSearchParams({ from, to, table }).toString()}`;
}

export function ReportsPage() {
  const t = useT();
  const { report, today, error, range, setRange } = useReport();

  function apply(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setRange({ from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') });
  }

  const todayFigures = today ? report?.days.find((d) => d.day === today) : undefined;
  return (
    <section className="reports">
      <h2>{t('reports.title')}</h2>
      <form className="inline" onSubmit={apply} key={report ? `${report.from}:${report.to}` : 'none'}>
        <label>
          {t('reports.from')} <input name="from" type="date" required defaultValue={report?.from} />
        </label>
        <label>
          {t('reports.to')} <input name="to" type="date" required defaultValue={report?.to} />
        </label>
        <button type="submit">{t('reports.show')}</button>
        {range && (
          <button type="button" onClick={() => setRange(null)}>
            {t('reports.lastWeek')}
          </button>
        )}
      </form>
      {error && <p className="error">{t('common.error', { msg: error })}</p>}
      {!report && !error && <p>{t('reports.loading')}</p>}
      {report && (
        <>
          <p>
            {today
              ? t('reports.last7', { tz: report.timeZone })
              : t('reports.range', { from: report.from, to: report.to, tz: report.timeZone })}
          </p>
          {todayFigures && (
            <FigureCards figures={todayFigures} symbol={report.currencySymbol} title={t('reports.today', { day: today ?? '' })} />
          )}
          <FigureCards figures={report.totals} symbol={report.currencySymbol} title={t('reports.rangeTotals')} />
          <h3>{t('reports.chart')}</h3>
          <Suspense fallback={<p>{t('reports.chartLoading')}</p>}>
            <FigureChart days={report.days} />
          </Suspense>
          <p className="inline">
            {REPORT_TABLES.map((table) => (
              <a key={table} href={csvHref(report.from, report.to, table)} download data-csv={table}>
                {t('reports.csv', { table })}
              </a>
            ))}
          </p>
          <DayTable report={report} />
          <GameTable report={report} />
          <PaymentTable report={report} />
        </>
      )}
    </section>
  );
}
