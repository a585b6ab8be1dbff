/**
 * The configs the server serves, checked the way an outsider would (trust issues 3 and 6): the hash
 * is recomputed from the served data with the rule published on links/5 (SHA-256 of the canonical
 * JSON: keys sorted, no whitespace), compared with the hash served beside it and with the table this
 * verifier replays spins with. The wheel's chances are computed from the served weights.
 */
import type { SlotConfigData, WheelConfigData } from '@nyota/contract/api/per-bet-games';
import { configHash } from '@nyota/fairness/canonical-json';
import { wheelChancePercents, type WheelTable } from '@nyota/fairness/wheel';

export interface ServedConfigCheck {
  /** Recomputed from what was served. */
  hash: string;
  /** Equals the hash the server sent with it. */
  hashOk: boolean;
  /** Equals the hash of the config this verifier replays with. */
  sameAsVerifier: boolean;
}

export function checkServedSlot(config: SlotConfigData, verifierHash: string): ServedConfigCheck {
  const hash = configHash(config.definition);
  return { hash, hashOk: hash === config.configHash, sameAsVerifier: hash === verifierHash };
}

export interface ServedWheelCheck extends ServedConfigCheck {
  totalWeight: number;
  /** Percent per segment, two decimals, from the served weights. */
  chances: string[];
}

/** The hashed wheel table is the served config's game, version, cost and segments, nothing else. */
export function servedWheelTable(config: WheelConfigData): WheelTable {
  return { game: config.game, version: config.version, cost: config.cost, segments: config.segments };
}

export function checkServedWheel(config: WheelConfigData, verifierHash: string): ServedWheelCheck {
  const hash = configHash(servedWheelTable(config));
  const weights = config.segments.map((s) => s.weight);
  return {
    hash,
    hashOk: hash === config.tableHash,
    sameAsVerifier: hash === verifierHash,
    totalWeight: weights.reduce((a, b) => a + b, 0),
    chances: wheelChancePercents(weights),
  };
}
