/** cash_rain_rounds and cash_rain_packets (migration 0056): rounds, their packets and the grab. Kysely only. */
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';

const tiersSchema = z.array(z.object({ amount: z.number().int(), count: z.number().int() }));

export interface RoundRow {
  id: number;
  key: string;
  beginsAt: Date;
  endsAt: Date;
  tiers: { amount: number; count: number }[];
  pot: number;
  packets: number;
  seed: string;
  seedHash: string;
}

export interface NewRound {
  key: string;
  beginsAt: Date;
  endsAt: Date;
  tiers: readonly { amount: number; count: number }[];
  pot: number;
  seed: string;
  seedHash: string;
  at: Date;
}

export interface PacketRow {
  place: number;
  amount: number;
  memberId: string | null;
  claimedAt: Date | null;
}

interface Row {
  id: string;
  key: string;
  begins_at: Date;
  ends_at: Date;
  tiers: unknown;
  pot: string;
  packets: number;
  seed: string;
  seed_hash: string;
}

function toRound(r: Row): RoundRow {
  const tiers = tiersSchema.safeParse(r.tiers);
  return {
    id: Number(r.id),
    key: r.key,
    beginsAt: r.begins_at,
    endsAt: r.ends_at,
    tiers: tiers.success ? tiers.data : [],
    pot: Number(r.pot),
    packets: r.packets,
    seed: r.seed,
    seedHash: r.seed_hash,
  };
}

const ROUND_COLUMNS = ['id', 'key', 'begins_at', 'ends_at', 'tiers', 'pot', 'packets', 'seed', 'seed_hash'] as const;
const PACKET_CHUNK = 2_000;

export class CashRainRoundsRepo {
  async byId(db: Db, id: number): Promise<RoundRow | undefined> {
    const r = await db.selectFrom('cash_rain_rounds').select(ROUND_COLUMNS).where('id', '=', String(id)).executeTakeFirst();
    return r ? toRound(r) : undefined;
  }

  async all(db: Db): Promise<RoundRow[]> {
    const rows = await db.selectFrom('cash_rain_rounds').select(ROUND_COLUMNS).orderBy('begins_at', 'desc').execute();
    return rows.map(toRound);
  }

  /** Rounds that end after `from` and begin before `to`, earliest first. */
  async between(db: Db, from: Date, to: Date): Promise<RoundRow[]> {
    const rows = await db
      .selectFrom('cash_rain_rounds')
      .select(ROUND_COLUMNS)
      .where('ends_at', '>', from)
      .where('begins_at', '<', to)
      .orderBy('begins_at')
      .orderBy('id')
      .execute();
    return rows.map(toRound);
  }

  /** The first round beginning at or after `from`. */
  async next(db: Db, from: Date): Promise<RoundRow | undefined> {
    const r = await db
      .selectFrom('cash_rain_rounds')
      .select(ROUND_COLUMNS)
      .where('begins_at', '>=', from)
      .orderBy('begins_at')
      .limit(1)
      .executeTakeFirst();
    return r ? toRound(r) : undefined;
  }

  /** The round's row (its id is part of the shuffle, so the packets follow with `insertPackets`). */
  async insert(trx: Db, r: NewRound, packetCount: number): Promise<number> {
    const { id } = await trx
      .insertInto('cash_rain_rounds')
      .values({
        key: r.key,
        begins_at: r.beginsAt,
        ends_at: r.endsAt,
        tiers: JSON.stringify(r.tiers),
        pot: String(r.pot),
        packets: packetCount,
        seed: r.seed,
        seed_hash: r.seedHash,
        created_at: r.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }

  /** Every packet of a round, place by place. */
  async insertPackets(trx: Db, roundId: number, packets: readonly number[]): Promise<void> {
    for (let start = 0; start < packets.length; start += PACKET_CHUNK) {
      const rows = packets
        .slice(start, start + PACKET_CHUNK)
        .map((amount, i) => ({ round_id: String(roundId), place: start + i, amount: String(amount) }));
      await trx.insertInto('cash_rain_packets').values(rows).execute();
    }
  }

  async setEnd(trx: Db, id: number, endsAt: Date): Promise<void> {
    await trx.updateTable('cash_rain_rounds').set({ ends_at: endsAt }).where('id', '=', String(id)).execute();
  }

  async delete(trx: Db, id: number): Promise<void> {
    await trx.deleteFrom('cash_rain_rounds').where('id', '=', String(id)).execute();
  }

  /**
   * Serialises one member's grabs of one round (released at commit): a second grab waits and then
   * finds the first packet, instead of locking a second packet it would have to give back, which
   * other grabs would have skipped and answered "empty" for.
   */
  async lockMember(trx: Db, roundId: number, memberId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(${roundId}::integer, hashtext(${memberId}))`.execute(trx);
  }

  /**
   * The grab: the next free packet, skipping ones other grabs hold locked, becomes the member's.
   * UNIQUE (round_id, member_id) refuses a second packet for the member (a 23505 for the caller).
   */
  async grab(trx: Db, roundId: number, memberId: string, at: Date): Promise<{ place: number; amount: number } | undefined> {
    const { rows } = await sql<{ place: number; amount: string }>`
      update cash_rain_packets set member_id = ${memberId}, claimed_at = ${at}
      where round_id = ${String(roundId)} and place = (
        select place from cash_rain_packets
        where round_id = ${String(roundId)} and member_id is null
        order by place limit 1 for update skip locked)
      returning place, amount`.execute(trx);
    const row = rows[0];
    return row ? { place: row.place, amount: Number(row.amount) } : undefined;
  }

  async packetOf(db: Db, roundId: number, memberId: string): Promise<{ place: number; amount: number } | undefined> {
    const r = await db
      .selectFrom('cash_rain_packets')
      .select(['place', 'amount'])
      .where('round_id', '=', String(roundId))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return r ? { place: r.place, amount: Number(r.amount) } : undefined;
  }

  async totals(db: Db, roundId: number): Promise<{ claimed: number; paid: number }> {
    const r = await db
      .selectFrom('cash_rain_packets')
      .select((eb) => [eb.fn.countAll<string>().as('claimed'), eb.fn.sum<string | null>('amount').as('paid')])
      .where('round_id', '=', String(roundId))
      .where('member_id', 'is not', null)
      .executeTakeFirstOrThrow();
    return { claimed: Number(r.claimed), paid: Number(r.paid ?? 0) };
  }

  async claimsOf(db: Db, roundId: number): Promise<{ place: number; amount: number; memberId: string }[]> {
    const rows = await db
      .selectFrom('cash_rain_packets')
      .select(['place', 'amount', 'member_id'])
      .where('round_id', '=', String(roundId))
      .where('member_id', 'is not', null)
      .orderBy('place')
      .execute();
    return rows.map((r) => ({ place: r.place, amount: Number(r.amount), memberId: r.member_id ?? '' }));
  }

  async packets(db: Db, roundId: number): Promise<PacketRow[]> {
    const rows = await db
      .selectFrom('cash_rain_packets')
      .select(['place', 'amount', 'member_id', 'claimed_at'])
      .where('round_id', '=', String(roundId))
      .orderBy('place')
      .execute();
    return rows.map((r) => ({ place: r.place, amount: Number(r.amount), memberId: r.member_id, claimedAt: r.claimed_at }));
  }
}
