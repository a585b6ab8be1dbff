/** mall_raffles (migration 0054): a raffle's commitment, tickets and draw. Kysely only. */
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';

export const storedWinnerSchema = z.object({
  place: z.number().int(),
  ticket: z.number().int(),
  memberId: z.string(),
  bonusType: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['paid', 'held', 'withheld']),
});
export type StoredWinner = z.infer<typeof storedWinnerSchema>;
const winnersSchema = z.array(storedWinnerSchema);

export interface RaffleRow {
  itemId: number;
  seed: string;
  seedHash: string;
  drawAt: Date;
  tickets: number;
  status: 'open' | 'drawn';
  winners: StoredWinner[];
  drawnAt: Date | null;
}

interface Row {
  item_id: number;
  seed: string;
  seed_hash: string;
  draw_at: Date;
  tickets: number;
  status: string;
  winners: unknown;
  drawn_at: Date | null;
}

function toRaffle(r: Row): RaffleRow {
  const winners = winnersSchema.safeParse(r.winners);
  return {
    itemId: r.item_id,
    seed: r.seed,
    seedHash: r.seed_hash,
    drawAt: r.draw_at,
    tickets: r.tickets,
    status: r.status === 'drawn' ? 'drawn' : 'open',
    winners: winners.success ? winners.data : [],
    drawnAt: r.drawn_at,
  };
}

export class MallRafflesRepo {
  /** Makes the raffle's commitment once; a second caller (any node) keeps the first. */
  async ensure(db: Db, r: { itemId: number; seed: string; seedHash: string; drawAt: Date; at: Date }): Promise<void> {
    await db
      .insertInto('mall_raffles')
      .values({ item_id: r.itemId, seed: r.seed, seed_hash: r.seedHash, draw_at: r.drawAt, created_at: r.at })
      .onConflict((oc) => oc.column('item_id').doNothing())
      .execute();
  }

  async all(db: Db, itemIds: readonly number[]): Promise<Map<number, RaffleRow>> {
    if (itemIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('mall_raffles')
      .selectAll()
      .where('item_id', 'in', [...itemIds])
      .execute();
    return new Map(rows.map((r) => [r.item_id, toRaffle(r)]));
  }

  /** The next ticket number, or null when the raffle no longer sells (drawn or past its draw time). */
  async takeTicket(trx: Db, itemId: number, now: Date): Promise<number | null> {
    const r = await sql<{ tickets: number }>`
      update mall_raffles set tickets = tickets + 1
      where item_id = ${itemId} and status = 'open' and draw_at > ${now}
      returning tickets`.execute(trx);
    return r.rows[0]?.tickets ?? null;
  }

  /** Open raffles whose draw time has come. */
  async due(db: Db, now: Date): Promise<number[]> {
    const rows = await db
      .selectFrom('mall_raffles')
      .select('item_id')
      .where('status', '=', 'open')
      .where('draw_at', '<=', now)
      .orderBy('draw_at')
      .execute();
    return rows.map((r) => r.item_id);
  }

  /** The open raffle, locked for its draw; undefined when drawn already (by another node). */
  async lockOpen(trx: Db, itemId: number): Promise<RaffleRow | undefined> {
    const row = await trx
      .selectFrom('mall_raffles')
      .selectAll()
      .where('item_id', '=', itemId)
      .where('status', '=', 'open')
      .forUpdate()
      .executeTakeFirst();
    return row ? toRaffle(row) : undefined;
  }

  async drawn(trx: Db, itemId: number, winners: readonly StoredWinner[], at: Date): Promise<void> {
    await trx
      .updateTable('mall_raffles')
      .set({ status: 'drawn', winners: JSON.stringify(winners), drawn_at: at })
      .where('item_id', '=', itemId)
      .execute();
  }
}
