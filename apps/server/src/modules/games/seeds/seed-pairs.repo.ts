/** SQL for game_seed_pairs (migration 0008). */
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.js';

export interface SeedPairRow {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface CommittedRow {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
}

export interface NewSeed {
  serverSeed: string;
  serverSeedHash: string;
}

/** PostgreSQL's lock_not_available, raised by FOR UPDATE NOWAIT while another spin holds the row. */
export const LOCK_NOT_AVAILABLE = '55P03';

export class SeedPairsRepo {
  /** Creates the active pair and the committed next seed if missing; a concurrent first visit creates them once. */
  async ensure(db: Db, memberId: string, gameId: number, active: NewSeed & { clientSeed: string }, next: NewSeed): Promise<void> {
    await sql`
      insert into game_seed_pairs (member_id, game_id, state, server_seed, server_seed_hash, client_seed, activated_at)
      values (${memberId}, ${gameId}, 'active', ${active.serverSeed}, ${active.serverSeedHash}, ${active.clientSeed}, now())
      on conflict (member_id, game_id) where state = 'active' do nothing`.execute(db);
    await sql`
      insert into game_seed_pairs (member_id, game_id, state, server_seed, server_seed_hash)
      values (${memberId}, ${gameId}, 'committed', ${next.serverSeed}, ${next.serverSeedHash})
      on conflict (member_id, game_id) where state = 'committed' do nothing`.execute(db);
  }

  /**
   * The active pair, locked for the caller's transaction. `nowait` refuses at once (error 55P03)
   * instead of queueing behind a spin in flight.
   */
  async lockActive(trx: Db, memberId: string, gameId: number, nowait = false): Promise<SeedPairRow | null> {
    let q = trx
      .selectFrom('game_seed_pairs')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .where('member_id', '=', memberId)
      .where('game_id', '=', gameId)
      .where('state', '=', 'active')
      .forUpdate();
    if (nowait) q = q.noWait();
    const row = await q.executeTakeFirst();
    return row ? toPair(row) : null;
  }

  async active(db: Db, memberId: string, gameId: number): Promise<SeedPairRow | null> {
    const row = await db
      .selectFrom('game_seed_pairs')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .where('member_id', '=', memberId)
      .where('game_id', '=', gameId)
      .where('state', '=', 'active')
      .executeTakeFirst();
    return row ? toPair(row) : null;
  }

  async committed(db: Db, memberId: string, gameId: number): Promise<CommittedRow | null> {
    const row = await db
      .selectFrom('game_seed_pairs')
      .select(['id', 'server_seed', 'server_seed_hash'])
      .where('member_id', '=', memberId)
      .where('game_id', '=', gameId)
      .where('state', '=', 'committed')
      .executeTakeFirst();
    return row ? { id: row.id, serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash } : null;
  }

  async lastRevealed(db: Db, memberId: string, gameId: number): Promise<SeedPairRow | null> {
    const row = await db
      .selectFrom('game_seed_pairs')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .where('member_id', '=', memberId)
      .where('game_id', '=', gameId)
      .where('state', '=', 'revealed')
      .orderBy('revealed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toPair(row) : null;
  }

  /** Uses the locked pair's nonce: only valid inside the transaction that locked it. */
  async bumpNonce(trx: Db, pairId: string, expected: number): Promise<void> {
    const r = await trx
      .updateTable('game_seed_pairs')
      .set({ nonce: expected + 1 })
      .where('id', '=', pairId)
      .where('state', '=', 'active')
      .where('nonce', '=', expected)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new Error(`seed pair ${pairId}: nonce ${expected} was taken concurrently`);
  }

  /** Reveal the active pair, activate the committed one with the client seed, commit a fresh next seed. */
  async rotate(
    trx: Db,
    args: { activeId: string; committedId: string; clientSeed: string; memberId: string; gameId: number; next: NewSeed },
  ) {
    await trx
      .updateTable('game_seed_pairs')
      .set({ state: 'revealed', revealed_at: sql<Date>`now()` })
      .where('id', '=', args.activeId)
      .where('state', '=', 'active')
      .execute();
    await trx
      .updateTable('game_seed_pairs')
      .set({ state: 'active', client_seed: args.clientSeed, activated_at: sql<Date>`now()` })
      .where('id', '=', args.committedId)
      .where('state', '=', 'committed')
      .execute();
    await trx
      .insertInto('game_seed_pairs')
      .values({
        member_id: args.memberId,
        game_id: args.gameId,
        state: 'committed',
        server_seed: args.next.serverSeed,
        server_seed_hash: args.next.serverSeedHash,
      })
      .execute();
  }
}

function toPair(row: {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  nonce: number;
}): SeedPairRow {
  return {
    id: row.id,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed ?? '',
    nonce: Number(row.nonce),
  };
}
