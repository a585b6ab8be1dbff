/**
 * A wheel spin: the first float of the bet's byte stream (cursor 0) picks a segment by weight
 * (reference §2.3 "Wheel, weighted").
 */
import { ByteStream, type SeedInputs } from '../byte-stream.js';
import { pickWeighted } from '../outcomes.js';
import { WHEEL_CIRCLES } from './constants.js';
import { assertWheelTable, type WheelSegment, type WheelTable } from './table.js';

export interface WheelSpin {
  readonly segmentIndex: number;
  readonly segment: WheelSegment;
  /** The float that decided it, for the verifier's step-by-step view. */
  readonly float: number;
}

export function spinWheelWithFloat(table: WheelTable, float: number): WheelSpin {
  assertWheelTable(table);
  const segmentIndex = pickWeighted(
    table.segments.map((s) => s.weight),
    float,
  );
  return { segmentIndex, segment: table.segments[segmentIndex] as WheelSegment, float };
}

export function spinWheel(table: WheelTable, inputs: SeedInputs): WheelSpin {
  return spinWheelWithFloat(table, new ByteStream(inputs).nextFloat());
}

/**
 * Clockwise rotation in degrees that lands the middle of segment `index` under a pointer at the top,
 * after `circles` full turns (segments are laid clockwise from the top, all the same width on screen).
 */
export function wheelRotationDeg(index: number, segmentCount: number, circles = WHEEL_CIRCLES): number {
  if (!Number.isSafeInteger(index) || index < 0 || index >= segmentCount) throw new RangeError('segment index out of range');
  const width = 360 / segmentCount;
  const centre = index * width + width / 2;
  return circles * 360 + ((360 - centre) % 360);
}
