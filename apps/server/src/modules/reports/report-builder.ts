/**
 * Assembles a report from the modules' raw figures (docs/staff-console.md#figures). Pure: the same
 * rows always give the same report, so the arithmetic is tested without a database.
 */
import type { MarketPreset } from '@nyota/contract/markets';
import type { DayFigures, GameLine, PaymentLine, Report } from '@nyota/contract/staff/schemas-reports';
import type { HouseDay, PlayersDay, SystemFlowDay } from '../ledger/index.js';
import type { PaymentFigureRow } from '../payments/index.js';
import { exciseRateOn, gameLines, gameTotals } from './report-games.js';
import type { PublishedGame } from './published-games.js';

export interface ReportInputs {
  market: MarketPreset;
  from: string;
  to: string;
  days: string[];
  houses: HouseDay[];
  flows: SystemFlowDay[];
  payments: PaymentFigureRow[];
  active: PlayersDay[];
  activeInRange: number;
  fresh: PlayersDay[];
  liabilities: Report['liabilities'];
  games: PublishedGame[];
}

function paymentLine(r: PaymentFigureRow): PaymentLine {
  const ended = r.succeeded + r.failed;
  return { ...r, successRateBp: ended > 0 ? Math.floor((r.succeeded * 10_000) / ended) : null };
}

const total = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

function flow(flows: readonly SystemFlowDay[], system: string, kind: string | null, f: (r: SystemFlowDay) => number) {
  return total(
    flows.filter((r) => r.system === system && (kind === null || r.transferKind === kind)),
    f,
  );
}

function dayFigures(day: string, i: ReportInputs, games: readonly GameLine[], payments: readonly PaymentLine[]): DayFigures {
  const mine = games.filter((g) => g.day === day);
  const pay = payments.filter((p) => p.day === day);
  const flows = i.flows.filter((f) => f.day === day);
  const dep = pay.filter((p) => p.direction === 'deposit');
  const wd = pay.filter((p) => p.direction === 'withdraw');
  const ggr = total(mine, (g) => g.ggr);
  const exciseOwed = total(mine, (g) => g.exciseOwed);
  // Bonus money today is the promotion account's subsidy of deposit tax; net of anything returned to it.
  const bonusCost = flow(flows, 'promotion_expense', null, (r) => r.outflow - r.inflow);
  return {
    day,
    depositCount: total(dep, (p) => p.count),
    depositsSucceeded: total(dep, (p) => p.succeeded),
    depositAmount: total(dep, (p) => p.amount),
    withdrawalCount: total(wd, (p) => p.count),
    withdrawalsSucceeded: total(wd, (p) => p.succeeded),
    withdrawalAmount: total(wd, (p) => p.amount),
    stakes: total(mine, (g) => g.stakes),
    wins: total(mine, (g) => g.wins),
    ggr,
    bonusCost,
    exciseOwed,
    depositTax: flow(flows, 'tax_payable', 'deposit', (r) => r.inflow),
    ngr: ggr - bonusCost - exciseOwed,
    withholdingTax: flow(flows, 'tax_payable', 'withdraw_settle', (r) => r.inflow),
    activePlayers: i.active.find((a) => a.day === day)?.players ?? 0,
    newPlayers: i.fresh.find((a) => a.day === day)?.players ?? 0,
  };
}

const SUMMED = [
  'depositCount',
  'depositsSucceeded',
  'depositAmount',
  'withdrawalCount',
  'withdrawalsSucceeded',
  'withdrawalAmount',
  'stakes',
  'wins',
  'ggr',
  'bonusCost',
  'exciseOwed',
  'depositTax',
  'ngr',
  'withholdingTax',
  'newPlayers',
] as const satisfies ReadonlyArray<keyof DayFigures>;

/** The range's line: every figure summed, except active players, counted once each over the range. */
function sumDays(days: readonly DayFigures[], activeInRange: number): DayFigures {
  const out: DayFigures = { ...emptyDay(''), activePlayers: activeInRange };
  for (const k of SUMMED) out[k] = total(days, (d) => d[k]);
  return out;
}

function emptyDay(day: string): DayFigures {
  return {
    day,
    depositCount: 0,
    depositsSucceeded: 0,
    depositAmount: 0,
    withdrawalCount: 0,
    withdrawalsSucceeded: 0,
    withdrawalAmount: 0,
    stakes: 0,
    wins: 0,
    ggr: 0,
    bonusCost: 0,
    exciseOwed: 0,
    depositTax: 0,
    ngr: 0,
    withholdingTax: 0,
    activePlayers: 0,
    newPlayers: 0,
  };
}

export function buildReport(i: ReportInputs): Report {
  const games = gameLines(i.houses, i.games, i.market);
  const payments = i.payments.map(paymentLine);
  const days = i.days.map((d) => dayFigures(d, i, games, payments));
  return {
    market: i.market.code,
    currencySymbol: i.market.currencySymbol,
    timeZone: i.market.timeZone,
    from: i.from,
    to: i.to,
    exciseStakeRateBp: exciseRateOn(i.market, i.to),
    days,
    totals: sumDays(days, i.activeInRange),
    payments,
    games,
    gameTotals: gameTotals(games, i.games),
    liabilities: i.liabilities,
  };
}
