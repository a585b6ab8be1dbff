/**
 * A report table as CSV (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds a
 * comma, quote or line break, quotes doubled. UTF-8 with a byte-order mark so spreadsheet programs
 * read the names right. Amounts are major units ("1234.50", formatMajor), rates percentages ("97.00").
 * A text cell that starts like a formula (= + - @), other than a plain number, gets a leading apostrophe so
 * a spreadsheet never runs it.
 */
import { formatHundredths, formatMajor } from '@nyota/contract/money/format';
import type { Report, ReportTable } from '@nyota/contract/staff/schemas-reports';

type Cell = string | number | null;
type Column<T> = [header: string, value: (row: T) => Cell];

const BOM = '\uFEFF';
const money = (minor: number) => formatMajor(minor);
const pct = (bp: number | null) => (bp === null ? '' : formatHundredths(bp));

export function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const formulaLike = /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(?:\.\d+)?$/.test(cell);
  const safe = formulaLike ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function toCsv<T>(rows: readonly T[], columns: ReadonlyArray<Column<T>>): string {
  const lines = [columns.map(([h]) => csvField(h)), ...rows.map((r) => columns.map(([, v]) => csvField(v(r))))];
  return BOM + lines.map((l) => l.join(',')).join('\r\n') + '\r\n';
}

type Day = Report['days'][number];
const DAY_COLUMNS: Array<Column<Day>> = [
  ['day', (d) => d.day],
  ['deposits', (d) => d.depositCount],
  ['deposits_succeeded', (d) => d.depositsSucceeded],
  ['deposit_amount', (d) => money(d.depositAmount)],
  ['withdrawals', (d) => d.withdrawalCount],
  ['withdrawals_succeeded', (d) => d.withdrawalsSucceeded],
  ['withdrawal_amount', (d) => money(d.withdrawalAmount)],
  ['stakes', (d) => money(d.stakes)],
  ['wins', (d) => money(d.wins)],
  ['ggr', (d) => money(d.ggr)],
  ['bonus_cost', (d) => money(d.bonusCost)],
  ['excise_owed', (d) => money(d.exciseOwed)],
  ['ngr', (d) => money(d.ngr)],
  ['withholding_tax', (d) => money(d.withholdingTax)],
  ['deposit_tax', (d) => money(d.depositTax)],
  ['active_players', (d) => d.activePlayers],
  ['new_players', (d) => d.newPlayers],
];

type Pay = Report['payments'][number];
const PAYMENT_COLUMNS: Array<Column<Pay>> = [
  ['day', (p) => p.day],
  ['direction', (p) => p.direction],
  ['provider', (p) => p.provider],
  ['operator', (p) => p.operator],
  ['count', (p) => p.count],
  ['succeeded', (p) => p.succeeded],
  ['failed', (p) => p.failed],
  ['success_rate_pct', (p) => pct(p.successRateBp)],
  ['amount', (p) => money(p.amount)],
  ['tax', (p) => money(p.tax)],
  ['fee', (p) => money(p.fee)],
];

type Game = Report['games'][number];
const GAME_COLUMNS: Array<Column<Game>> = [
  ['day', (g) => g.day],
  ['game', (g) => g.name],
  ['house_account', (g) => g.house],
  ['stakes', (g) => money(g.stakes)],
  ['wins', (g) => money(g.wins)],
  ['ggr', (g) => money(g.ggr)],
  ['excise_owed', (g) => money(g.exciseOwed)],
  ['ngr', (g) => money(g.ngr)],
  ['rtp_measured_pct', (g) => pct(g.measuredRtpBp)],
  ['rtp_published_pct', (g) => pct(g.publishedRtpBp)],
];

export function reportCsv(report: Report, table: ReportTable): string {
  switch (table) {
    case 'days':
      return toCsv(report.days, DAY_COLUMNS);
    case 'payments':
      return toCsv(report.payments, PAYMENT_COLUMNS);
    case 'games':
      return toCsv(report.games, GAME_COLUMNS);
  }
}
