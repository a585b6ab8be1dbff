/** A game_bets row as the StoredBet every reader of settled bets uses (recorder and game centre). */
import type { Selectable } from 'kysely';
import type { GameIdValue } from '@nyota/contract/games-constants';
import { minorFrom } from '@nyota/contract/money/minor';
import type { GameBetsTable } from '../../../platform/db/schema.js';
import type { StoredBet } from './game-bets.api.js';

export function toStoredBet(r: Selectable<GameBetsTable>): StoredBet {
  return {
    id: r.id,
    gameId: r.game_id as GameIdValue,
    betRef: r.bet_ref,
    memberId: r.member_id,
    unit: r.unit,
    stake: minorFrom(r.stake),
    payout: minorFrom(r.payout),
    multiplier: r.multiplier,
    outcome: r.outcome,
    fairness: r.fairness,
    configVersion: r.config_version,
    balanceBefore: r.balance_before === null ? null : minorFrom(r.balance_before),
    balanceAfter: r.balance_after === null ? null : minorFrom(r.balance_after),
    placedAt: r.placed_at,
    settledAt: r.settled_at,
  };
}
