/**
 * Crash chains, configs, rounds and bets: Kysely queries only. Every method takes the handle to run
 * on (the database or a transaction). Times come from the engine's clock, never from now() in SQL,
 * so tests can move time. Every state change of a bet is a conditional UPDATE on its current status:
 * the database, not memory, decides which of two racing writers wins.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database.js';
import { isCrashHmacScheme, type CrashHmacScheme } from '@nyota/fairness/crash';
import type { ChainSaltKind, CrashBetsTable, CrashRoundsTable } from '../../../platform/db/schema.js';
import { announcedSaltColumns, type SaltAnnouncement } from '../chain-salt/chain-salt.js';
import type { CrashConfig } from './crash-config.js';

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

export type RoundState = CrashRoundsTable['state'];
export type BetStatus = CrashBetsTable['status'];
export type CashoutReason = NonNullable<CrashBetsTable['cashout_reason']>;

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
}

export interface BetRow {
  id: string;
  roundId: string;
  memberId: string;
  panel: 1 | 2;
  stake: number;
  autoCashout: number | null;
  target: number;
  status: BetStatus;
  cashoutMultiplier: number | null;
  cashoutAt: Date | null;
  cashoutReason: CashoutReason | null;
  payout: number | null;
  balanceBefore: number | null;
  balanceAfter: number | null;
  stakeTx: string | null;
  winTx: string | null;
  refundTx: string | null;
  configVersion: string;
  createdAt: Date;
  settledAt: Date | null;
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
}

export interface NewBet {
  id: string;
  roundId: string;
  memberId: string;
  panel: 1 | 2;
  stake: number;
  autoCashout: number | null;
  target: number;
  configVersion: string;
  createdAt: Date;
}

export interface Cashout {
  id: string;
  multiplier: number;
  reason: CashoutReason;
}

const num = (v: string | number): number => Number(v);
const numOrNull = (v: string | number | null): number | null => (v === null ? null : Number(v));

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
  };
}

function toBet(r: Selectable<CrashBetsTable>): BetRow {
  return {
    id: r.id,
    roundId: String(r.round_id),
    memberId: String(r.member_id),
    panel: r.panel === 2 ? 2 : 1,
    stake: num(r.stake),
    autoCashout: r.auto_cashout,
    target: r.target,
    status: r.status,
    cashoutMultiplier: r.cashout_multiplier,
    cashoutAt: r.cashout_at,
    cashoutReason: r.cashout_reason,
    payout: numOrNull(r.payout),
    balanceBefore: numOrNull(r.balance_before),
    balanceAfter: numOrNull(r.balance_after),
    stakeTx: r.stake_tx,
    winTx: r.win_tx,
    refundTx: r.refund_tx,
    configVersion: r.config_version,
    createdAt: r.created_at,
    settledAt: r.settled_at,
  };
}

export class CrashRepo {
  // Chains

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

  // Configs

  async latestConfig(db: Db): Promise<CrashConfig | undefined> {
    const r = await db
      .selectFrom('crash_configs')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return r && toConfig(r);
  }

  async config(db: Db, version: string): Promise<CrashConfig | undefined> {
    const r = await db.selectFrom('crash_configs').selectAll().where('version', '=', version).executeTakeFirst();
    return r && toConfig(r);
  }

  async insertConfig(db: Db, c: CrashConfig, now: Date): Promise<void> {
    await db
      .insertInto('crash_configs')
      .values({
        version: c.version,
        house_edge_bp: c.houseEdgeBp,
        min_stake: c.minStake,
        max_stake: c.maxStake,
        max_win: c.maxWin,
        round_liability_cap: c.roundLiabilityCap,
        created_at: now,
      })
      .execute();
  }

  // Rounds

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

  async markRunning(db: Db, id: string, startedAt: Date, owner: string, leaseUntil: Date): Promise<void> {
    await db
      .updateTable('crash_rounds')
      .set({ state: 'running', started_at: startedAt, lease_until: leaseUntil })
      .where('id', '=', id)
      .where('state', '=', 'betting')
      .where('lease_owner', '=', owner)
      .execute();
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

  /** Takes the lease of an unsettled round when it is free or expired (or already ours). */
  async takeLease(db: Db, id: string, owner: string, now: Date, until: Date): Promise<boolean> {
    const r = await db
      .updateTable('crash_rounds')
      .set({ lease_owner: owner, lease_until: until })
      .where('id', '=', id)
      .where('state', '<>', 'settled')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now), eb('lease_owner', '=', owner)]))
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

  /**
   * Ends a round: its remaining open bets lose, in the same transaction as the state change, so a
   * crashed round never has an open bet (recovery relies on it).
   */
  async endRound(
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
    if (r.numUpdatedRows === 0n) return false;
    await trx
      .updateTable('crash_bets')
      .set({ status: 'lost', payout: 0, settled_at: e.endedAt })
      .where('round_id', '=', id)
      .where('status', '=', 'open')
      .execute();
    return true;
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

  // Bets

  async insertPendingBet(db: Db, b: NewBet): Promise<void> {
    await db
      .insertInto('crash_bets')
      .values({
        id: b.id,
        round_id: b.roundId,
        member_id: b.memberId,
        panel: b.panel,
        stake: b.stake,
        auto_cashout: b.autoCashout,
        target: b.target,
        status: 'pending',
        config_version: b.configVersion,
        created_at: b.createdAt,
      })
      .execute();
  }

  /** Forgets a bet whose stake was refused: nothing was taken, so nothing is recorded. */
  async deletePendingBet(db: Db, id: string): Promise<void> {
    await db.deleteFrom('crash_bets').where('id', '=', id).where('status', '=', 'pending').execute();
  }

  async openBet(db: Db, id: string, m: { stakeTx: string; balanceBefore: number; balanceAfter: number }): Promise<boolean> {
    const r = await db
      .updateTable('crash_bets')
      .set({ status: 'open', stake_tx: m.stakeTx, balance_before: m.balanceBefore, balance_after: m.balanceAfter })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** A pending bet whose stake was rolled back (refundTx null: the debit never happened). */
  async voidBet(db: Db, id: string, refundTx: string | null, balanceAfter: number | null, now: Date): Promise<void> {
    await db
      .updateTable('crash_bets')
      .set({ status: 'void', refund_tx: refundTx, balance_after: balanceAfter, settled_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Records a cash-out decision; undefined when the bet was no longer open (someone else settled it). */
  async cashOut(db: Db, c: Cashout, at: Date): Promise<BetRow | undefined> {
    const r = await db
      .updateTable('crash_bets')
      .set({
        status: 'cashed',
        cashout_multiplier: c.multiplier,
        cashout_reason: c.reason,
        cashout_at: at,
        payout: sql<string>`stake * ${c.multiplier} / 100`,
        settled_at: at,
      })
      .where('id', '=', c.id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    return r && toBet(r);
  }

  /** One statement for a tick's cash-outs; returns the bets this call cashed out. */
  async cashOutMany(db: Db, cs: Cashout[], at: Date): Promise<BetRow[]> {
    if (cs.length === 0) return [];
    const ids = cs.map((c) => c.id);
    const multipliers = cs.map((c) => c.multiplier);
    const reasons = cs.map((c) => c.reason);
    const { rows } = await sql<Selectable<CrashBetsTable>>`
      update crash_bets as b
      set status = 'cashed', cashout_multiplier = v.m, cashout_reason = v.r, cashout_at = ${at},
          payout = b.stake * v.m / 100, settled_at = ${at}
      from (select unnest(${ids}::uuid[]) as id, unnest(${multipliers}::int[]) as m, unnest(${reasons}::text[]) as r) as v
      where b.id = v.id and b.status = 'open'
      returning b.*`.execute(db);
    return rows.map(toBet);
  }

  /** Gives an open bet its stake back (recovery, or the player's cancel during betting). */
  async refundOpen(db: Db, id: string, status: 'refunded' | 'cancelled', now: Date): Promise<BetRow | undefined> {
    const r = await db
      .updateTable('crash_bets')
      .set({ status, payout: sql<string>`stake`, settled_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    return r && toBet(r);
  }

  /** Refunds every bet of the round still open (recovery, after paying those that reached their target). */
  async refundAllOpen(db: Db, roundId: string, now: Date): Promise<void> {
    await db
      .updateTable('crash_bets')
      .set({ status: 'refunded', payout: sql<string>`stake`, settled_at: now })
      .where('round_id', '=', roundId)
      .where('status', '=', 'open')
      .execute();
  }

  async recordWin(db: Db, id: string, winTx: string, balanceAfter: number): Promise<void> {
    await db
      .updateTable('crash_bets')
      .set({ win_tx: winTx, balance_after: balanceAfter })
      .where('id', '=', id)
      .where('status', '=', 'cashed')
      .where('win_tx', 'is', null)
      .execute();
  }

  async recordRefund(db: Db, id: string, refundTx: string, balanceAfter: number | null): Promise<void> {
    await db
      .updateTable('crash_bets')
      .set({ refund_tx: refundTx, balance_after: balanceAfter })
      .where('id', '=', id)
      .where('status', 'in', ['refunded', 'cancelled'])
      .where('refund_tx', 'is', null)
      .execute();
  }

  async bet(db: Db, id: string): Promise<BetRow | undefined> {
    const r = await db.selectFrom('crash_bets').selectAll().where('id', '=', id).executeTakeFirst();
    return r && toBet(r);
  }

  async betsOfRound(db: Db, roundId: string): Promise<BetRow[]> {
    const rows = await db.selectFrom('crash_bets').selectAll().where('round_id', '=', roundId).orderBy('created_at').execute();
    return rows.map(toBet);
  }

  /** Bets whose money is not settled yet: wins unpaid, refunds not made, stakes in limbo. */
  async unpaidBets(db: Db, roundId: string): Promise<BetRow[]> {
    const rows = await db
      .selectFrom('crash_bets')
      .selectAll()
      .where('round_id', '=', roundId)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'pending'),
          eb.and([eb('status', '=', 'cashed'), eb('win_tx', 'is', null)]),
          eb.and([eb('status', 'in', ['refunded', 'cancelled']), eb('refund_tx', 'is', null)]),
        ]),
      )
      .execute();
    return rows.map(toBet);
  }

  /** A member's latest bets with their rounds, newest first (game recall, reference §4). */
  async memberBets(db: Db, memberId: string, limit: number): Promise<{ bet: BetRow; round: RoundRow }[]> {
    const bets = await db
      .selectFrom('crash_bets')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('status', '<>', 'void')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    if (bets.length === 0) return [];
    const roundIds = [...new Set(bets.map((b) => String(b.round_id)))];
    const rounds = await db.selectFrom('crash_rounds').selectAll().where('id', 'in', roundIds).execute();
    const byId = new Map(rounds.map((r) => [String(r.id), toRound(r)]));
    const out: { bet: BetRow; round: RoundRow }[] = [];
    for (const b of bets) {
      const round = byId.get(String(b.round_id));
      if (round) out.push({ bet: toBet(b), round });
    }
    return out;
  }
}

function toConfig(r: {
  version: string;
  house_edge_bp: number;
  min_stake: string;
  max_stake: string;
  max_win: string;
  round_liability_cap: string;
}): CrashConfig {
  return {
    version: r.version,
    houseEdgeBp: r.house_edge_bp,
    minStake: num(r.min_stake),
    maxStake: num(r.max_stake),
    maxWin: num(r.max_win),
    roundLiabilityCap: num(r.round_liability_cap),
  };
}
