/**
 * Member messages (docs/product-rules/messages.md), owned by modules/messages: the player's inbox.
 *
 * One row per message, written in the member's language when it is created (title and content are
 * plain text; url is an in-app route or empty). `kind` is 'system' (a fact about the player's own
 * money or appeal) or 'promotion' (sent to players eligible for marketing). `source_key` names the
 * fact or send the message comes from (e.g. `activity:<event id>`); it is unique, so one fact never
 * makes two messages, whoever writes it and however often.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_messages (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      kind text not null check (kind in ('system', 'promotion')),
      title text not null check (length(title) between 1 and 200),
      content text not null check (length(content) between 1 and 4000),
      url text not null default '' check (length(url) <= 500),
      source_key text not null unique check (length(source_key) between 1 and 200),
      created_at timestamptz not null,
      read_at timestamptz
    )`.execute(db);
  await sql`create index member_messages_member on member_messages (member_id, id desc)`.execute(db);
  await sql`create index member_messages_unread on member_messages (member_id) where read_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists member_messages`.execute(db);
}
