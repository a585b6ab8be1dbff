/**
 * The hash_chains table (migration 0017), every game's chains keyed by (game, id): Kysely queries
 * only. Each game numbers its own chains. Only `checkpoints` reads the secret part of a chain.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database.js';
import type { ChainSaltKind, HashChainsTable } from '../../../platform/db/schema.js';
import { announcedSaltColumns, type ChainState, type SaltAnnouncement } from '../chain-salt/index.js';
import type { ChainGame, Checkpoints, HashChain } from './hash-chain.js';

const PUBLIC_COLUMNS = [
  'game',
  'id',
  'terminating_hash',
  'salt',
  'salt_kind',
  'salt_source',
  'salt_expected_at',
  'salt_set_at',
  'hmac_scheme',
  'length',
  'cursor',
  'created_at',
] as const;

type PublicRow = Pick<Selectable<HashChainsTable>, (typeof PUBLIC_COLUMNS)[number]>;

const date = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));
const dateOrNull = (v: Date | string | null): Date | null => (v === null ? null : date(v));

function toChain(r: PublicRow): HashChain {
  return {
    game: r.game,
    id: r.id,
    terminatingHash: r.terminating_hash,
    salt: r.salt,
    saltKind: r.salt_kind,
    saltSource: r.salt_source,
    hmacScheme: r.hmac_scheme,
    length: r.length,
    cursor: r.cursor,
  };
}

function toState(r: PublicRow): ChainState {
  return {
    game: r.game,
    chainId: r.id,
    terminatingHash: r.terminating_hash,
    length: r.length,
    played: r.cursor,
    committedAt: date(r.created_at),
    salt: {
      kind: r.salt_kind,
      source: r.salt_source,
      expectedAt: dateOrNull(r.salt_expected_at),
      value: r.salt,
      setAt: dateOrNull(r.salt_set_at),
    },
    hmacScheme: r.hmac_scheme,
  };
}

export interface NewChain {
  seed: string;
  terminatingHash: string;
  checkpointEvery: number;
  checkpoints: string[];
  announcement: SaltAnnouncement;
  hmacScheme: number | null;
  length: number;
  now: Date;
}

export class HashChainRepo {
  /**
   * Stores a chain's commitment with its salt announcement (the salt itself comes later) under its
   * game's next id. The id is picked under a transaction-scoped advisory lock per game, so two
   * nodes making a chain at once queue instead of colliding.
   */
  async insertChain(db: Db, game: ChainGame, c: NewChain): Promise<number> {
    const run = async (trx: Db): Promise<number> => {
      await sql`select pg_advisory_xact_lock(hashtext(${`hash_chains:${game}`}))`.execute(trx);
      const top = await trx
        .selectFrom('hash_chains')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('game', '=', game)
        .executeTakeFirst();
      const id = (top?.id ?? 0) + 1;
      await trx
        .insertInto('hash_chains')
        .values({
          game,
          id,
          seed: c.seed,
          terminating_hash: c.terminatingHash,
          checkpoint_every: c.checkpointEvery,
          checkpoints: c.checkpoints,
          ...announcedSaltColumns(c.announcement),
          hmac_scheme: c.hmacScheme,
          length: c.length,
          created_at: c.now,
        })
        .execute();
      return id;
    };
    return db.isTransaction ? run(db) : db.transaction().execute(run);
  }

  /** The oldest chain of the game with rounds left whose salt is set (one waiting for its salt is not played). */
  async activeChain(db: Db, game: ChainGame): Promise<HashChain | undefined> {
    const r = await db
      .selectFrom('hash_chains')
      .select(PUBLIC_COLUMNS)
      .where('game', '=', game)
      .whereRef('cursor', '<', 'length')
      .where('salt', 'is not', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return r && toChain(r);
  }

  async chain(db: Db, game: ChainGame, id: number): Promise<HashChain | undefined> {
    const r = await db
      .selectFrom('hash_chains')
      .select(PUBLIC_COLUMNS)
      .where('game', '=', game)
      .where('id', '=', id)
      .executeTakeFirst();
    return r && toChain(r);
  }

  /** The secret elements a chain's hashes are walked from. */
  async checkpoints(db: Db, game: ChainGame, id: number): Promise<Checkpoints | undefined> {
    const r = await db
      .selectFrom('hash_chains')
      .select(['checkpoint_every', 'checkpoints'])
      .where('game', '=', game)
      .where('id', '=', id)
      .executeTakeFirst();
    return r && { every: r.checkpoint_every, hashes: r.checkpoints };
  }

  /**
   * Hands out the chain's next round number once across all nodes: one conditional UPDATE, whose
   * row lock makes a second taker wait and then see the moved cursor. Undefined when used up.
   */
  async takeNext(db: Db, game: ChainGame, id: number): Promise<number | undefined> {
    const r = await db
      .updateTable('hash_chains')
      .set({ cursor: sql`cursor + 1` })
      .where('game', '=', game)
      .where('id', '=', id)
      .whereRef('cursor', '<', 'length')
      .returning('cursor')
      .executeTakeFirst();
    return r?.cursor;
  }

  async state(db: Db, game: ChainGame, id: number): Promise<ChainState | undefined> {
    const r = await db
      .selectFrom('hash_chains')
      .select(PUBLIC_COLUMNS)
      .where('game', '=', game)
      .where('id', '=', id)
      .executeTakeFirst();
    return r && toState(r);
  }

  /** The game's newest chains first: those waiting for a salt, the one in play and the latest used up. */
  async recent(db: Db, game: ChainGame, limit: number): Promise<ChainState[]> {
    const rows = await db
      .selectFrom('hash_chains')
      .select(PUBLIC_COLUMNS)
      .where('game', '=', game)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toState);
  }

  /** One conditional UPDATE: only a chain of this kind still without a salt takes one. */
  async setSalt(db: Db, game: ChainGame, id: number, salt: string, kind: ChainSaltKind, at: Date): Promise<boolean> {
    const r = await db
      .updateTable('hash_chains')
      .set({ salt, salt_set_at: at })
      .where('game', '=', game)
      .where('id', '=', id)
      .where('salt', 'is', null)
      .where('salt_kind', '=', kind)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }
}
