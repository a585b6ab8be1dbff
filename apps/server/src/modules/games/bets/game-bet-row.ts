/** A game_bets row as the StoredBet every reader of settled bets uses (recorder and game centre). */
import type { Selectable } from 'kysely';
import type { GameIdValue } from '@nyota/contract/games-constants';
import type { GameBetsTable } from '../../../platform/db/schema.js';
import type { StoredBet } from './game-bets.api.js';

export function toStoredBet(r: Selectable<GameBetsTable>): StoredBet {
  return {
    id: r.id,
    gameId: r.game_id as GameIdValue,
    betRef: r.bet_ref,
    memberId: r.member_id,
    unit: r.unit,
    stake: Number(r.stake),
    payout: Number(r.payout),
    multiplier: r.multiplier,
    outcome: r.outcome,
    fairness: r.fairness,
    configVersion: r.config_version,
    balanceBefore: r.balance_before === null ? null : Number(r.balance_before),
    balanceAfter: r.balance_after === null ? null : Number(r.balance_after),
    placedAt: r.placed_at,
    settledAt: r.settled_at,
  };
}
