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

/** The hashed definition as plain data: the same members and values, so hashing it gives configHash. */
function definitionView(def: SlotDefinition): SlotConfigData['definition'] {
  return {
    game: def.game,
    version: def.version,
    rows: def.rows,
    wild: def.wild,
    scatter: def.scatter,
    linePays: Object.fromEntries(Object.entries(def.linePays).map(([k, v]) => [k, [...v]])),
    scatterPays: [...def.scatterPays],
    freeSpins: { awards: [...def.freeSpins.awards], multiplier: def.freeSpins.multiplier },
    strips: def.strips.map((s) => [...s]),
    paylines: def.paylines.map((l) => [...l]),
  };
}

export function slotConfigView(offer: SlotOffer): SlotConfigData {
  const def = offer.definition;
  const definition = definitionView(def);
  const configHash = slotDefinitionHash(def);
  // Served and hashed must be one object's worth of data; a member added to one side only is caught here.
  if (slotDefinitionHash(definition) !== configHash)
    throw new Error(`slot ${def.game}: served definition differs from the hashed one`);
  return {
    gameId: offer.gameId,
    game: def.game,
    version: def.version,
    configHash,
    definition,
    unit: 'cash',
    minStake: offer.minStake,
    maxStake: offer.maxStake,
    stakeStep: stakeStep(offer),
    stakes: [...offer.stakes],
    rtpBp: offer.stats.rtpBp,
    hitRateBp: offer.stats.hitRateBp,
    freeSpinRatePer100k: offer.stats.freeSpinRatePer100k,
    sigma: offer.stats.sigma,
  };
}
