/** Pure wheel logic of the web view: the demo spin, the verifier, the rotation and prize texts. */
import type { RevealedSeedPairView, WheelSpinData } from '@nyota/contract/api/per-bet-games';
import {
  spinWheel,
  weightedRotationDeg,
  wheelChancePercents,
  wheelTableHash,
  type WheelPrize,
  type WheelTable,
} from '@nyota/fairness/wheel';
import type { DemoSeeds } from '../slots/fair/demo-seeds';
import type { DemoUnit } from '../slots/fair/demo-wallet';

/**
 * The wheel's next absolute rotation: from where it stands, forward to a whole turn, then the
 * seed's 15 circles plus the offset that puts the middle of segment `index` (drawn as wide as its
 * weight) under the top pointer.
 */
export function nextRotation(current: number, index: number, weights: readonly number[]): number {
  const base = Math.ceil(current / 360) * 360;
  return base + weightedRotationDeg(weights, index);
}

/** A demo spin in the server's answer shape (balances filled in by the caller's demo wallet). */
export function demoWheelSpin(table: WheelTable, seeds: DemoSeeds): WheelSpinData {
  const taken = seeds.take();
  const result = spinWheel(table, taken.inputs);
  return {
    betId: `demo-${taken.inputs.nonce}`,
    segmentIndex: result.segmentIndex,
    prize: { ...result.segment.prize },
    cost: { ...table.cost },
    balances: {},
    serverSeedHash: taken.serverSeedHash,
    clientSeed: taken.inputs.clientSeed,
    nonce: taken.inputs.nonce,
    tableHash: wheelTableHash(table),
    version: table.version,
  };
}

/** Demo money has cash, coins and diamonds; a trial-money prize lands in demo cash. */
export function demoUnitOf(kind: WheelPrize['kind']): DemoUnit {
  return kind === 'coin' || kind === 'diamond' ? kind : 'cash';
}

export function verifyWheelSpin(table: WheelTable, revealed: RevealedSeedPairView, spin: WheelSpinData): boolean {
  if (wheelTableHash(table) !== spin.tableHash) return false;
  const again = spinWheel(table, { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: spin.nonce });
  return again.segmentIndex === spin.segmentIndex && again.segment.prize.amount === spin.prize.amount;
}

/** Percent chance of each segment, two decimals, from the weights of the table as served. */
export function segmentChances(table: Pick<WheelTable, 'segments'>): string[] {
  return wheelChancePercents(table.segments.map((s) => s.weight));
}
