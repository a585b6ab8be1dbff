/**
 * The salt columns of a game's chain table (migration 0012): crash_chains and football_chains carry
 * the same ones, so their queries are written once here and used by each game's chain class, which
 * owns its table. Never reads or returns a chain's secret seed.
 */
import { sql } from 'kysely';
import type { ChainGame } from '@nyota/contract/api/chain-salts';
import type { Db } from '../../../platform/db/database.js';
import type { ChainSaltKind } from '../../../platform/db/schema.js';
import type { ChainState } from './chain-salt.js';

interface Row {
  id: number;
  terminating_hash: string;
  length: number;
  cursor: number;
  created_at: Date | string;
  salt: string | null;
  salt_kind: ChainSaltKind;
  salt_source: string | null;
  salt_expected_at: Date | string | null;
  salt_set_at: Date | string | null;
  hmac_scheme: number | null;
}

const date = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));
const dateOrNull = (v: Date | string | null): Date | null => (v === null ? null : date(v));

export class ChainSaltRepo {
  constructor(
    private readonly game: ChainGame,
    private readonly table: 'crash_chains' | 'football_chains',
  ) {}

  private select() {
    const scheme = this.table === 'crash_chains' ? sql`hmac_scheme` : sql`null::smallint`;
    return sql`select id, terminating_hash, length, cursor, created_at, salt, salt_kind, salt_source, salt_expected_at,
      salt_set_at, ${scheme} as hmac_scheme from ${sql.table(this.table)}`;
  }

  private toState(r: Row): ChainState {
    return {
      game: this.game,
      chainId: Number(r.id),
      terminatingHash: r.terminating_hash,
      length: Number(r.length),
      played: Number(r.cursor),
      committedAt: date(r.created_at),
      salt: {
        kind: r.salt_kind,
        source: r.salt_source,
        expectedAt: dateOrNull(r.salt_expected_at),
        value: r.salt,
        setAt: dateOrNull(r.salt_set_at),
      },
      hmacScheme: r.hmac_scheme === null ? null : Number(r.hmac_scheme),
    };
  }

  async state(db: Db, chainId: number): Promise<ChainState | undefined> {
    const { rows } = await sql<Row>`${this.select()} where id = ${chainId}`.execute(db);
    return rows[0] && this.toState(rows[0]);
  }

  /** The newest chains first: those waiting for a salt, the one in play and the latest used up. */
  async recent(db: Db, limit: number): Promise<ChainState[]> {
    const { rows } = await sql<Row>`${this.select()} order by id desc limit ${limit}`.execute(db);
    return rows.map((r) => this.toState(r));
  }

  /** One conditional UPDATE: only a chain of this kind still without a salt takes one. */
  async setSalt(db: Db, chainId: number, salt: string, kind: ChainSaltKind, at: Date): Promise<boolean> {
    const r = await sql`
      update ${sql.table(this.table)} set salt = ${salt}, salt_set_at = ${at}
      where id = ${chainId} and salt is null and salt_kind = ${kind}`.execute(db);
    return (r.numAffectedRows ?? 0n) > 0n;
  }
}
