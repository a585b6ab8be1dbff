/**
 * Records a round's finished bets in game_bets (records, winners, recall across games) once their
 * money has moved: cashed, lost and refunded bets (a cancelled bet was never played). It runs as
 * the last step of a round's settlement, before the round is marked settled, so a crash between
 * the money and the record leaves the round unsettled and the next settlement (the loop's, or
 * recovery's on any node) records it; game_bets is unique by (game, bet), so a repeat is harmless.
 */
import { GameId } from '@nyota/contract/games-constants';
import type { Db } from '../../../platform/db/database.js';
import type { GameBetsApi } from '../bets/index.js';
import type { BetRow } from './crash-bets.repo.js';
import type { RoundRow } from './crash-rounds.repo.js';
import type { HashChainService } from '../hash-chain/index.js';
import { crashChainPublic } from './crash-chain.js';
import type { CrashRepo } from './crash.repo.js';

const RECORDED: ReadonlySet<BetRow['status']> = new Set(['cashed', 'lost', 'refunded']);

export class CrashRecords {
  constructor(
    private readonly db: Db,
    private readonly repo: CrashRepo,
    private readonly chains: HashChainService,
    private readonly bets: GameBetsApi,
  ) {}

  /** Records every finished bet of an ended round; a round still in play records nothing. */
  async recordRound(roundId: string, now: Date): Promise<void> {
    const round = await this.repo.rounds.round(this.db, roundId);
    if (!round || (round.state !== 'crashed' && round.state !== 'settled')) return;
    const chain = await crashChainPublic(this.db, this.chains, round.chainId);
    if (!chain) throw new Error(`crash chain ${round.chainId} not found`);
    const fairness = {
      gameHash: round.gameHash,
      commitment: round.commitment,
      salt: chain.salt,
      saltKind: chain.saltKind,
      hmacScheme: chain.hmacScheme,
      terminatingHash: chain.terminatingHash,
      chainId: round.chainId,
      gameNumber: round.gameNumber,
      houseEdgeBp: round.houseEdgeBp,
      configVersion: round.configVersion,
    };
    for (const bet of await this.repo.bets.betsOfRound(this.db, roundId)) {
      if (!RECORDED.has(bet.status)) continue;
      await this.bets.recordSettled(
        {
          gameId: GameId.AVIATOR,
          betRef: bet.id,
          memberId: bet.memberId,
          unit: 'cash',
          stake: bet.stake,
          payout: payoutOf(bet),
          bonusStake: bet.bonusStake,
          outcome: outcomeOf(bet, round),
          fairness,
          configVersion: bet.configVersion,
          balanceBefore: bet.balanceBefore,
          balanceAfter: bet.balanceAfter,
          placedAt: bet.createdAt,
          settledAt: bet.cashoutAt ?? round.endedAt ?? now,
        },
        { trx: this.db },
      );
    }
  }
}

/** A refund pays the stake back; a loss pays nothing. */
function payoutOf(bet: BetRow): number {
  if (bet.status === 'cashed') return bet.payout ?? 0;
  if (bet.status === 'refunded') return bet.stake;
  return 0;
}

function outcomeOf(bet: BetRow, round: RoundRow): Record<string, unknown> {
  return {
    roundId: round.id,
    gameNumber: round.gameNumber,
    crashPoint: round.crashPoint,
    forced: round.forced,
    panel: bet.panel,
    autoCashout: bet.autoCashout,
    cashedOutAt: bet.status === 'cashed' ? bet.cashoutMultiplier : null,
    reason: bet.status === 'cashed' ? bet.cashoutReason : bet.status === 'refunded' ? 'refunded' : 'crashed',
  };
}
