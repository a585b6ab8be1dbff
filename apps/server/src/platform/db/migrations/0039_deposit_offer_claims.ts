/**
 * Deposit offers (docs/product-rules/deposit-offers.md), owned by modules/deposit-offers.
 *
 * deposit_offer_claims: a player's claim of a deposit offer, written in the same transaction as the
 * deposit intent it started (payments' deposit flow), so a deposit that exists with an offer always
 * has its claim; a market's bonus on every deposit (`deposit-bonus`) is claimed by the consumer
 * itself, confirmed at once. The activity consumer marks it `confirmed` when the deposit succeeds (or `failed`), in the
 * cursor's transaction; settling then makes it `granted` (with its reward) or `refused` (the offer no
 * longer applied: why, as a message key), once. One claim per intent and offer.
 *
 * deposit_offer_first_deposits: each member's first successful deposit, as the consumer saw it on the
 * stream (insert once, never changed): what "first deposit only" is judged by.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deposit_offer_claims (
      id bigint generated always as identity primary key,
      member_id bigint not null references members (id),
      offer text not null check (offer in ('first-deposit', 'deposit-bonus', 'pack-deposit', 'promotion-deposit', 'normal-deposit')),
      item_id integer not null check (item_id >= 0),
      intent_id uuid not null references payment_intents (id),
      deposit_amount bigint not null check (deposit_amount > 0),
      status text not null check (status in ('pending', 'confirmed', 'granted', 'refused', 'failed')),
      reward_id bigint references rewards (id),
      refusal text,
      created_at timestamptz not null,
      settled_at timestamptz,
      constraint deposit_offer_claims_settled check ((status in ('pending', 'confirmed')) = (settled_at is null)),
      constraint deposit_offer_claims_reward check ((status = 'granted') = (reward_id is not null)),
      constraint deposit_offer_claims_once unique (intent_id, offer)
    )`.execute(db);
  await sql`create index deposit_offer_claims_member on deposit_offer_claims (member_id, offer, id)`.execute(db);
  await sql`create index deposit_offer_claims_confirmed on deposit_offer_claims (id) where status = 'confirmed'`.execute(db);
  await sql`
    create table deposit_offer_first_deposits (
      member_id bigint primary key references members (id),
      intent_id uuid not null,
      amount bigint not null,
      at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists deposit_offer_first_deposits`.execute(db);
  await sql`drop table if exists deposit_offer_claims`.execute(db);
}
