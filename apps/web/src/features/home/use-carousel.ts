import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { clampPosition, positionAt, positionCount } from './carousel-logic';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** One slide plus the gap, measured: the layout (CSS) decides slide widths, not this code. */
function slideStride(track: HTMLElement): number {
  const [first, second] = track.querySelectorAll<HTMLElement>('[data-slide]');
  if (!first) return 0;
  return second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
}

export interface CarouselState {
  trackRef: RefObject<HTMLDivElement | null>;
  position: number;
  positions: number;
  goTo: (position: number) => void;
}

/**
 * A CSS scroll-snap track driven by position. The browser does the moving (swipe, keyboard,
 * smooth scroll); the position is read back from the scroll offset, so a swipe and a button press
 * end in the same state.
 */
export function useCarousel(slideCount: number, perView: number, reducedMotion: boolean): CarouselState {
  const trackRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(0);
  const positions = positionCount(slideCount, perView);

  // Before paint, so slides never render at another width first.
  useLayoutEffect(() => {
    trackRef.current?.style.setProperty('--per-view', String(perView));
  }, [perView]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const read = () => setPosition(positionAt(track.scrollLeft, slideStride(track), positions));
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(read);
    };
    read();
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [positions]);

  const goTo = useCallback(
    (to: number) => {
      const track = trackRef.current;
      if (!track) return;
      // scrollTo on the track only: scrollIntoView would also scroll the page.
      track.scrollTo({ left: clampPosition(to, positions) * slideStride(track), behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [positions, reducedMotion],
  );

  return { trackRef, position, positions, goTo };
}
