/**
 * The banner carousel's arithmetic. A "position" is the index of the first slide in view: with n
 * slides and k in view the carousel can rest at positions 0..n-k, one slide per step.
 */
import { CAROUSEL_SLIDES_DESKTOP, CAROUSEL_SLIDES_MOBILE } from '@nyota/contract/constants';

export function slidesPerView(isMobile: boolean): number {
  return isMobile ? CAROUSEL_SLIDES_MOBILE : CAROUSEL_SLIDES_DESKTOP;
}

/** How many resting positions there are; 1 when every slide fits at once (nothing to move). */
export function positionCount(slideCount: number, perView: number): number {
  return Math.max(1, slideCount - perView + 1);
}

export function clampPosition(position: number, positions: number): number {
  return Math.min(Math.max(0, Math.round(position)), positions - 1);
}

/** Where auto-advance goes next: one step on, back to the start after the last. */
export function nextAutoPosition(position: number, positions: number): number {
  return (clampPosition(position, positions) + 1) % positions;
}

/** The position a scroll offset rests nearest to; `stride` is one slide plus the gap. */
export function positionAt(scrollLeft: number, stride: number, positions: number): number {
  return stride > 0 ? clampPosition(scrollLeft / stride, positions) : 0;
}
