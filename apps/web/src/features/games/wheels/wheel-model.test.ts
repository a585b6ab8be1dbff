import { describe, expect, it } from 'vitest';
import { COIN_SPIN_TABLE, DIAMOND_SPIN_TABLE, spinWheel, WHEEL_CIRCLES, wheelSlices } from '@nyota/fairness/wheel';
import { DemoSeeds } from '../slots/fair/demo-seeds';
import { demoUnitOf, demoWheelSpin, nextRotation, segmentChances, verifyWheelSpin } from './wheel-model';

let counter = 0;
const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 17 + counter++) % 256);

describe('wheel model', () => {
  it('always turns forward by at least 15 circles and lands the middle of the weighted slice under the pointer', () => {
    const weights = COIN_SPIN_TABLE.segments.map((s) => s.weight);
    const slices = wheelSlices(weights);
    let at = 0;
    for (const index of [3, 0, 7, 7, 1]) {
      const next = nextRotation(at, index, weights);
      expect(next - at).toBeGreaterThanOrEqual(WHEEL_CIRCLES * 360);
      expect((next + (slices[index]?.centreDeg ?? NaN)) % 360).toBeCloseTo(0, 9);
      at = next;
    }
    // 'Try again' (280 of 1000) is drawn 100.8° wide, the top coin prize (5 of 1000) 1.8°.
    expect((slices[0]?.endDeg ?? 0) - (slices[0]?.startDeg ?? 0)).toBeCloseTo(100.8, 9);
    expect((slices[7]?.endDeg ?? 0) - (slices[7]?.startDeg ?? 0)).toBeCloseTo(1.8, 9);
  });

  it('spins demo wheels from a browser seed pair that verifies once revealed', () => {
    const seeds = new DemoSeeds(4, bytes);
    const spins = [0, 1, 2, 3].map(() => demoWheelSpin(COIN_SPIN_TABLE, seeds));
    expect(spins.map((s) => s.nonce)).toEqual([0, 1, 2, 3]);
    const { revealed } = seeds.rotate('mine')!;
    for (const s of spins) {
      const again = spinWheel(COIN_SPIN_TABLE, {
        serverSeed: revealed.serverSeed,
        clientSeed: revealed.clientSeed,
        nonce: s.nonce,
      });
      expect(again.segmentIndex).toBe(s.segmentIndex);
      expect(verifyWheelSpin(COIN_SPIN_TABLE, revealed, s)).toBe(true);
      // Checked against another table, the hash alone refuses it.
      expect(verifyWheelSpin(DIAMOND_SPIN_TABLE, revealed, s)).toBe(false);
    }
    expect(verifyWheelSpin(COIN_SPIN_TABLE, revealed, { ...spins[0]!, segmentIndex: (spins[0]!.segmentIndex + 1) % 8 })).toBe(
      false,
    );
  });

  it('shows chances from the weights and maps prizes to demo units', () => {
    expect(segmentChances({ segments: [{ weight: 1 }, { weight: 3 }] } as never)).toEqual(['25.00', '75.00']);
    expect(segmentChances(COIN_SPIN_TABLE).reduce((s, p) => s + Number(p), 0)).toBeCloseTo(100, 5);
    expect([demoUnitOf('coin'), demoUnitOf('diamond'), demoUnitOf('cash'), demoUnitOf('trial')]).toEqual([
      'coin',
      'diamond',
      'cash',
      'cash',
    ]);
  });
});
