import { describe, expect, it } from 'vitest';
import { clampPosition, nextAutoPosition, positionAt, positionCount, slidesPerView } from './carousel-logic';

describe('the banner carousel', () => {
  it('shows 1 slide at a time on phones and 3 on desktop', () => {
    expect(slidesPerView(true)).toBe(1);
    expect(slidesPerView(false)).toBe(3);
  });

  it('rests on every slide on a phone but only where 3 still fill the view on desktop', () => {
    expect(positionCount(5, 1)).toBe(5);
    expect(positionCount(5, 3)).toBe(3);
    expect(positionCount(3, 3)).toBe(1);
    expect(positionCount(2, 3)).toBe(1);
    expect(positionCount(0, 1)).toBe(1);
  });

  it('advances one step and starts over after the last position', () => {
    expect(nextAutoPosition(0, 3)).toBe(1);
    expect(nextAutoPosition(2, 3)).toBe(0);
    expect(nextAutoPosition(0, 1)).toBe(0);
    // A position left over from a wider layout (phone turned sideways) is clamped first.
    expect(nextAutoPosition(4, 3)).toBe(0);
  });

  it('reads the position from the scroll offset, snapping to the nearest and staying in range', () => {
    const stride = 370;
    expect(positionAt(0, stride, 5)).toBe(0);
    expect(positionAt(stride * 2 - 100, stride, 5)).toBe(2);
    expect(positionAt(stride * 2 + 100, stride, 5)).toBe(2);
    expect(positionAt(stride * 9, stride, 5)).toBe(4);
    expect(positionAt(-40, stride, 5)).toBe(0);
    // Before layout (no width yet) the carousel is at its start.
    expect(positionAt(120, 0, 5)).toBe(0);
    expect(clampPosition(7, 3)).toBe(2);
  });
});
