/** campaign_messages (migration 0043): Kysely only. */
import { sql } from 'kysely';
import { z } from 'zod';
import { messageAudienceSchema, type MessageAudience } from '@nyota/contract/staff/schemas-campaigns';
import type { Db } from '../../platform/db/database.js';

const textsSchema = z.object({
  en: z.object({ title: z.string(), content: z.string() }),
  sw: z.object({ title: z.string(), content: z.string() }),
});
export type CampaignTexts = z.infer<typeof textsSchema>;
export type CampaignStatus = 'scheduled' | 'sending' | 'sent' | 'cancelled';

export interface CampaignMessageRow {
  id: string;
  texts: CampaignTexts;
  url: string;
  audience: MessageAudience;
  inactiveDays: number | null;
  sendAt: Date;
  status: CampaignStatus;
  createdBy: string;
  createdByName: string;
  sentAt: Date | null;
  sent: number;
  skipped: number;
}

export interface NewCampaignMessage {
  texts: CampaignTexts;
  url: string;
  audience: MessageAudience;
  inactiveDays: number | null;
  sendAt: Date;
  createdBy: string;
  reason: string;
  at: Date;
}

const STATUSES: readonly CampaignStatus[] = ['scheduled', 'sending', 'sent', 'cancelled'];

interface Raw {
  id: string;
  texts: unknown;
  url: string;
  audience: string;
  inactive_days: number | null;
  send_at: Date;
  status: string;
  created_by: string;
  created_by_name: string | null;
  sent_at: Date | null;
  sent: number;
  skipped: number;
}

function toRow(r: Raw): CampaignMessageRow {
  const status = STATUSES.find((s) => s === r.status);
  if (!status) throw new Error(`campaign message ${r.id} has status ${r.status}`);
  return {
    id: String(r.id),
    texts: textsSchema.parse(typeof r.texts === 'string' ? JSON.parse(r.texts) : r.texts),
    url: r.url,
    audience: messageAudienceSchema.parse(r.audience),
    inactiveDays: r.inactive_days,
    sendAt: r.send_at,
    status,
    createdBy: String(r.created_by),
    createdByName: r.created_by_name ?? String(r.created_by),
    sentAt: r.sent_at,
    sent: r.sent,
    skipped: r.skipped,
  };
}

export class CampaignMessagesRepo {
  async insert(trx: Db, m: NewCampaignMessage): Promise<string> {
    const row = await trx
      .insertInto('campaign_messages')
      .values({
        texts: JSON.stringify(m.texts),
        url: m.url,
        audience: m.audience,
        inactive_days: m.inactiveDays,
        send_at: m.sendAt,
        status: 'scheduled',
        created_by: m.createdBy,
        reason: m.reason,
        created_at: m.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  private select(db: Db) {
    return db
      .selectFrom('campaign_messages as c')
      .leftJoin('staff_accounts as s', 's.id', 'c.created_by')
      .select([
        'c.id',
        'c.texts',
        'c.url',
        'c.audience',
        'c.inactive_days',
        'c.send_at',
        'c.status',
        'c.created_by',
        's.username as created_by_name',
        'c.sent_at',
        'c.sent',
        'c.skipped',
      ]);
  }

  async get(db: Db, id: string): Promise<CampaignMessageRow | undefined> {
    const row = await this.select(db).where('c.id', '=', id).executeTakeFirst();
    return row ? toRow(row) : undefined;
  }

  async list(db: Db, limit: number): Promise<CampaignMessageRow[]> {
    return (await this.select(db).orderBy('c.id', 'desc').limit(limit).execute()).map(toRow);
  }

  /** Scheduled ones due now, and sends claimed before `staleBefore` and never finished (a node that stopped). */
  async due(db: Db, now: Date, staleBefore: Date, limit: number): Promise<string[]> {
    const rows = await db
      .selectFrom('campaign_messages')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'scheduled'), eb('send_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<=', staleBefore)]),
        ]),
      )
      .orderBy('send_at')
      .limit(limit)
      .execute();
    return rows.map((r) => String(r.id));
  }

  /**
   * Claims one send: a scheduled one that is due, or one whose claim is older than `staleBefore`.
   * False when another run holds or finished it (the update's condition decides, one winner).
   */
  async claim(db: Db, id: string, now: Date, staleBefore: Date): Promise<boolean> {
    const res = await db
      .updateTable('campaign_messages')
      .set({ status: 'sending', claimed_at: now })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'scheduled'), eb('send_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<=', staleBefore)]),
        ]),
      )
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }

  /**
   * Marks it sent with the members' messages it wrote, counted from the inbox (whichever run wrote
   * them: a resumed send and the one it resumes count each member once).
   */
  async finish(db: Db, id: string, r: { sendId: string; skipped: number; at: Date }): Promise<void> {
    const prefix = `promotion:${r.sendId}:`;
    const sent = sql<number>`(select count(*)::int from member_messages where starts_with(source_key, ${prefix}))`;
    await db
      .updateTable('campaign_messages')
      .set({ status: 'sent', sent, skipped: r.skipped, sent_at: r.at })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .execute();
  }

  async cancel(trx: Db, id: string): Promise<boolean> {
    const res = await trx
      .updateTable('campaign_messages')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .executeTakeFirst();
    return res.numUpdatedRows > 0n;
  }
}
