/**
 * pawaPay v2 wallet statements, built from the sandbox's own records (docs: finances/
 * initiate-statement, check-statement-status). A statement lists the payments that moved the
 * wallet (completed deposits, payouts and refunds) created in [startDate, endDate), in UTC, as a CSV
 * with pawaPay's documented column names. Injected discrepancies (control API) change what the
 * statement says, never the payments: an omission, another amount or status, a phantom payment
 * (filed at 12:00 UTC of its day).
 *
 * Generation is asynchronous as on pawaPay: a new statement answers PROCESSING to its first status
 * check and COMPLETED (with a downloadUrl) from the second, so a client that does not poll fails.
 * The file is built when it completes and served at a pre-signed URL without the API token.
 * Statements live in memory: a restarted sandbox has forgotten them, as an expired link would be.
 */
import { gzipSync } from 'node:zlib';
import { iso, type SimClock } from '../core/clock.js';
import { newUuid, receiptId } from '../core/ids.js';
import { formatAmount, type Decimals } from '../core/money.js';
import type { SandboxStore } from '../core/store.js';
import type { Discrepancy, Intent } from '../core/types.js';
import { pawapayProvider } from './pawapay.providers.js';
import { pawapayStatus } from './pawapay.wire.js';

export const STATEMENT_COLUMNS = [
  'Creation Date',
  'MSISDN',
  'Transaction ID',
  'Financial Transaction ID',
  'Amount',
  'Currency',
  'Country',
  'MNO',
  'Type',
  'Status',
] as const;
type Column = (typeof STATEMENT_COLUMNS)[number];
export type StatementCsvRow = Record<Column, string>;

const TYPE: Record<Intent['direction'], string> = { collection: 'DEPOSIT', payout: 'PAYOUT', refund: 'REFUND' };
const DAY_MS = 24 * 3600_000;
export const MAX_STATEMENT_RANGE_MS = 31 * DAY_MS;

export interface StatementRecord {
  statementId: string;
  wallet: { country: string; currency: string; provider?: string };
  startMs: number;
  endMs: number;
  createdMs: number;
  compressed: boolean;
  checks: number;
  /** Set on completion: the pre-signed download token and the file. */
  token?: string;
  file?: Buffer;
  completedMs?: number;
}

function rowOf(i: Intent): StatementCsvRow {
  const provider = pawapayProvider(i.product);
  const decimals: Decimals = provider?.decimals ?? 2;
  return {
    'Creation Date': iso(i.createdAt),
    MSISDN: i.msisdn,
    'Transaction ID': i.id,
    'Financial Transaction ID': i.providerTxnId ?? '',
    Amount: formatAmount(i.amountMinor, decimals),
    Currency: i.currency,
    Country: provider?.country ?? '',
    MNO: i.product,
    Type: TYPE[i.direction],
    Status: pawapayStatus(i.phase),
  };
}

function applyDiscrepancy(rows: StatementCsvRow[], d: Discrepancy, startMs: number, endMs: number): StatementCsvRow[] {
  const mine = (r: StatementCsvRow) => r['Transaction ID'] === d.intentId;
  switch (d.kind) {
    case 'omit':
      return rows.filter((r) => !mine(r));
    case 'amount_mismatch':
      return rows.map((r) =>
        mine(r) && d.amountMinor !== undefined
          ? { ...r, Amount: formatAmount(d.amountMinor, r.Amount.includes('.') ? 2 : 0) }
          : r,
      );
    case 'status_mismatch':
      return rows.map((r) => (mine(r) && d.status ? { ...r, Status: d.status } : r));
    case 'phantom': {
      const created = Date.parse(`${d.date}T12:00:00Z`);
      if (created < startMs || created >= endMs) return rows;
      return [
        ...rows,
        {
          'Creation Date': iso(created),
          MSISDN: d.msisdn ?? '260961234567',
          'Transaction ID': d.intentId ?? newUuid(),
          'Financial Transaction ID': receiptId(10),
          Amount: formatAmount(d.amountMinor ?? 10_000, 2),
          Currency: d.currency ?? 'ZMW',
          Country: 'ZMB',
          MNO: 'MTN_MOMO_ZMB',
          Type: 'DEPOSIT',
          Status: d.status ?? 'COMPLETED',
        },
      ];
    }
  }
}

/** The wallet's movements in [startMs, endMs): completed pawaPay payments in the wallet's currency. */
export function statementRows(
  store: SandboxStore,
  rec: Pick<StatementRecord, 'wallet' | 'startMs' | 'endMs'>,
): StatementCsvRow[] {
  const intents = Object.values(store.data.intents)
    .filter((i) => i.provider === 'pawapay' && i.phase === 'succeeded' && i.currency === rec.wallet.currency)
    .filter((i) => i.createdAt >= rec.startMs && i.createdAt < rec.endMs)
    .filter((i) => !rec.wallet.provider || i.product === rec.wallet.provider)
    .sort((a, b) => a.createdAt - b.createdAt);
  let rows = intents.map(rowOf);
  for (const d of store.data.discrepancies.filter((x) => x.provider === 'pawapay')) {
    rows = applyDiscrepancy(rows, d, rec.startMs, rec.endMs);
  }
  return rows;
}

export function statementCsv(rows: readonly StatementCsvRow[]): string {
  const cell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = [STATEMENT_COLUMNS.join(','), ...rows.map((r) => STATEMENT_COLUMNS.map((c) => cell(r[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

export class PawapayStatements {
  private readonly records = new Map<string, StatementRecord>();

  constructor(
    private readonly store: SandboxStore,
    private readonly clock: SimClock,
  ) {}

  create(input: Omit<StatementRecord, 'statementId' | 'createdMs' | 'checks'>): StatementRecord {
    const rec: StatementRecord = { ...input, statementId: newUuid(), createdMs: this.clock.nowMs(), checks: 0 };
    this.records.set(rec.statementId, rec);
    return rec;
  }

  /** A status check: the first answers PROCESSING, the next ones complete the file. */
  check(statementId: string): StatementRecord | undefined {
    const rec = this.records.get(statementId);
    if (!rec) return undefined;
    rec.checks++;
    if (rec.checks >= 2 && !rec.file) {
      const csv = Buffer.from(statementCsv(statementRows(this.store, rec)), 'utf8');
      rec.file = rec.compressed ? gzipSync(csv) : csv;
      rec.token = newUuid().replace(/-/g, '');
      rec.completedMs = this.clock.nowMs();
    }
    return rec;
  }

  /** The file behind a download link, while the link is valid (one day after completion). */
  file(statementId: string, token: string): StatementRecord | undefined {
    const rec = this.records.get(statementId);
    if (!rec?.file || !rec.token || rec.token !== token) return undefined;
    if ((rec.completedMs ?? 0) + DAY_MS <= this.clock.nowMs()) return undefined;
    return rec;
  }
}
