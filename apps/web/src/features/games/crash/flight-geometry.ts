/**
 * Where the flight is drawn, in CSS pixels of the sky: the curve m(t) = e^(k·t) from the round's
 * start to `elapsedMs`, scaled so the whole flight fits with room ahead of the aircraft.
 *
 * The curve is sampled from the exact growth function, not from the multiplier the player is shown:
 * that one is floored to hundredths, and sampling it draws flat runs and jumps (a staircase that reads
 * as a zig-zag once the canvas is stretched to a desktop width). The aircraft's heading comes from the
 * curve's derivative, so it turns smoothly too.
 */
import { GROWTH_PER_MS, multiplierCurve } from '@nyota/fairness/crash';

export interface SkySize {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Margins: the curve starts at the bottom-left corner and never touches the right or top edge. */
const LEFT = 20;
const RIGHT = 40;
const BOTTOM = 20;
const TOP = 30;
/** The view shows at least 8 s and 2x, then grows to keep 15 % of time and 20 % of height ahead. */
const MIN_SPAN_MS = 8_000;
const MIN_TOP_MULTIPLIER = 2;
/** One sample per this many CSS pixels along x: below what the eye sees as a corner. */
const PX_PER_SAMPLE = 3;
const MIN_SAMPLES = 24;

export interface FlightView {
  size: SkySize;
  spanMs: number;
  topMultiplier: number;
}

export function flightView(size: SkySize, elapsedMs: number): FlightView {
  return {
    size,
    spanMs: Math.max(MIN_SPAN_MS, elapsedMs * 1.15),
    topMultiplier: Math.max(MIN_TOP_MULTIPLIER, multiplierCurve(elapsedMs) * 1.2),
  };
}

export function toPoint(view: FlightView, ms: number, multiplier: number): Point {
  const { width, height } = view.size;
  return {
    x: LEFT + ((width - LEFT - RIGHT) * ms) / view.spanMs,
    y: height - BOTTOM - ((height - BOTTOM - TOP) * (multiplier - 1)) / (view.topMultiplier - 1),
  };
}

/** The base line's y: where multiplier 1 sits. */
export function groundY(view: FlightView): number {
  return view.size.height - BOTTOM;
}

/** The curve from 0 to `elapsedMs`, evenly spaced in time (so in x), ending exactly at `elapsedMs`. */
export function curvePoints(view: FlightView, elapsedMs: number): Point[] {
  if (elapsedMs <= 0) return [toPoint(view, 0, 1)];
  const extentPx = toPoint(view, elapsedMs, 1).x - LEFT;
  const samples = Math.max(MIN_SAMPLES, Math.ceil(extentPx / PX_PER_SAMPLE));
  const points: Point[] = [];
  for (let i = 0; i <= samples; i++) {
    const ms = (elapsedMs * i) / samples;
    points.push(toPoint(view, ms, multiplierCurve(ms)));
  }
  return points;
}

/** The aircraft's heading at the tip, in radians on screen (negative is climbing). */
export function headingAt(view: FlightView, elapsedMs: number): number {
  const { width, height } = view.size;
  const dxPerMs = (width - LEFT - RIGHT) / view.spanMs;
  const dmPerMs = GROWTH_PER_MS * multiplierCurve(elapsedMs);
  const dyPerMs = -((height - BOTTOM - TOP) * dmPerMs) / (view.topMultiplier - 1);
  return Math.atan2(dyPerMs, dxPerMs);
}
