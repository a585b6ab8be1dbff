import type { Db } from '../../platform/db/database.js';

export type OutboxStatus = 'sent' | 'failed';

export interface NewOutboxEntry {
  provider: string;
  mobile: string;
  body: string;
  status: OutboxStatus;
  providerMessageId: string | null;
  error: string | null;
}

export interface OutboxEntry {
  id: string;
  provider: string;
  mobile: string;
  body: string;
  status: string;
  createdAt: Date;
}

export class SmsRepo {
  constructor(private readonly db: Db) {}

  async insert(e: NewOutboxEntry): Promise<string> {
    const row = await this.db
      .insertInto('sms_outbox')
      .values({
        provider: e.provider,
        mobile: e.mobile,
        body: e.body,
        status: e.status,
        provider_message_id: e.providerMessageId,
        error: e.error,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  /** Newest first; the id breaks ties between messages stored in the same instant. */
  async latest(limit: number): Promise<OutboxEntry[]> {
    const rows = await this.db
      .selectFrom('sms_outbox')
      .select(['id', 'provider', 'mobile', 'body', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: String(r.id),
      provider: r.provider,
      mobile: r.mobile,
      body: r.body,
      status: r.status,
      createdAt: new Date(r.created_at),
    }));
  }
}
