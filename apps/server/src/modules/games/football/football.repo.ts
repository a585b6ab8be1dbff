/**
 * Football rounds and bets (its chains are in modules/games/hash-chain): Kysely queries only. Every method takes the handle to run on
 * (the database or a transaction); times come from the engine's clock. State changes are
 * conditional UPDATEs on the current state, so of two racing writers the database picks one.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database.js';
import type { FootballBetsTable, FootballRoundsTable } from '../../../platform/db/schema.js';
import type { MatchResult } from '@nyota/fairness/football';

export type RoundState = FootballRoundsTable['state'];
export type BetStatus = FootballBetsTable['status'];

export interface RoundRow {
  id: string;
  chainId: number;
  roundNumber: number;
  roundHash: string;
  commitment: string;
  configVersion: string;
  season: number;
  matchday: number;
  state: RoundState;
  opensAt: Date;
  closesAt: Date;
  kickoffAt: Date;
  fullTimeAt: Date;
  results: MatchResult[] | null;
  settledAt: Date | null;
}

export interface BetRow {
  id: string;
  roundId: string;
  memberId: string;
  matchIndex: number;
  market: string;
  selection: string;
  odds: number;
  stake: number;
  /** The part of the stake paid with bonus money (docs/product-rules/bonus-money.md#staking), and its grant. */
  bonusStake: number;
  bonusGrantId: string | null;
  status: BetStatus;
  payout: number | null;
  balanceBefore: number | null;
  balanceAfter: number | null;
  placedAt: Date;
  settledAt: Date | null;
}

export interface NewRound {
  chainId: number;
  roundNumber: number;
  roundHash: string;
  commitment: string;
  configVersion: string;
  season: number;
  matchday: number;
  opensAt: Date;
  closesAt: Date;
  kickoffAt: Date;
  fullTimeAt: Date;
  now: Date;
}

export type NewBet = Omit<
  BetRow,
  'status' | 'payout' | 'balanceAfter' | 'settledAt' | 'balanceBefore' | 'bonusStake' | 'bonusGrantId'
>;

/** A stake's bonus share, written with its bet. */
export interface BetBonus {
  stake: number;
  grantId: string;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

function toRound(r: Selectable<FootballRoundsTable>): RoundRow {
  return {
    id: String(r.id),
    chainId: r.chain_id,
    roundNumber: r.round_number,
    roundHash: r.round_hash,
    commitment: r.commitment,
    configVersion: r.config_version,
    season: r.season,
    matchday: r.matchday,
    state: r.state,
    opensAt: r.opens_at,
    closesAt: r.closes_at,
    kickoffAt: r.kickoff_at,
    fullTimeAt: r.full_time_at,
    results: (r.results ?? null) as MatchResult[] | null,
    settledAt: r.settled_at,
  };
}

function toBet(b: Selectable<FootballBetsTable>): BetRow {
  return {
    id: b.id,
    roundId: String(b.round_id),
    memberId: String(b.member_id),
    matchIndex: b.match_index,
    market: b.market,
    selection: b.selection,
    odds: b.odds,
    stake: Number(b.stake),
    bonusStake: Number(b.bonus_stake),
    bonusGrantId: b.bonus_grant_id === null ? null : String(b.bonus_grant_id),
    status: b.status,
    payout: num(b.payout),
    balanceBefore: num(b.balance_before),
    balanceAfter: num(b.balance_after),
    placedAt: b.placed_at,
    settledAt: b.settled_at,
  };
}

export class FootballRepo {
  async insertRound(trx: Db, r: NewRound): Promise<RoundRow> {
    const row = await trx
      .insertInto('football_rounds')
      .values({
        chain_id: r.chainId,
        round_number: r.roundNumber,
        round_hash: r.roundHash,
        commitment: r.commitment,
        config_version: r.configVersion,
        season: r.season,
        matchday: r.matchday,
        state: 'betting',
        opens_at: r.opensAt,
        closes_at: r.closesAt,
        kickoff_at: r.kickoffAt,
        full_time_at: r.fullTimeAt,
        created_at: r.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRound(row);
  }

  /**
   * Share-locks the round while it still takes bets at `at`: the engine's move to live waits for
   * the bet's transaction, so no stake lands in a round that already kicked off or settled.
   */
  async lockOpenRound(trx: Db, id: string, at: Date): Promise<boolean> {
    const r = await trx
      .selectFrom('football_rounds')
      .select('id')
      .where('id', '=', id)
      .where('state', '=', 'betting')
      .where('closes_at', '>', at)
      .forShare()
      .executeTakeFirst();
    return r !== undefined;
  }

  async round(db: Db, id: string): Promise<RoundRow | undefined> {
    const r = await db.selectFrom('football_rounds').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toRound(r) : undefined;
  }

  /** The newest rounds by kick-off. */
  async latestRounds(db: Db, limit: number): Promise<RoundRow[]> {
    const rows = await db
      .selectFrom('football_rounds')
      .selectAll()
      .orderBy('kickoff_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRound);
  }

  /** Rounds the loop still has work on, oldest first. */
  async unfinishedRounds(db: Db): Promise<RoundRow[]> {
    const rows = await db
      .selectFrom('football_rounds')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('state', 'in', ['betting', 'live', 'finished']),
          eb.and([eb('state', '=', 'void'), eb('settled_at', 'is', null)]),
        ]),
      )
      .orderBy('id', 'asc')
      .execute();
    return rows.map(toRound);
  }

  async moveRound(db: Db, id: string, from: RoundState, to: RoundState, set: { results?: MatchResult[] } = {}): Promise<boolean> {
    const r = await db
      .updateTable('football_rounds')
      .set({ state: to, ...(set.results ? { results: JSON.stringify(set.results) } : {}) })
      .where('id', '=', id)
      .where('state', '=', from)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async markSettled(db: Db, id: string, now: Date): Promise<void> {
    await db
      .updateTable('football_rounds')
      .set({ state: sql`case when state = 'void' then 'void' else 'settled' end`, settled_at: now })
      .where('id', '=', id)
      .where('settled_at', 'is', null)
      .execute();
  }

  /** Finished rounds of a season, for the league table. */
  async playedRounds(db: Db, season: number): Promise<RoundRow[]> {
    const rows = await db
      .selectFrom('football_rounds')
      .selectAll()
      .where('season', '=', season)
      .where('state', 'in', ['finished', 'settled'])
      .orderBy('id', 'asc')
      .execute();
    return rows.map(toRound);
  }

  async insertBet(trx: Db, b: NewBet, bonus: BetBonus | null = null): Promise<void> {
    await trx
      .insertInto('football_bets')
      .values({
        id: b.id,
        round_id: b.roundId,
        member_id: b.memberId,
        match_index: b.matchIndex,
        market: b.market,
        selection: b.selection,
        odds: b.odds,
        stake: b.stake,
        status: 'open',
        placed_at: b.placedAt,
        ...(bonus ? { bonus_stake: bonus.stake, bonus_grant_id: bonus.grantId } : {}),
      })
      .execute();
  }

  async setStakeBalances(trx: Db, id: string, before: number, after: number): Promise<void> {
    await trx.updateTable('football_bets').set({ balance_before: before, balance_after: after }).where('id', '=', id).execute();
  }

  async openBets(db: Db, roundId: string): Promise<BetRow[]> {
    const rows = await db
      .selectFrom('football_bets')
      .selectAll()
      .where('round_id', '=', roundId)
      .where('status', '=', 'open')
      .execute();
    return rows.map(toBet);
  }

  /** Closes an open bet with its outcome; false when another writer settled it first. */
  async closeBet(trx: Db, id: string, status: Exclude<BetStatus, 'open'>, payout: number, now: Date): Promise<boolean> {
    const r = await trx
      .updateTable('football_bets')
      .set({ status, payout, settled_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async setBalanceAfter(trx: Db, id: string, balance: number): Promise<void> {
    await trx.updateTable('football_bets').set({ balance_after: balance }).where('id', '=', id).execute();
  }

  async bet(db: Db, id: string): Promise<BetRow | undefined> {
    const r = await db.selectFrom('football_bets').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toBet(r) : undefined;
  }

  async memberBets(db: Db, memberId: string, limit: number): Promise<BetRow[]> {
    const rows = await db
      .selectFrom('football_bets')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('placed_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toBet);
  }
}
