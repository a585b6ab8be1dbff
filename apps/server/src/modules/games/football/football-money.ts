/**
 * Virtual football's money, only through the ledger API
 * (docs/design-departures.md#per-bet-games-and-football-call-the-ledger-api-directly), in the same
 * database transaction as the bet row it belongs to: a stake is written with its bet, and a bet
 * leaves 'open' (won, lost or refunded) in the transaction that pays it and records it in
 * game_bets. The ledger keys derive from the bet id (`football:<bet>:stake|win|refund`), so even a
 * settlement that ran twice on two nodes could move each amount once; the conditional UPDATE makes
 * it run once.
 *
 * Bonus money (docs/product-rules/bonus-money.md#staking): a stake is paid cash first and the rest
 * from the active grant (the bonus module's split locks its row), its bonus share written with the
 * bet; a win is split in the stake's proportion (prizeSplit) and a refund returns each part, the
 * bonus part to the member's trial account while its grant is active, else to the grant's campaign,
 * decided with the grant's row locked in the transaction that pays it.
 */
import { toMinor } from '@nyota/contract/money/minor';
import { settleSelection, type FootballMarket, type MatchResult } from '@nyota/fairness/football';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { AccountRef, LedgerApi, MemberBalanceChange, TransferLeg } from '../../ledger/index.js';
import { prizeSplit, type StakeFunding, type StakeSplit, type TrialHome } from '../../bonus-money/index.js';
import type { GameBetsApi } from '../bets/index.js';
import { FOOTBALL_GAME_ID, FOOTBALL_HOUSE } from './football-config.js';
import { LEAGUE_HASH } from './football-model.js';
import type { BetBonus, BetRow, FootballRepo, NewBet, RoundRow } from './football.repo.js';

export const stakeKey = (betId: string): string => `football:${betId}:stake`;
export const winKey = (betId: string): string => `football:${betId}:win`;
export const refundKey = (betId: string): string => `football:${betId}:refund`;

export interface SettleContext {
  round: RoundRow;
  /** The round's chain salt (client seed of every match). */
  salt: string;
}

export class FootballMoney {
  constructor(
    private readonly db: Db,
    private readonly repo: FootballRepo,
    private readonly ledger: LedgerApi,
    private readonly gameBets: GameBetsApi,
    /** How a stake cash cannot cover is paid with bonus money; cash only without it. */
    private readonly stakes: StakeFunding | null = null,
  ) {}

  /** Writes the bet and takes its stake together; throws INSUFFICIENT_BALANCE with nothing written. */
  async takeStake(bet: NewBet): Promise<{ balanceBefore: number; balanceAfter: number }> {
    const { changes, balanceAfter, cash } = await this.db.transaction().execute(async (trx) => {
      if (!(await this.repo.lockOpenRound(trx, bet.roundId, bet.placedAt)))
        throw new AppError(ErrorCode.BETTING_CLOSED, 'errors.football_betting_closed');
      const funded = this.stakes ? await this.stakes.split(trx, bet.memberId, bet.stake) : null;
      const bonus: BetBonus | null =
        funded?.grantId && funded.bonus > 0 ? { stake: funded.bonus, grantId: funded.grantId } : null;
      await this.repo.insertBet(trx, bet, bonus);
      const cash = bet.stake - (bonus?.stake ?? 0);
      const r = await this.ledger.transfer(
        {
          idempotencyKey: stakeKey(bet.id),
          kind: 'game_debit',
          legs: [
            ...leg({ member: bet.memberId, kind: 'cash' }, { system: FOOTBALL_HOUSE, kind: 'cash' }, cash),
            ...leg({ member: bet.memberId, kind: 'trial' }, { system: FOOTBALL_HOUSE, kind: 'trial' }, bonus?.stake ?? 0),
          ],
          metadata: { memberId: bet.memberId, roundId: bet.roundId, betId: bet.id, gameId: FOOTBALL_GAME_ID, ...grantOf(bonus) },
        },
        { trx },
      );
      const after = await this.cashOf(trx, bet.memberId, r.memberBalances);
      await this.repo.setStakeBalances(trx, bet.id, after + cash, after);
      return { changes: r.memberBalances, balanceAfter: after, cash };
    });
    await this.ledger.publishBalances(changes);
    return { balanceBefore: balanceAfter + cash, balanceAfter };
  }

  /** Settles one open bet at the round's result; false when it was already settled. */
  async settle(bet: BetRow, ctx: SettleContext, now: Date): Promise<boolean> {
    const result = ctx.round.results?.[bet.matchIndex];
    if (!result) throw new Error(`football round ${ctx.round.id} has no result for match ${bet.matchIndex}`);
    const payout = settleSelection(bet.market as FootballMarket, bet.selection, bet.odds, bet.stake, result);
    return this.close(bet, payout > 0 ? 'won' : 'lost', payout, now, {
      outcome: outcomeOf(bet, result),
      fairness: fairnessOf(ctx, bet.matchIndex),
      configVersion: ctx.round.configVersion,
    });
  }

  /** Gives a bet of a void round its stake back; false when it was already settled. */
  async refund(bet: BetRow, ctx: SettleContext, now: Date): Promise<boolean> {
    return this.close(bet, 'refunded', bet.stake, now, {
      outcome: { void: true, matchIndex: bet.matchIndex, market: bet.market, selection: bet.selection, odds: bet.odds },
      fairness: fairnessOf(ctx, bet.matchIndex),
      configVersion: ctx.round.configVersion,
    });
  }

  private async close(
    bet: BetRow,
    status: 'won' | 'lost' | 'refunded',
    payout: number,
    now: Date,
    record: { outcome: Record<string, unknown>; fairness: Record<string, unknown>; configVersion: string },
  ): Promise<boolean> {
    const changes = await this.db.transaction().execute(async (trx): Promise<MemberBalanceChange[] | null> => {
      if (!(await this.repo.closeBet(trx, bet.id, status, payout, now))) return null;
      let moved: MemberBalanceChange[] = [];
      if (payout > 0) {
        const r = await this.ledger.transfer(
          {
            idempotencyKey: status === 'refunded' ? refundKey(bet.id) : winKey(bet.id),
            kind: status === 'refunded' ? 'game_rollback' : 'game_credit',
            legs: await this.payoutLegs(trx, bet, payout),
            metadata: { memberId: bet.memberId, roundId: bet.roundId, betId: bet.id, gameId: FOOTBALL_GAME_ID },
          },
          { trx },
        );
        moved = r.memberBalances;
      }
      const balanceAfter = await this.cashOf(trx, bet.memberId, moved);
      await this.repo.setBalanceAfter(trx, bet.id, balanceAfter);
      await this.gameBets.recordSettled(
        {
          gameId: FOOTBALL_GAME_ID,
          betRef: bet.id,
          memberId: bet.memberId,
          unit: 'cash',
          stake: bet.stake,
          payout,
          bonusStake: bet.bonusStake,
          outcome: record.outcome,
          fairness: record.fairness,
          configVersion: record.configVersion,
          balanceBefore: bet.balanceBefore,
          balanceAfter,
          placedAt: bet.placedAt,
          settledAt: now,
        },
        { trx },
      );
      return moved;
    });
    if (changes === null) return false;
    await this.ledger.publishBalances(changes);
    return true;
  }

  /**
   * A win or refund: cash, and for a bonus stake its share (prizeSplit; a refund's is the bonus
   * stake itself) to the grant's home, asked with the grant's row locked in this transaction.
   */
  private async payoutLegs(trx: Db, bet: BetRow, payout: number): Promise<TransferLeg[]> {
    const house = (kind: 'cash' | 'trial'): AccountRef => ({ system: FOOTBALL_HOUSE, kind });
    if (bet.bonusStake === 0 || bet.bonusGrantId === null)
      return leg(house('cash'), { member: bet.memberId, kind: 'cash' }, payout);
    if (!this.stakes) throw new Error(`football bet ${bet.id} holds bonus money but stakes are cash only`);
    const homes = await this.stakes.trialHomes(trx, [bet.bonusGrantId]);
    const split: StakeSplit = prizeSplit({ cash: bet.stake - bet.bonusStake, bonus: bet.bonusStake }, payout);
    return [
      ...leg(house('cash'), { member: bet.memberId, kind: 'cash' }, split.cash),
      ...leg(house('trial'), trialAccount(bet.memberId, homes.get(bet.bonusGrantId) ?? null), split.bonus),
    ];
  }

  private async cashOf(trx: Db, memberId: string, changes: MemberBalanceChange[]): Promise<number> {
    const pushed = changes.find((c) => c.memberId === memberId && c.kind === 'cash');
    return pushed ? pushed.balance : (await this.ledger.balances(memberId, { trx })).cash;
  }
}

function leg(from: AccountRef, to: AccountRef, amount: number): TransferLeg[] {
  return amount > 0 ? [{ from, to, amount: toMinor(amount) }] : [];
}

function trialAccount(memberId: string, home: TrialHome): AccountRef {
  return home === null ? { member: memberId, kind: 'trial' } : { system: home, kind: 'trial' };
}

function grantOf(bonus: BetBonus | null): { grantId?: string } {
  return bonus ? { grantId: bonus.grantId } : {};
}

function outcomeOf(bet: BetRow, result: MatchResult): Record<string, unknown> {
  return {
    matchIndex: bet.matchIndex,
    market: bet.market,
    selection: bet.selection,
    odds: bet.odds,
    score: `${result.home}-${result.away}`,
    halfTime: `${result.halfTime.home}-${result.halfTime.away}`,
  };
}

function fairnessOf(ctx: SettleContext, matchIndex: number): Record<string, unknown> {
  return {
    roundId: ctx.round.id,
    chainId: ctx.round.chainId,
    roundNumber: ctx.round.roundNumber,
    roundHash: ctx.round.roundHash,
    salt: ctx.salt,
    nonce: matchIndex,
    season: ctx.round.season,
    matchday: ctx.round.matchday,
    leagueHash: LEAGUE_HASH,
  };
}
