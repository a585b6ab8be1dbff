/** The headline figures of one day (today on the dashboard) or of the whole range. */
import type { DayFigures } from '@nyota/contract/staff/schemas-reports';
import { useT, type MessageKey } from '../i18n';
import { count, money } from './report-format';

export function FigureCards({ figures, symbol, title }: { figures: DayFigures; symbol: string; title: string }) {
  const t = useT();
  const cards: Array<[MessageKey, string, string?]> = [
    [
      'reports.deposits',
      money(figures.depositAmount, symbol),
      t('reports.countOf', { ok: count(figures.depositsSucceeded), count: count(figures.depositCount) }),
    ],
    [
      'reports.withdrawals',
      money(figures.withdrawalAmount, symbol),
      t('reports.countOf', { ok: count(figures.withdrawalsSucceeded), count: count(figures.withdrawalCount) }),
    ],
    ['reports.stakes', money(figures.stakes, symbol)],
    ['reports.ggr', money(figures.ggr, symbol)],
    ['reports.ngr', money(figures.ngr, symbol)],
    ['reports.bonusCost', money(figures.bonusCost, symbol)],
    ['reports.excise', money(figures.exciseOwed, symbol)],
    ['reports.withholding', money(figures.withholdingTax, symbol)],
    ['reports.active', count(figures.activePlayers)],
    ['reports.new', count(figures.newPlayers)],
  ];
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <dl className="figures">
        {cards.map(([label, value, note]) => (
          <div key={label} data-figure={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
            {note && <dd className="note">{note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
