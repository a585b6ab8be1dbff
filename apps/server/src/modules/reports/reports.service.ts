/** Staff reports (docs/staff-console.md#figures): reads the ledger, payments and members, builds the figures. */
import type { MarketPreset } from '@nyota/contract/markets';
import type { Report, ReportTable } from '@nyota/contract/staff/schemas-reports';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { LedgerFigures } from '../ledger/index.js';
import { PaymentFigures } from '../payments/index.js';
import { MemberFigures } from '../members/index.js';
import { buildReport } from './report-builder.js';
import { reportCsv } from './report-csv.js';
import { addDays, reportWindow, today } from './report-window.js';
import { publishedGames } from './published-games.js';

/** The dashboard's span: today and the 6 days before it. */
export const DASHBOARD_DAYS = 7;

export class ReportsService {
  private readonly ledger: LedgerFigures;
  private readonly payments: PaymentFigures;
  private readonly members: MemberFigures;

  constructor(
    private readonly db: Db,
    private readonly market: MarketPreset,
    private readonly clock: Clock,
  ) {
    this.ledger = new LedgerFigures(db);
    this.payments = new PaymentFigures(db);
    this.members = new MemberFigures(db);
  }

  async dashboard(): Promise<{ today: string; report: Report }> {
    const day = today(this.clock.now(), this.market.timeZone);
    return { today: day, report: await this.report(addDays(day, 1 - DASHBOARD_DAYS), day) };
  }

  async report(from: string, to: string): Promise<Report> {
    const w = reportWindow(from, to, this.market.timeZone);
    const [houses, flows, payments, active, activeInRange, fresh, liabilities, games] = await Promise.all([
      this.ledger.houseDays(w),
      this.ledger.systemFlowDays(w),
      this.payments.days(w),
      this.ledger.activePlayerDays(w),
      this.ledger.activePlayers(w),
      this.members.newMemberDays(w),
      this.ledger.liabilities(),
      publishedGames(this.db),
    ]);
    return buildReport({
      market: this.market,
      from,
      to,
      days: w.days,
      houses,
      flows,
      payments,
      active,
      activeInRange,
      fresh,
      liabilities,
      games,
    });
  }

  async csv(from: string, to: string, table: ReportTable): Promise<{ filename: string; body: string }> {
    const report = await this.report(from, to);
    return { filename: `nyota-${this.market.code}-${table}-${from}-${to}.csv`, body: reportCsv(report, table) };
  }
}
