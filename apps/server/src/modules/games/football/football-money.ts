/**
 * Virtual football's money, only through the ledger API
 * (docs/design-departures.md#per-bet-games-and-football-call-the-ledger-api-directly), in the same
 * database transaction as the bet row it belongs to: a stake is written with its bet, and a bet
 * leaves 'open' (won, lost or refunded) in the transaction that pays it and records it in
 * game_bets. The ledger keys derive from the bet id (`football:<bet>:stake|win|refund`), so even a
 * settlement that ran twice on two nodes could move each amount once; the conditional UPDATE makes
 * it run once.
 */
import { toMinor } from '@nyota/contract/money/minor';
import { settleSelection, type FootballMarket, type MatchResult } from '@nyota/fairness/football';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { LedgerApi, MemberBalanceChange } from '../../ledger/index.js';
import type { GameBetsApi } from '../bets/index.js';
import { FOOTBALL_GAME_ID, FOOTBALL_HOUSE } from './football-config.js';
import { LEAGUE_HASH } from './football-model.js';
import type { BetRow, FootballRepo, NewBet, RoundRow } from './football.repo.js';

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
  ) {}

  /** Writes the bet and takes its stake together; throws INSUFFICIENT_BALANCE with nothing written. */
  async takeStake(bet: NewBet): Promise<{ balanceBefore: number; balanceAfter: number }> {
    const { changes, balanceAfter } = await this.db.transaction().execute(async (trx) => {
      if (!(await this.repo.lockOpenRound(trx, bet.roundId, bet.placedAt)))
        throw new AppError(ErrorCode.BETTING_CLOSED, 'errors.football_betting_closed');
      await this.repo.insertBet(trx, bet);
      const r = await this.ledger.transfer(
        {
          idempotencyKey: stakeKey(bet.id),
          kind: 'game_debit',
          legs: [
            {
              from: { member: bet.memberId, kind: 'cash' },
              to: { system: FOOTBALL_HOUSE, kind: 'cash' },
              amount: toMinor(bet.stake),
            },
          ],
          metadata: { memberId: bet.memberId, roundId: bet.roundId, betId: bet.id, gameId: FOOTBALL_GAME_ID },
        },
        { trx },
      );
      const after = await this.cashOf(trx, bet.memberId, r.memberBalances);
      await this.repo.setStakeBalances(trx, bet.id, after + bet.stake, after);
      return { changes: r.memberBalances, balanceAfter: after };
    });
    await this.ledger.publishBalances(changes);
    return { balanceBefore: balanceAfter + bet.stake, balanceAfter };
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
            legs: [
              {
                from: { system: FOOTBALL_HOUSE, kind: 'cash' },
                to: { member: bet.memberId, kind: 'cash' },
                amount: toMinor(payout),
              },
            ],
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

  private async cashOf(trx: Db, memberId: string, changes: MemberBalanceChange[]): Promise<number> {
    const pushed = changes.find((c) => c.memberId === memberId && c.kind === 'cash');
    return pushed ? pushed.balance : (await this.ledger.balances(memberId, { trx })).cash;
  }
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
