import { describe, expect, it } from 'vitest';
import { floatsAt } from '../byte-stream.js';
import { pickWeighted } from '../outcomes.js';
import { spinWheel, spinWheelWithFloat, wheelRotationDeg } from './spin.js';
import { COIN_SPIN_TABLE } from './tables.js';
import { SMALL_WHEEL } from './test-table.js';

describe('wheel spins', () => {
  const inputs = { serverSeed: 'wheel-server-seed', clientSeed: 'player', nonce: 7 };

  it('uses the first float of the stream and picks by weight', () => {
    const float = floatsAt(inputs, 1)[0] as number;
    const spin = spinWheel(COIN_SPIN_TABLE, inputs);
    expect(spin.float).toBe(float);
    expect(spin.segmentIndex).toBe(
      pickWeighted(
        COIN_SPIN_TABLE.segments.map((s) => s.weight),
        float,
      ),
    );
    expect(spin.segment).toBe(COIN_SPIN_TABLE.segments[spin.segmentIndex]);
  });

  it('maps float ranges to segments by cumulative weight', () => {
    expect(spinWheelWithFloat(SMALL_WHEEL, 0).segmentIndex).toBe(0);
    expect(spinWheelWithFloat(SMALL_WHEEL, 5 / 8 - 2 ** -32).segmentIndex).toBe(0);
    expect(spinWheelWithFloat(SMALL_WHEEL, 5 / 8).segmentIndex).toBe(1);
    expect(spinWheelWithFloat(SMALL_WHEEL, 7 / 8).segmentIndex).toBe(2);
  });

  it('turns 15 full circles and stops with the segment centre under the top pointer', () => {
    expect(wheelRotationDeg(0, 8)).toBe(15 * 360 + 337.5);
    expect(wheelRotationDeg(2, 8)).toBe(15 * 360 + 247.5);
    for (let i = 0; i < 8; i += 1) {
      const centre = i * 45 + 22.5;
      expect((wheelRotationDeg(i, 8) + centre) % 360).toBe(0);
    }
    expect(() => wheelRotationDeg(8, 8)).toThrow(RangeError);
  });
});
