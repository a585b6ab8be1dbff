/**
 * The raw provider events of payments (table payment_events: callbacks and status answers, kept as
 * received): Kysely queries only.
 */
import type { Db } from '../../platform/db/database.js';

export interface PaymentEvent {
  id: string;
  intentId: string | null;
  provider: string;
  source: string;
  summary: string;
  payload: string;
  createdAt: Date;
}

export class PaymentEventsRepo {
  async insert(
    db: Db,
    e: { intentId: string | null; provider: string; source: string; summary: string; payload: unknown; now: Date },
  ): Promise<void> {
    await db
      .insertInto('payment_events')
      .values({
        intent_id: e.intentId,
        provider: e.provider,
        source: e.source,
        summary: e.summary.slice(0, 500),
        payload: safeJson(e.payload),
        created_at: e.now,
      })
      .execute();
  }

  async ofIntent(db: Db, intentId: string): Promise<PaymentEvent[]> {
    const rows = await db.selectFrom('payment_events').selectAll().where('intent_id', '=', intentId).orderBy('id').execute();
    return rows.map((r) => ({
      id: String(r.id),
      intentId: r.intent_id,
      provider: r.provider,
      source: r.source,
      summary: r.summary,
      payload: r.payload,
      createdAt: r.created_at,
    }));
  }
}

function safeJson(v: unknown): string {
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v) ?? 'null';
  } catch {
    return String(v);
  }
}
