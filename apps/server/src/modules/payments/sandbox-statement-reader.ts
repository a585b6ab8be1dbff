/**
 * Reads the in-process sandbox's daily statement (GET <sandbox>/control/statement) as a provider
 * statement. The sandbox files a transaction under the UTC day it was finalised (or created, while
 * open), so the reader fetches the days around the period and keeps the rows created inside it,
 * the same rule the reconciler uses for our side.
 */
import { z } from 'zod';
import { parseMajor } from './providers/money-format.js';
import type { Currency, Direction, Status } from './providers/provider-adapter.js';
import type { StatementLine, StatementReader } from './statement-reader.js';

const rowSchema = z.object({
  type: z.string(),
  id: z.string(),
  providerTransactionId: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  msisdn: z.string(),
  status: z.string(),
  created: z.string(),
});
const statementSchema = z.object({ transactions: z.array(rowSchema) });

const DIRECTIONS: Record<string, Direction> = {
  DEPOSIT: 'COLLECTION',
  REQUEST_TO_PAY: 'COLLECTION',
  PAYOUT: 'PAYOUT',
  TRANSFER: 'PAYOUT',
  REFUND: 'REFUND',
};

/** pawaPay and MTN status strings on a statement. */
export function statementStatus(s: string): Status {
  if (s === 'COMPLETED' || s === 'SUCCESSFUL') return 'SUCCEEDED';
  if (s === 'FAILED' || s === 'REJECTED') return 'FAILED';
  if (s === 'ACCEPTED' || s === 'SUBMITTED') return 'SUBMITTED';
  if (s === 'PROCESSING' || s === 'PENDING' || s === 'ENQUEUED' || s === 'IN_RECONCILIATION') return 'PENDING';
  return 'UNKNOWN';
}

const DAY_MS = 24 * 3600_000;

export class SandboxStatementReader implements StatementReader {
  constructor(
    private readonly sandboxBaseUrl: string,
    readonly providerId: 'pawapay' | 'mtn',
  ) {}

  async read(period: { start: Date; end: Date }): Promise<StatementLine[]> {
    const lines = new Map<string, StatementLine>();
    for (let t = period.start.getTime() - DAY_MS; t < period.end.getTime() + 2 * DAY_MS; t += DAY_MS) {
      const date = new Date(t).toISOString().slice(0, 10);
      const res = await fetch(`${this.sandboxBaseUrl}/control/statement?provider=${this.providerId}&date=${date}`, {
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`sandbox statement ${date}: HTTP ${res.status}`);
      const body = statementSchema.parse(await res.json());
      for (const row of body.transactions) {
        const created = Date.parse(row.created);
        if (!(created >= period.start.getTime() && created < period.end.getTime())) continue;
        const minor = parseMajor(row.amount);
        const direction = DIRECTIONS[row.type];
        if (minor === null || !direction) throw new Error(`sandbox statement row ${row.id} is unreadable`);
        lines.set(row.id, {
          intentId: row.id,
          direction,
          status: statementStatus(row.status),
          money: { minor, currency: row.currency as Currency },
          msisdn: row.msisdn,
          ...(row.providerTransactionId ? { providerTxnId: row.providerTransactionId } : {}),
        });
      }
    }
    return [...lines.values()];
  }
}
