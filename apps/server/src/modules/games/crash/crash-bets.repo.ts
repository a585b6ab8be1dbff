/**
 * Crash bets (table crash_bets): Kysely queries only. Every state change of a bet is a conditional
 * UPDATE on its current status: the database, not memory, decides which of two racing writers wins
 * (a cash-out and a recovery, a cancel and the start).
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../platform/db/database.js';
import type { CrashBetsTable } from '../../../platform/db/schema.js';

export type BetStatus = CrashBetsTable['status'];
export type CashoutReason = NonNullable<CrashBetsTable['cashout_reason']>;

export interface BetRow {
  id: string;
  roundId: string;
  memberId: string;
  panel: 1 | 2;
  stake: number;
  /** The part of the stake paid with bonus money (docs/product-rules/bonus-money.md#staking), and its grant. */
  bonusStake: number;
  bonusGrantId: string | null;
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

/** What a placed bet starts with; the rest of its row is filled as it settles. */
export type NewBet = Pick<
  BetRow,
  'id' | 'roundId' | 'memberId' | 'panel' | 'stake' | 'autoCashout' | 'target' | 'configVersion' | 'createdAt'
>;

export interface Cashout {
  id: string;
  multiplier: number;
  reason: CashoutReason;
}

/** A cash-out with its own time: when the server received it (manual) or the tick that paid it (auto). */
export interface TimedCashout extends Cashout {
  at: Date;
}

/** A win credited in the same transaction as its cash-out. */
export interface WinPaid {
  id: string;
  winTx: string;
  balanceAfter: number;
}

const num = (v: string | number): number => Number(v);
const numOrNull = (v: string | number | null): number | null => (v === null ? null : Number(v));

function toBet(r: Selectable<CrashBetsTable>): BetRow {
  return {
    id: r.id,
    roundId: String(r.round_id),
    memberId: String(r.member_id),
    panel: r.panel === 2 ? 2 : 1,
    stake: num(r.stake),
    bonusStake: num(r.bonus_stake),
    bonusGrantId: r.bonus_grant_id === null ? null : String(r.bonus_grant_id),
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

export class CrashBetsRepo {
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

  /** Records the bonus share of a pending bet's stake, in the transaction that takes it. */
  async setBonusStake(trx: Db, id: string, bonusStake: number, grantId: string): Promise<boolean> {
    const r = await trx
      .updateTable('crash_bets')
      .set({ bonus_stake: bonusStake, bonus_grant_id: grantId })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /**
   * Opens a pending bet whose stake was taken; false when it is no longer pending or its round has
   * left betting (a newer leader settled the round meanwhile: the caller gives the stake back).
   */
  async openBet(db: Db, id: string, m: { stakeTx: string; balanceBefore: number; balanceAfter: number }): Promise<boolean> {
    const r = await db
      .updateTable('crash_bets')
      .set({ status: 'open', stake_tx: m.stakeTx, balance_before: m.balanceBefore, balance_after: m.balanceAfter })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('crash_rounds')
            .select('crash_rounds.id')
            .whereRef('crash_rounds.id', '=', 'crash_bets.round_id')
            .where('crash_rounds.state', '=', 'betting'),
        ),
      )
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

  /** One statement for cash-outs of one moment (recovery); returns the bets this call cashed out. */
  async cashOutMany(db: Db, cs: readonly Cashout[], at: Date): Promise<BetRow[]> {
    return this.cashOutGroup(
      db,
      cs.map((c) => ({ ...c, at })),
    );
  }

  /**
   * Records a group of cash-out decisions in one statement (each at its own time); returns the bets
   * this call cashed out. A bet no longer open (a repeat, or settled by someone else) is left alone.
   */
  async cashOutGroup(db: Db, cs: readonly TimedCashout[]): Promise<BetRow[]> {
    if (cs.length === 0) return [];
    const ids = cs.map((c) => c.id);
    const multipliers = cs.map((c) => c.multiplier);
    const reasons = cs.map((c) => c.reason);
    const times = cs.map((c) => c.at.toISOString());
    const { rows } = await sql<Selectable<CrashBetsTable>>`
      update crash_bets as b
      set status = 'cashed', cashout_multiplier = v.m, cashout_reason = v.r, cashout_at = v.at,
          payout = b.stake * v.m / 100, settled_at = v.at
      from (select unnest(${ids}::uuid[]) as id, unnest(${multipliers}::int[]) as m, unnest(${reasons}::text[]) as r,
                   unnest(${times}::timestamptz[]) as at) as v
      where b.id = v.id and b.status = 'open'
      returning b.*`.execute(db);
    return rows.map(toBet);
  }

  /** Records the wins of a group of cash-outs (the credits committed with them). */
  async recordWins(db: Db, wins: readonly WinPaid[]): Promise<void> {
    if (wins.length === 0) return;
    await sql`
      update crash_bets as b
      set win_tx = v.tx, balance_after = v.bal
      from (select unnest(${wins.map((w) => w.id)}::uuid[]) as id, unnest(${wins.map((w) => w.winTx)}::text[]) as tx,
                   unnest(${wins.map((w) => w.balanceAfter)}::bigint[]) as bal) as v
      where b.id = v.id and b.status = 'cashed' and b.win_tx is null`.execute(db);
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

  /** Every open bet of the round loses (the round has just ended, in the same transaction). */
  async loseAllOpen(trx: Db, roundId: string, endedAt: Date): Promise<void> {
    await trx
      .updateTable('crash_bets')
      .set({ status: 'lost', payout: 0, settled_at: endedAt })
      .where('round_id', '=', roundId)
      .where('status', '=', 'open')
      .execute();
  }

  /** A member's latest bets (never a void one), newest first. */
  async latestOfMember(db: Db, memberId: string, limit: number): Promise<BetRow[]> {
    const rows = await db
      .selectFrom('crash_bets')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('status', '<>', 'void')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toBet);
  }
}
