/**
 * The wheels on offer: game id -> its versioned, hashed table from @nyota/fairness and the house
 * account that pays it. `coinspin/{id}` names the coin wheel by number; only table 1 exists.
 */
import { GameId } from '@nyota/contract/games-constants';
import type { WheelConfigData, WheelGameId } from '@nyota/contract/api/per-bet-games';
import {
  COIN_SPIN_TABLE,
  DIAMOND_SPIN_TABLE,
  WHEEL_CIRCLES,
  WHEEL_SPIN_MS,
  WHEEL_STARS,
  wheelStats,
  wheelTableHash,
  type WheelTable,
} from '@nyota/fairness';

export interface WheelOffer {
  gameId: WheelGameId;
  table: WheelTable;
  house: `house:${string}`;
}

export const WHEEL_OFFERS: Record<WheelGameId, WheelOffer> = {
  [GameId.COIN_SPIN]: { gameId: GameId.COIN_SPIN, table: COIN_SPIN_TABLE, house: 'house:coinspin' },
  [GameId.DIAMOND_SPIN]: { gameId: GameId.DIAMOND_SPIN, table: DIAMOND_SPIN_TABLE, house: 'house:diamondspin' },
};

export function wheelConfigVersion(table: WheelTable): string {
  return `${table.game}@${table.version}:${wheelTableHash(table)}`;
}

/** Basis points of a fraction, floored (display only; the exact fraction is in wheelStats). */
function bp(f: { numerator: number; denominator: number }): number {
  return Math.floor((f.numerator * 10_000) / f.denominator);
}

export function wheelConfigView(offer: WheelOffer): WheelConfigData {
  const { table } = offer;
  const stats = wheelStats(table);
  return {
    gameId: offer.gameId,
    game: table.game,
    version: table.version,
    tableHash: wheelTableHash(table),
    cost: { ...table.cost },
    segments: table.segments.map((s) => ({ label: s.label, prize: { ...s.prize }, weight: s.weight })),
    rtpBp: stats.rtp ? bp(stats.rtp) : null,
    winProbabilityBp: bp(stats.winProbability),
    spinMs: WHEEL_SPIN_MS,
    circles: WHEEL_CIRCLES,
    stars: WHEEL_STARS,
  };
}
