/**
 * Crash rounds (table crash_rounds): Kysely queries only. Every method takes the handle to run on
 * (the database or a transaction); times come from the engine's clock, never from now() in SQL, so
 * tests can move time. Each change of state or lease is a conditional UPDATE: the database, not
 * memory, decides which of two racing nodes wins.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database.js';
import type { CrashRoundsTable } from '../../../platform/db/schema.js';

export type RoundState = CrashRoundsTable['state'];

export interface RoundRow {
  id: string;
  chainId: number;
  gameNumber: number;
  gameHash: string;
  commitment: string;
  crashPoint: number;
  houseEdgeBp: number;
  configVersion: string;
  state: RoundState;
  forced: boolean;
  resolution: 'played' | 'recovered' | null;
  bettingOpensAt: Date;
  bettingClosesAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  settledAt: Date | null;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  /** The leadership term its lease was taken under (platform/jobs/leader-terms.ts). */
  leaseTerm: number;
}

export interface NewRound {
  chainId: number;
  gameNumber: number;
  gameHash: string;
  commitment: string;
  crashPoint: number;
  houseEdgeBp: number;
  configVersion: string;
  bettingOpensAt: Date;
  bettingClosesAt: Date;
  leaseOwner: string;
  leaseUntil: Date;
  leaseTerm: number;
}

/** Whose lease a round is under: the engine, and the leadership term it runs in. */
export interface LeaseHolder {
  owner: string;
  term: number;
}

function toRound(r: Selectable<CrashRoundsTable>): RoundRow {
  return {
    id: String(r.id),
    chainId: r.chain_id,
    gameNumber: r.game_number,
    gameHash: r.game_hash,
    commitment: r.commitment,
    crashPoint: r.crash_point,
    houseEdgeBp: r.house_edge_bp,
    configVersion: r.config_version,
    state: r.state,
    forced: r.forced,
    resolution: r.resolution,
    bettingOpensAt: r.betting_opens_at,
    bettingClosesAt: r.betting_closes_at,
    startedAt: r.started_at,
    endedAt: r.ended_at,
    settledAt: r.settled_at,
    leaseOwner: r.lease_owner,
    leaseUntil: r.lease_until,
    leaseTerm: r.lease_term,
  };
}

export class CrashRoundsRepo {
  async insertRound(db: Db, r: NewRound, now: Date): Promise<string> {
    const row = await db
      .insertInto('crash_rounds')
      .values({
        chain_id: r.chainId,
        game_number: r.gameNumber,
        game_hash: r.gameHash,
        commitment: r.commitment,
        crash_point: r.crashPoint,
        house_edge_bp: r.houseEdgeBp,
        config_version: r.configVersion,
        state: 'betting',
        resolution: null,
        betting_opens_at: r.bettingOpensAt,
        betting_closes_at: r.bettingClosesAt,
        lease_owner: r.leaseOwner,
        lease_until: r.leaseUntil,
        lease_term: r.leaseTerm,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  async round(db: Db, id: string): Promise<RoundRow | undefined> {
    const r = await db.selectFrom('crash_rounds').selectAll().where('id', '=', id).executeTakeFirst();
    return r && toRound(r);
  }

  /** Starts the flight; false when the round is no longer ours (a newer leader took it over). */
  async markRunning(db: Db, id: string, startedAt: Date, owner: string, leaseUntil: Date): Promise<boolean> {
    const r = await db
      .updateTable('crash_rounds')
      .set({ state: 'running', started_at: startedAt, lease_until: leaseUntil })
      .where('id', '=', id)
      .where('state', '=', 'betting')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Extends our lease; false when another node took the round over. */
  async renewLease(db: Db, id: string, owner: string, until: Date): Promise<boolean> {
    const r = await db
      .updateTable('crash_rounds')
      .set({ lease_until: until })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('state', '<>', 'settled')
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /**
   * Takes the lease of an unsettled round: at once when it was leased under an older leadership
   * term (its leader is dead or deposed), when it is already ours, or when it is free or expired
   * and not held under a newer term.
   */
  async takeLease(db: Db, id: string, holder: LeaseHolder, now: Date, until: Date): Promise<boolean> {
    const r = await db
      .updateTable('crash_rounds')
      .set({ lease_owner: holder.owner, lease_term: holder.term, lease_until: until })
      .where('id', '=', id)
      .where('state', '<>', 'settled')
      .where((eb) =>
        eb.or([
          eb('lease_term', '<', holder.term),
          eb('lease_owner', '=', holder.owner),
          eb.and([eb('lease_term', '<=', holder.term), eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)])]),
        ]),
      )
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Lets another node settle the round at once (a graceful stop left it unfinished). */
  async releaseLease(db: Db, id: string, owner: string): Promise<void> {
    await db
      .updateTable('crash_rounds')
      .set({ lease_until: null })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute();
  }

  /** Marks the round crashed (the caller loses its open bets in the same transaction); false when it was not ours to end. */
  async end(
    trx: Db,
    id: string,
    e: { endedAt: Date; forced: boolean; resolution: 'played' | 'recovered'; owner: string },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('crash_rounds')
      .set({ state: 'crashed', ended_at: e.endedAt, forced: e.forced, resolution: e.resolution })
      .where('id', '=', id)
      .where('state', 'in', ['betting', 'running'])
      .where('lease_owner', '=', e.owner)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async markSettled(db: Db, id: string, now: Date): Promise<void> {
    await db
      .updateTable('crash_rounds')
      .set({ state: 'settled', settled_at: now, lease_until: null })
      .where('id', '=', id)
      .where('state', '=', 'crashed')
      .execute();
  }

  async unsettledRounds(db: Db): Promise<RoundRow[]> {
    const rows = await db.selectFrom('crash_rounds').selectAll().where('state', '<>', 'settled').orderBy('id').execute();
    return rows.map(toRound);
  }

  /** The latest rounds that ended, newest first (the history strip). */
  async recentRounds(db: Db, limit: number): Promise<RoundRow[]> {
    const rows = await db
      .selectFrom('crash_rounds')
      .selectAll()
      .where('state', 'in', ['crashed', 'settled'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRound);
  }

  async byIds(db: Db, ids: readonly string[]): Promise<RoundRow[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('crash_rounds').selectAll().where('id', 'in', ids).execute();
    return rows.map(toRound);
  }
}
