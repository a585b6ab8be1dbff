/**
 * Crash chains and their checkpoints (tables crash_chains, crash_chain_checkpoints): Kysely queries
 * only. The salt columns are written through chain-salt's announcement; a chain waiting for its
 * salt is never handed out for play.
 */
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.js';
import { isCrashHmacScheme, type CrashHmacScheme } from '@nyota/fairness/crash';
import type { ChainSaltKind } from '../../../platform/db/schema.js';
import { announcedSaltColumns, type SaltAnnouncement } from '../chain-salt/chain-salt.js';

/** A chain that can be played: its salt is set. */
export interface ChainRow {
  id: number;
  seed: string;
  terminatingHash: string;
  salt: string;
  hmacScheme: CrashHmacScheme;
  length: number;
  cursor: number;
}

/** What a verifier needs of a chain (never its seed); the salt is null until it is set. */
export interface ChainPublic {
  terminatingHash: string;
  salt: string | null;
  saltKind: ChainSaltKind;
  saltSource: string | null;
  hmacScheme: CrashHmacScheme;
  length: number;
}

function schemeOf(v: number): CrashHmacScheme {
  if (!isCrashHmacScheme(v)) throw new Error(`crash chain: unknown HMAC scheme ${v}`);
  return v;
}

export class CrashChainsRepo {
  /** The oldest chain with games left whose salt is set (a chain waiting for its salt is not played). */
  async activeChain(db: Db): Promise<ChainRow | undefined> {
    const r = await db
      .selectFrom('crash_chains')
      .selectAll()
      .whereRef('cursor', '<', 'length')
      .where('salt', 'is not', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!r || r.salt === null) return undefined;
    return {
      id: r.id,
      seed: r.seed,
      terminatingHash: r.terminating_hash,
      salt: r.salt,
      hmacScheme: schemeOf(r.hmac_scheme),
      length: r.length,
      cursor: r.cursor,
    };
  }

  /** Stores a chain's commitment with its salt announcement; the salt itself comes later. */
  async insertChain(
    db: Db,
    c: {
      seed: string;
      terminatingHash: string;
      announcement: SaltAnnouncement;
      hmacScheme: CrashHmacScheme;
      length: number;
      checkpoints: Map<number, string>;
      now: Date;
    },
  ): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('crash_chains')
        .values({
          seed: c.seed,
          terminating_hash: c.terminatingHash,
          ...announcedSaltColumns(c.announcement),
          hmac_scheme: c.hmacScheme,
          length: c.length,
          created_at: c.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = [...c.checkpoints].map(([position, hash]) => ({ chain_id: row.id, position, hash }));
      for (let i = 0; i < rows.length; i += 500) {
        await trx
          .insertInto('crash_chain_checkpoints')
          .values(rows.slice(i, i + 500))
          .execute();
      }
      return row.id;
    });
  }

  async checkpoints(db: Db, chainId: number): Promise<Map<number, string>> {
    const rows = await db
      .selectFrom('crash_chain_checkpoints')
      .select(['position', 'hash'])
      .where('chain_id', '=', chainId)
      .execute();
    return new Map(rows.map((r) => [r.position, r.hash]));
  }

  /** Hands out the chain's next game number, once: undefined when the chain is used up. */
  async consumeNextGame(db: Db, chainId: number): Promise<number | undefined> {
    const r = await db
      .updateTable('crash_chains')
      .set({ cursor: sql`cursor + 1` })
      .where('id', '=', chainId)
      .whereRef('cursor', '<', 'length')
      .returning('cursor')
      .executeTakeFirst();
    return r?.cursor;
  }

  async chainPublic(db: Db, chainId: number): Promise<ChainPublic | undefined> {
    const r = await db
      .selectFrom('crash_chains')
      .select(['terminating_hash', 'salt', 'salt_kind', 'salt_source', 'hmac_scheme', 'length'])
      .where('id', '=', chainId)
      .executeTakeFirst();
    return (
      r && {
        terminatingHash: r.terminating_hash,
        salt: r.salt,
        saltKind: r.salt_kind,
        saltSource: r.salt_source,
        hmacScheme: schemeOf(r.hmac_scheme),
        length: r.length,
      }
    );
  }
}
