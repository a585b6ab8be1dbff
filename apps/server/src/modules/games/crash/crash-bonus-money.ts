/**
 * Bonus money in crash (docs/product-rules/bonus-money.md#staking): a stake cash cannot cover is
 * split by the bonus module (cash first, the rest from the active grant, whose row it locks) in
 * the transaction that takes it and records the bonus share on the bet; a win's bonus share
 * (prizeSplit) and a refund's trial legs go back to the member's trial account while the grant is
 * active, or to its campaign once it has ended: each decided with the grant's row locked in the
 * transaction that moves the money, so no bonus money lands in a trial account whose grant is gone.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import { prizeSplit, type StakeFunding, type TrialHome } from '../../bonus-money/index.js';
import type {
  GameCredit,
  GameTx,
  MemberBalanceChange,
  SeamlessResult,
  SeamlessWallet,
  StoredTransfer,
} from '../../ledger/index.js';
import type { BetRow, NewBet } from './crash-bets.repo.js';
import type { CrashRepo } from './crash.repo.js';

export interface BonusDebit {
  result: SeamlessResult;
  /** The stake's cash part (the rest was bonus money). */
  cash: number;
  changes: MemberBalanceChange[];
}

export class CrashBonusMoney {
  constructor(
    private readonly db: Db,
    private readonly repo: CrashRepo,
    private readonly wallet: SeamlessWallet,
    private readonly stakes: StakeFunding | null,
  ) {}

  /** True when a stake cash could not cover may be tried again with bonus money. */
  canFund(err: unknown): boolean {
    return this.stakes !== null && err instanceof AppError && err.code === ErrorCode.INSUFFICIENT_BALANCE;
  }

  /**
   * Takes the stake cash first and the rest from the active grant, in one transaction with the
   * bet's bonus share. Throws INSUFFICIENT_BALANCE (no bonus to cover it) or BONUS_MAX_STAKE with
   * nothing taken.
   */
  async debit(bet: NewBet, tx: GameTx): Promise<BonusDebit> {
    const stakes = this.need();
    return this.db.transaction().execute(async (trx) => {
      const split = await stakes.split(trx, bet.memberId, bet.stake);
      const bonus = split.grantId === null ? 0 : split.bonus;
      const share = split.grantId === null ? { amount: 0 } : { amount: bonus, grantId: split.grantId };
      const posted = await this.wallet.debitWithBonus(bet.memberId, bet.stake, share, tx, trx);
      if (split.grantId !== null && bonus > 0 && !(await this.repo.bets.setBonusStake(trx, bet.id, bonus, split.grantId))) {
        throw new Error(`crash bet ${bet.id} left pending while its stake was taken`);
      }
      return { result: posted, cash: bet.stake - bonus, changes: posted.changes };
    });
  }

  /** Locks the grants of these bets' bonus shares and says where each one's bonus money goes. */
  async homesOf(trx: Db, bets: readonly BetRow[]): Promise<Map<string, TrialHome>> {
    const ids = bets.flatMap((b) => (b.bonusStake > 0 && b.bonusGrantId !== null ? [b.bonusGrantId] : []));
    if (ids.length === 0) return new Map();
    return this.need().trialHomes(trx, ids);
  }

  /** A bet's win as a credit: its bonus share (the stake's share of it) to the grant's home. */
  credit(bet: BetRow, tx: GameTx, homes: Map<string, TrialHome>): GameCredit {
    const amount = bet.payout ?? 0;
    if (bet.bonusStake === 0 || bet.bonusGrantId === null) return { memberId: bet.memberId, amount, tx };
    const share = prizeSplit({ cash: bet.stake - bet.bonusStake, bonus: bet.bonusStake }, amount).bonus;
    const home = homes.get(bet.bonusGrantId);
    if (home === undefined) throw new Error(`crash bet ${bet.id}: its bonus grant was not locked`);
    const to = home === null ? {} : { to: home };
    return { memberId: bet.memberId, amount, tx, bonus: { amount: share, grantId: bet.bonusGrantId, ...to } };
  }

  /** For a rollback in `trx`: where the stake's trial legs go (its grant read from the stake's metadata). */
  trialHomeOf(trx: Db): (original: StoredTransfer) => Promise<TrialHome> {
    return async (original) => {
      const grantId = original.metadata['grantId'];
      if (typeof grantId !== 'string' || !original.legs.some((l) => l.from.kind === 'trial')) return null;
      return (await this.need().trialHomes(trx, [grantId])).get(grantId) ?? null;
    };
  }

  get enabled(): boolean {
    return this.stakes !== null;
  }

  private need(): StakeFunding {
    // A bet holding bonus money exists only where stakes are funded; without it its money has no home.
    if (!this.stakes) throw new Error('crash: bonus money without stake funding');
    return this.stakes;
  }
}
