/**
 * The provider's daily statement, for the reconciler: every transaction the provider finalised (or,
 * if still open, created) on a simulated UTC day, with the provider's own status strings. Injected
 * discrepancies change what the statement says without touching the transactions themselves: a
 * phantom transaction the platform never saw, a different amount or status, or an omission.
 */
import { iso } from '../core/clock.js';
import { newUuid, numericId, receiptId } from '../core/ids.js';
import { formatAmount } from '../core/money.js';
import type { SandboxStore } from '../core/store.js';
import type { Discrepancy, Intent, ProviderId } from '../core/types.js';
import { mtnStatus } from '../mtn/mtn.wire.js';
import { pawapayProvider } from '../pawapay/pawapay.providers.js';
import { pawapayStatus } from '../pawapay/pawapay.wire.js';

export interface StatementRow {
  provider: ProviderId;
  type: string;
  id: string;
  providerTransactionId: string | null;
  amount: string;
  currency: string;
  msisdn: string;
  status: string;
  created: string;
  completed: string | null;
  reference: string | null;
}

const TYPES: Record<ProviderId, Record<Intent['direction'], string>> = {
  pawapay: { collection: 'DEPOSIT', payout: 'PAYOUT', refund: 'REFUND' },
  mtn: { collection: 'REQUEST_TO_PAY', payout: 'TRANSFER', refund: 'REFUND' },
};

export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function decimalsOf(intent: Intent): 0 | 2 {
  return intent.provider === 'pawapay' ? (pawapayProvider(intent.product)?.decimals ?? 2) : 2;
}

function rowOf(i: Intent): StatementRow {
  const ref = i.wire['clientReferenceId'] ?? i.wire['externalId'];
  return {
    provider: i.provider,
    type: TYPES[i.provider][i.direction],
    id: i.id,
    providerTransactionId: i.providerTxnId ?? null,
    amount: formatAmount(i.amountMinor, decimalsOf(i)),
    currency: i.currency,
    msisdn: i.msisdn,
    status: i.provider === 'pawapay' ? pawapayStatus(i.phase) : mtnStatus(i.phase),
    created: iso(i.createdAt),
    completed: i.finalAt !== undefined ? iso(i.finalAt) : null,
    reference: typeof ref === 'string' ? ref : null,
  };
}

export function buildStatement(store: SandboxStore, provider: ProviderId, date: string): StatementRow[] {
  const intents = Object.values(store.data.intents)
    .filter((i) => i.provider === provider && dayOf(i.finalAt ?? i.createdAt) === date)
    .sort((a, b) => (a.finalAt ?? a.createdAt) - (b.finalAt ?? b.createdAt));
  let rows = intents.map(rowOf);
  for (const d of store.data.discrepancies.filter((x) => x.provider === provider && x.date === date)) {
    rows = applyDiscrepancy(rows, d);
  }
  return rows;
}

function applyDiscrepancy(rows: StatementRow[], d: Discrepancy): StatementRow[] {
  switch (d.kind) {
    case 'omit':
      return rows.filter((r) => r.id !== d.intentId);
    case 'amount_mismatch':
      return rows.map((r) =>
        r.id === d.intentId && d.amountMinor !== undefined
          ? { ...r, amount: formatAmount(d.amountMinor, r.amount.includes('.') ? 2 : 0) }
          : r,
      );
    case 'status_mismatch':
      return rows.map((r) => (r.id === d.intentId && d.status ? { ...r, status: d.status } : r));
    case 'phantom':
      return [
        ...rows,
        {
          provider: d.provider,
          type: d.provider === 'pawapay' ? 'DEPOSIT' : 'REQUEST_TO_PAY',
          id: d.intentId ?? newUuid(),
          providerTransactionId: d.provider === 'pawapay' ? receiptId(10) : numericId(9),
          amount: formatAmount(d.amountMinor ?? 10_000, 2),
          currency: d.currency ?? 'ZMW',
          msisdn: d.msisdn ?? '260961234567',
          status: d.status ?? (d.provider === 'pawapay' ? 'COMPLETED' : 'SUCCESSFUL'),
          created: `${d.date}T12:00:00Z`,
          completed: `${d.date}T12:00:05Z`,
          reference: null,
        },
      ];
  }
}

const COLUMNS: Array<keyof StatementRow> = [
  'provider',
  'type',
  'id',
  'providerTransactionId',
  'amount',
  'currency',
  'msisdn',
  'status',
  'created',
  'completed',
  'reference',
];

export function toCsv(rows: StatementRow[]): string {
  const cell = (v: unknown) => {
    const s = v === null || v === undefined ? '' : String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => cell(r[c])).join(','))].join('\n') + '\n';
}
