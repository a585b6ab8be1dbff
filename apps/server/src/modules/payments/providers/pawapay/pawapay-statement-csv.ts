/**
 * Reads a pawaPay wallet statement file (CSV, optionally gzip) into statement lines.
 *
 * pawaPay documents the statement's columns by name (dashboard docs, "Data in statements"):
 * Creation Date (UTC), MSISDN, Transaction ID (the id we chose: depositId/payoutId/refundId),
 * Amount, Currency, Country, MNO, Type. It does not publish the order, so columns are found by their
 * header name, case-insensitively, and unknown columns are ignored. Two columns are read when
 * present: Status (a wallet statement lists the movements of the balance, so a line without one is
 * taken as COMPLETED) and Financial Transaction ID (the operator's receipt id). Rows whose Type is
 * not a payment (fees, top-ups, withdrawals to a bank, adjustments) are counted, not matched.
 */
import { gunzipSync } from 'node:zlib';
import { parseMajor } from '@nyota/contract/money/format';
import { COUNTRY_CURRENCY, type Currency, type Direction } from '../provider-adapter.js';
import type { StatementLine } from '../../statement-reader.js';
import { mapPaymentStatus } from './pawapay-wire.js';

export class StatementFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementFormatError';
  }
}

export interface ParsedStatement {
  lines: StatementLine[];
  /** Rows that move the wallet but are not payments of ours (fees, top-ups, adjustments). */
  otherRows: number;
}

const DIRECTION_OF_TYPE: Record<string, Direction> = { DEPOSIT: 'COLLECTION', PAYOUT: 'PAYOUT', REFUND: 'REFUND' };
const REQUIRED = ['creation date', 'transaction id', 'amount', 'currency', 'type'] as const;
const CURRENCIES = new Set<string>(Object.values(COUNTRY_CURRENCY));

/** The downloaded bytes: gzip when they start with the gzip magic number, else UTF-8 CSV. */
export function statementText(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes);
  const text = buf[0] === 0x1f && buf[1] === 0x8b ? gunzipSync(buf).toString('utf8') : buf.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function parseStatementCsv(text: string): ParsedStatement {
  const rows = csvRows(text).filter((r) => r.some((c) => c.trim() !== ''));
  const header = rows.shift();
  if (!header) return { lines: [], otherRows: 0 };
  const index = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  for (const name of REQUIRED) {
    if (!index.has(name)) throw new StatementFormatError(`statement has no "${name}" column`);
  }
  const cell = (row: string[], name: string): string => {
    const i = index.get(name);
    return i === undefined ? '' : (row[i] ?? '').trim();
  };
  const lines: StatementLine[] = [];
  let otherRows = 0;
  rows.forEach((row, n) => {
    const direction = DIRECTION_OF_TYPE[cell(row, 'type').toUpperCase().replace(/\s+/g, '_')];
    if (!direction) {
      otherRows++;
      return;
    }
    const where = `statement row ${n + 2}`;
    const amount = parseMajor(cell(row, 'amount').replace(/^-/, ''));
    const currency = cell(row, 'currency').toUpperCase();
    const created = parseUtc(cell(row, 'creation date'));
    const intentId = cell(row, 'transaction id');
    if (amount === null) throw new StatementFormatError(`${where}: unreadable amount "${cell(row, 'amount')}"`);
    if (!CURRENCIES.has(currency)) throw new StatementFormatError(`${where}: unknown currency "${currency}"`);
    if (!created) throw new StatementFormatError(`${where}: unreadable creation date "${cell(row, 'creation date')}"`);
    if (intentId === '') throw new StatementFormatError(`${where}: no transaction id`);
    const status = cell(row, 'status');
    const txn = cell(row, 'financial transaction id');
    const msisdn = cell(row, 'msisdn');
    lines.push({
      intentId,
      direction,
      status: mapPaymentStatus(status === '' ? 'COMPLETED' : status.toUpperCase()).status,
      money: { minor: amount, currency: currency as Currency },
      createdAt: created,
      ...(txn ? { providerTxnId: txn } : {}),
      ...(msisdn ? { msisdn } : {}),
    });
  });
  return { lines, otherRows };
}

/** "2025-05-10T10:00:00Z", "2025-05-10T10:00:00" or "2025-05-10 10:00:00": all UTC (pawaPay's zone). */
function parseUtc(s: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?)(Z|[+-]\d{2}:?\d{2})?$/.exec(s);
  if (!m) return null;
  const frac = m[2]?.replace(/(\.\d{3})\d+$/, '$1');
  const t = Date.parse(`${m[1]}T${frac}${m[3] ?? 'Z'}`);
  return Number.isNaN(t) ? null : new Date(t);
}

/** RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks; CRLF or LF. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cellText = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cellText += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cellText += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cellText);
      cellText = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cellText);
      rows.push(row);
      row = [];
      cellText = '';
    } else cellText += c;
  }
  if (cellText !== '' || row.length > 0) {
    row.push(cellText);
    rows.push(row);
  }
  return rows;
}
