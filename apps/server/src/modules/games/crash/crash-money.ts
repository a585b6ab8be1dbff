/**
 * The crash game's money, only through the seamless wallet (ARCHITECTURE.md#money): a stake is a debit, a
 * win a credit, a refund the rollback of the stake. Every call's transaction id derives from the
 * bet id, so the ledger's unique key makes each one happen at most once, however often a settlement
 * is retried (after an error, or by recovery on another node). A lost bet moves no money: its row
 * says it lost, and the stake already sits in the house.
 *
 * The bet row is the decision, the wallet call its execution: a row is 'cashed' or 'refunded'
 * before its money moves, and `settle` pays every decided-but-unpaid bet of a round, so a crash
 * between decision and payment is finished by whoever settles the round next.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import { Semaphore } from '../../../platform/concurrency/semaphore.js';
import type { MemberBalanceChange } from '../../ledger/index.js';
import type { GameTx, SeamlessResult, SeamlessWallet } from '../../ledger/index.js';
import type { StakeFunding } from '../../bonus-money/index.js';
import type { BetRow, NewBet, TimedCashout } from './crash-bets.repo.js';
import { CrashBonusMoney, type BonusDebit } from './crash-bonus-money.js';
import type { CrashRepo } from './crash.repo.js';
import type { CrashRecords } from './crash-records.js';

export const CRASH_GAME_ID = 'crash';

export const stakeTxId = (betId: string): string => `crash:${betId}:stake`;
export const winTxId = (betId: string): string => `crash:${betId}:win`;
/** What refund_tx records: the ledger reverses the stake under the seamless wallet's rollback of it. */
export const refundTxId = (betId: string): string => `rollback:${stakeTxId(betId)}`;

export interface MoneyLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface StakeTaken {
  balanceBefore: number;
  balanceAfter: number;
}

/**
 * Win credits made one by one at once (the settlement's, for wins an earlier loop left unpaid; a
 * cash-out's own win is paid in its group's transaction): a few, so their queries do not queue in
 * the connection pool ahead of the next cash-outs.
 */
const WIN_CREDITS_AT_ONCE = 2;

export class CrashMoney {
  private readonly winLane = new Semaphore(WIN_CREDITS_AT_ONCE, Number.POSITIVE_INFINITY);
  private readonly bonus: CrashBonusMoney;

  constructor(
    private readonly db: Db,
    private readonly repo: CrashRepo,
    private readonly wallet: SeamlessWallet,
    private readonly clock: Clock,
    private readonly log: MoneyLogger,
    private readonly records: CrashRecords,
    /** How a stake cash cannot cover is paid with bonus money; without it crash takes cash only. */
    stakes: StakeFunding | null = null,
  ) {
    this.bonus = new CrashBonusMoney(db, repo, wallet, stakes);
  }

  /**
   * Records the bet, takes the stake, and only then opens it. A refused debit (short balance) leaves
   * nothing behind; any other failure rolls the stake back so the bet never holds money unseen.
   * Throws what the wallet threw (AppError INSUFFICIENT_BALANCE for a short balance).
   */
  async takeStake(bet: NewBet): Promise<StakeTaken> {
    await this.repo.bets.insertPendingBet(this.db, bet);
    const tx = { roundId: bet.roundId, txId: stakeTxId(bet.id), gameId: CRASH_GAME_ID };
    let debit: BonusDebit;
    try {
      debit = await this.debit(bet, tx);
    } catch (err) {
      if (err instanceof AppError && (err.code === ErrorCode.INSUFFICIENT_BALANCE || err.code === ErrorCode.BONUS_MAX_STAKE)) {
        await this.repo.bets.deletePendingBet(this.db, bet.id);
      } else {
        await this.voidPending(bet.id).catch((e: unknown) =>
          this.log.error({ err: e, betId: bet.id }, 'crash: stake rollback failed'),
        );
      }
      throw err;
    }
    this.publish(debit.changes, 'stake');
    const taken = { balanceBefore: debit.result.balance + debit.cash, balanceAfter: debit.result.balance };
    let opened = false;
    try {
      opened = await this.repo.bets.openBet(this.db, bet.id, { stakeTx: debit.result.transferId, ...taken });
    } finally {
      if (!opened) await this.voidPending(bet.id).catch(() => undefined);
    }
    if (!opened) throw new Error(`crash bet ${bet.id} could not be opened`);
    return taken;
  }

  /** Cash alone through the wallet's batched path; a stake cash cannot cover is tried with bonus money. */
  private async debit(bet: NewBet, tx: GameTx): Promise<BonusDebit> {
    try {
      return { result: await this.wallet.debit(bet.memberId, bet.stake, tx), cash: bet.stake, changes: [] };
    } catch (err) {
      // A refused debit wrote nothing, so the same key is free for the split debit.
      if (!this.bonus.canFund(err)) throw err;
      return this.bonus.debit(bet, tx);
    }
  }

  /**
   * Records a group of cash-outs and credits their wins in one transaction: one commit makes the
   * decisions and the money durable together, so an answered cash-out is paid and a failed group
   * leaves every bet of it open and unpaid. Returns the bets this call cashed out (a bet no longer
   * open is left out: a repeat, or settled elsewhere). Balances are pushed after the commit.
   */
  async cashOutAndPay(cs: readonly TimedCashout[]): Promise<BetRow[]> {
    let changes: MemberBalanceChange[] = [];
    const rows = await this.db.transaction().execute(async (trx) => {
      const cashed = await this.repo.bets.cashOutGroup(trx, cs);
      // The grants of the bonus bets are locked after their bets, in id order (see trialHomes).
      const homes = await this.bonus.homesOf(trx, cashed);
      const credits = cashed.map((b) => this.bonus.credit(b, winTxOf(b), homes));
      const posted = await this.wallet.creditMany(credits, trx);
      changes = posted.changes;
      const paid = cashed.map((b, i) => {
        const r = posted.results[i] as SeamlessResult;
        return { ...b, winTx: r.transferId, balanceAfter: r.balance };
      });
      await this.repo.bets.recordWins(
        trx,
        paid.map((b) => ({ id: b.id, winTx: b.winTx, balanceAfter: b.balanceAfter })),
      );
      return paid;
    });
    this.publish(changes, 'cash-outs');
    return rows;
  }

  /** Pushes balances after a commit; a failed push is only late (the next read shows them). */
  private publish(changes: MemberBalanceChange[], what: string): void {
    this.wallet
      .publishBalances(changes)
      .catch((err: unknown) => this.log.warn({ err }, `crash: balance push after ${what} failed`));
  }

  /** Pays a cashed-out bet's win (idempotent): the settlement's way for a win not paid with its cash-out. */
  async payWin(bet: BetRow): Promise<void> {
    await this.winLane.run(async () => {
      if (bet.bonusStake > 0) return this.payBonusWin(bet);
      const r = await this.wallet.credit(bet.memberId, bet.payout ?? 0, winTxOf(bet));
      await this.repo.bets.recordWin(this.db, bet.id, r.transferId, r.balance);
    });
  }

  /** A win with a bonus share: its grant locked, paid and recorded in one transaction. */
  private async payBonusWin(bet: BetRow): Promise<void> {
    const changes = await this.db.transaction().execute(async (trx) => {
      const homes = await this.bonus.homesOf(trx, [bet]);
      const posted = await this.wallet.creditMany([this.bonus.credit(bet, winTxOf(bet), homes)], trx);
      const r = posted.results[0] as SeamlessResult;
      await this.repo.bets.recordWin(trx, bet.id, r.transferId, r.balance);
      return posted.changes;
    });
    this.publish(changes, 'a win');
  }

  /** Gives a refunded or cancelled bet its stake back (idempotent: the ledger reverses a stake once). */
  async payRefund(bet: Pick<BetRow, 'id' | 'bonusStake'>): Promise<void> {
    if (bet.bonusStake === 0) {
      const r = await this.wallet.rollback(stakeTxId(bet.id));
      await this.repo.bets.recordRefund(this.db, bet.id, refundTxId(bet.id), r.balance);
      return;
    }
    // Each leg back where it came from, the trial leg to its grant's home, recorded with it.
    const changes = await this.db.transaction().execute(async (trx) => {
      const r = await this.wallet.rollback(stakeTxId(bet.id), { trx, trialHome: this.bonus.trialHomeOf(trx) });
      await this.repo.bets.recordRefund(trx, bet.id, refundTxId(bet.id), r.balance);
      return r.changes;
    });
    this.publish(changes, 'a refund');
  }

  /**
   * A pending bet never accepted: reverse its stake if it was taken, or block it if not. With bonus
   * stakes the stake's own record (not the bet row, which may be behind it) says where its trial
   * leg goes, decided in the transaction that reverses it.
   */
  async voidPending(betId: string): Promise<void> {
    if (!this.bonus.enabled) {
      const r = await this.wallet.rollback(stakeTxId(betId));
      const moved = r.outcome === 'rolled_back';
      await this.repo.bets.voidBet(this.db, betId, moved ? refundTxId(betId) : null, r.balance, this.clock.now());
      return;
    }
    const changes = await this.db.transaction().execute(async (trx) => {
      const r = await this.wallet.rollback(stakeTxId(betId), { trx, trialHome: this.bonus.trialHomeOf(trx) });
      const moved = r.outcome === 'rolled_back';
      await this.repo.bets.voidBet(trx, betId, moved ? refundTxId(betId) : null, r.balance, this.clock.now());
      return r.changes;
    });
    this.publish(changes, 'a void');
  }

  /**
   * Moves the money of every decided bet of the round that has not moved yet, then records the
   * round's finished bets in game_bets. True when nothing is left; a failure is logged and left for
   * the next settlement (every step is idempotent).
   */
  async settle(roundId: string): Promise<boolean> {
    const unpaid = await this.repo.bets.unpaidBets(this.db, roundId);
    let done = true;
    await forEachLimited(unpaid, SETTLE_IN_FLIGHT, async (bet) => {
      try {
        if (bet.status === 'cashed') await this.payWin(bet);
        else if (bet.status === 'pending') await this.voidPending(bet.id);
        else await this.payRefund(bet);
      } catch (err) {
        done = false;
        this.log.error({ err, betId: bet.id, roundId }, 'crash: settlement step failed, will retry');
      }
    });
    if (!done) return false;
    try {
      await this.records.recordRound(roundId, this.clock.now());
    } catch (err) {
      this.log.error({ err, roundId }, 'crash: recording the settled bets failed, will retry');
      return false;
    }
    return true;
  }
}

function winTxOf(bet: Pick<BetRow, 'id' | 'roundId'>): GameTx {
  return { roundId: bet.roundId, txId: winTxId(bet.id), gameId: CRASH_GAME_ID };
}

/** Enough calls in flight for the ledger to batch them, few enough not to drain the pool. */
const SETTLE_IN_FLIGHT = 32;

async function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
