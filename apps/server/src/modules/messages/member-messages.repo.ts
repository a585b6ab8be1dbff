/** member_messages: Kysely only. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface NewMessageRow {
  memberId: string;
  kind: 'system' | 'promotion';
  title: string;
  content: string;
  url: string;
  /** Unique per source: a second write of the same fact or send is dropped. */
  sourceKey: string;
  at: Date;
}

export interface MessageRow {
  id: string;
  kind: 'system' | 'promotion';
  title: string;
  content: string;
  url: string;
  createdAt: Date;
  readAt: Date | null;
}

const COLUMNS = ['id', 'kind', 'title', 'content', 'url', 'created_at', 'read_at'] as const;

export class MemberMessagesRepo {
  /** Writes the rows whose source key is new, in one statement; returns the written ids per member. */
  async insert(trx: Db, rows: readonly NewMessageRow[]): Promise<{ id: string; memberId: string }[]> {
    if (rows.length === 0) return [];
    const written = await trx
      .insertInto('member_messages')
      .values(
        rows.map((r) => ({
          member_id: r.memberId,
          kind: r.kind,
          title: r.title,
          content: r.content,
          url: r.url,
          source_key: r.sourceKey,
          created_at: r.at,
        })),
      )
      .onConflict((oc) => oc.column('source_key').doNothing())
      .returning(['id', 'member_id'])
      .execute();
    return written.map((w) => ({ id: w.id, memberId: w.member_id }));
  }

  async page(db: Db, memberId: string, offset: number, limit: number): Promise<MessageRow[]> {
    const rows = await db
      .selectFrom('member_messages')
      .select(COLUMNS)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map(toRow);
  }

  async unreadNewest(db: Db, memberId: string, limit: number): Promise<MessageRow[]> {
    const rows = await db
      .selectFrom('member_messages')
      .select(COLUMNS)
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRow);
  }

  async countAll(db: Db, memberId: string): Promise<number> {
    const row = await db
      .selectFrom('member_messages')
      .select(sql<string>`count(*)`.as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async countUnread(db: Db, memberId: string): Promise<number> {
    const row = await db
      .selectFrom('member_messages')
      .select(sql<string>`count(*)`.as('n'))
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Whether the member owns the message (read or not); someone else's id is as good as missing. */
  async owns(db: Db, memberId: string, id: string): Promise<boolean> {
    const row = await db
      .selectFrom('member_messages')
      .select('id')
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks one of the member's messages read; an already read one keeps its first read time. */
  async markRead(db: Db, memberId: string, id: string, at: Date): Promise<void> {
    await db
      .updateTable('member_messages')
      .set({ read_at: at })
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .execute();
  }

  async markAllRead(db: Db, memberId: string, at: Date): Promise<void> {
    await db
      .updateTable('member_messages')
      .set({ read_at: at })
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .execute();
  }
}

function toRow(r: {
  id: string;
  kind: 'system' | 'promotion';
  title: string;
  content: string;
  url: string;
  created_at: Date;
  read_at: Date | null;
}): MessageRow {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    content: r.content,
    url: r.url,
    createdAt: r.created_at,
    readAt: r.read_at,
  };
}
