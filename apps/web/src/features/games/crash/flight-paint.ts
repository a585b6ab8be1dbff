/**
 * Paints one frame of the flight on the sky's canvas: the curve, the area under it and the aircraft
 * at its tip. The canvas's backing store is sized to its CSS box times the device pixel ratio (capped
 * at 2: a third of the pixels on a 3x phone, and no line looks softer for it), so the curve is sharp
 * and never stretched from a fixed-size bitmap.
 */
import { curvePoints, flightView, groundY, headingAt, type SkySize } from './flight-geometry';

/** Our own aircraft: a small swept-wing silhouette, nose to the right, in a 40×20 box. */
const PLANE = 'M2 11 L14 9 L20 2 L24 2 L21 9 L33 8 Q40 9 33 12 L21 12 L24 19 L20 19 L14 12 L2 11 Z M3 8 L7 8 L9 10 L3 10 Z';
const MAX_PIXEL_RATIO = 2;
/** The aircraft is drawn at full size on a 640 px sky and scaled with it, within these bounds. */
const PLANE_SCALE_MIN = 0.7;
const PLANE_SCALE_MAX = 1.2;
const LIVE = { line: '#e8364f', area: 'rgba(232,54,79,0.18)' };
const GONE = { line: '#9aa3ad', area: 'rgba(154,163,173,0.15)' };

export interface Sky {
  ctx: CanvasRenderingContext2D;
  size: SkySize;
  pixelRatio: number;
  plane: Path2D;
}

export function planePath(): Path2D {
  return new Path2D(PLANE);
}

/** Matches the canvas's bitmap to its CSS size; setting width clears it, so only when it changed. */
export function fitCanvas(canvas: HTMLCanvasElement, size: SkySize, devicePixelRatio: number): number {
  const ratio = Math.min(MAX_PIXEL_RATIO, Math.max(1, devicePixelRatio));
  const width = Math.max(1, Math.round(size.width * ratio));
  const height = Math.max(1, Math.round(size.height * ratio));
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  return ratio;
}

export function paintFlight(sky: Sky, elapsedMs: number, crashed: boolean): void {
  const { ctx, size, pixelRatio } = sky;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, size.width, size.height);
  if (elapsedMs <= 0 || size.width <= 0 || size.height <= 0) return;
  const view = flightView(size, elapsedMs);
  const points = curvePoints(view, elapsedMs);
  const first = points[0];
  const tip = points[points.length - 1];
  if (!first || !tip) return;
  const colours = crashed ? GONE : LIVE;

  ctx.beginPath();
  ctx.moveTo(first.x, first.y);
  for (let i = 1; i < points.length; i++) {
    const p = points[i];
    if (p) ctx.lineTo(p.x, p.y);
  }
  ctx.lineWidth = 3;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = colours.line;
  ctx.stroke();
  ctx.lineTo(tip.x, groundY(view));
  ctx.lineTo(first.x, groundY(view));
  ctx.closePath();
  ctx.fillStyle = colours.area;
  ctx.fill();
  if (crashed) return;

  const scale = Math.min(PLANE_SCALE_MAX, Math.max(PLANE_SCALE_MIN, size.width / 640));
  ctx.save();
  ctx.translate(tip.x, tip.y);
  ctx.rotate(headingAt(view, elapsedMs));
  ctx.scale(scale, scale);
  ctx.translate(-30, -12);
  ctx.fillStyle = LIVE.line;
  ctx.fill(sky.plane);
  ctx.restore();
}
