/**
 * The slots on offer and their money limits. The game math (strips, paylines, paytable, RTP) is the
 * versioned definition in @nyota/fairness; here only what the operator sets: the stake range and
 * the stake buttons. A stake is a multiple of the payline count so every line bet is whole.
 */
import { GameId } from '@nyota/contract/games-constants';
import type { SlotConfigData } from '@nyota/contract/api/per-bet-games';
import { SAVANNA_PUBLISHED_STATS, SAVANNA_SLOT, slotDefinitionHash, type SlotDefinition } from '@nyota/fairness';

export interface SlotOffer {
  gameId: typeof GameId.SAVANNA_SLOT;
  definition: SlotDefinition;
  house: `house:${string}`;
  minStake: number;
  maxStake: number;
  stakes: readonly number[];
  stats: typeof SAVANNA_PUBLISHED_STATS;
}

export const SAVANNA_OFFER: SlotOffer = {
  gameId: GameId.SAVANNA_SLOT,
  definition: SAVANNA_SLOT,
  house: 'house:savanna',
  minStake: 100,
  maxStake: 10_000,
  stakes: [100, 200, 500, 1_000, 2_000, 5_000, 10_000],
  stats: SAVANNA_PUBLISHED_STATS,
};

export function stakeStep(offer: SlotOffer): number {
  return offer.definition.paylines.length;
}

export function isAllowedStake(offer: SlotOffer, stake: number): boolean {
  return Number.isSafeInteger(stake) && stake >= offer.minStake && stake <= offer.maxStake && stake % stakeStep(offer) === 0;
}

/** `game@version:hash`, recorded with every bet. */
export function slotConfigVersion(offer: SlotOffer): string {
  return `${offer.definition.game}@${offer.definition.version}:${slotDefinitionHash(offer.definition)}`;
}

export function slotConfigView(offer: SlotOffer): SlotConfigData {
  const def = offer.definition;
  return {
    gameId: offer.gameId,
    game: def.game,
    version: def.version,
    configHash: slotDefinitionHash(def),
    unit: 'cash',
    minStake: offer.minStake,
    maxStake: offer.maxStake,
    stakeStep: stakeStep(offer),
    stakes: [...offer.stakes],
    rows: def.rows,
    wild: def.wild,
    scatter: def.scatter,
    linePays: Object.fromEntries(Object.entries(def.linePays).map(([k, v]) => [k, [...v]])),
    scatterPays: [...def.scatterPays],
    freeSpinAwards: [...def.freeSpins.awards],
    freeSpinMultiplier: def.freeSpins.multiplier,
    paylines: def.paylines.map((l) => [...l]),
    strips: def.strips.map((s) => [...s]),
    rtpBp: offer.stats.rtpBp,
    hitRateBp: offer.stats.hitRateBp,
    freeSpinRatePer100k: offer.stats.freeSpinRatePer100k,
    sigma: offer.stats.sigma,
  };
}
