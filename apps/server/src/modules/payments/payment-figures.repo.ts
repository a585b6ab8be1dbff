/**
 * Read-only payment figures for the staff reports (docs/staff-console.md#figures). A payment counts on
 * the local day it became final (when its ledger transfer is written), or the day it was made while
 * it is still open.
 */
import { sql } from 'kysely';
import { minorFrom, type Minor } from '@nyota/contract/money/minor';
import type { Db } from '../../platform/db/database.js';

export interface PaymentFigureRow {
  day: string;
  direction: 'deposit' | 'withdraw';
  provider: string;
  operator: string;
  count: number;
  succeeded: number;
  failed: number;
  /** Deposits: money received from the provider; withdrawals: money taken from the player's cash. */
  amount: Minor;
  /** Withholding tax on withdrawals, tax on deposits where the market taxes them. */
  tax: Minor;
  fee: Minor;
}

export class PaymentFiguresRepo {
  async days(db: Db, w: { from: Date; to: Date; timeZone: string }): Promise<PaymentFigureRow[]> {
    const at = sql`coalesce(finalized_at, created_at)`;
    const ok = sql`status = 'SUCCEEDED'`;
    const rows = await sql<{
      day: string;
      direction: string;
      provider: string;
      operator: string;
      count: string;
      succeeded: string;
      failed: string;
      amount: string;
      tax: string;
      fee: string;
    }>`
      select to_char(${at} at time zone ${w.timeZone}, 'YYYY-MM-DD') as day, direction, provider, operator,
        count(*) as count, count(*) filter (where ${ok}) as succeeded, count(*) filter (where status = 'FAILED') as failed,
        coalesce(sum(case when direction = 'deposit' then provider_amount else amount end) filter (where ${ok}), 0) as amount,
        coalesce(sum(tax) filter (where ${ok}), 0) as tax, coalesce(sum(fee) filter (where ${ok}), 0) as fee
      from payment_intents
      where ${at} >= ${w.from} and ${at} < ${w.to}
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(db);
    return rows.rows.map((r) => ({
      day: r.day,
      direction: r.direction === 'deposit' ? 'deposit' : 'withdraw',
      provider: r.provider,
      operator: r.operator,
      count: Number(r.count),
      succeeded: Number(r.succeeded),
      failed: Number(r.failed),
      amount: minorFrom(r.amount),
      tax: minorFrom(r.tax),
      fee: minorFrom(r.fee),
    }));
  }
}
