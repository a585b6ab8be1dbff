import { useEffect, useState, type FocusEvent, type RefObject } from 'react';
import { BANNER_SLIDE_MS } from '@nyota/contract/home-slides';

export interface Autoplay {
  /** The player's own pause (the pause button); starts on when they asked the system for less motion. */
  stopped: boolean;
  toggle: () => void;
  /** Handlers for the carousel's root: a pointer over it or focus inside it holds the slides still. */
  holdHandlers: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: (e: FocusEvent<HTMLElement>) => void;
    onBlur: (e: FocusEvent<HTMLElement>) => void;
  };
}

function useDocumentHidden(): boolean {
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/** Off screen covers a page scrolled past the banner and the lobby kept mounted but hidden. */
function useOffscreen(rootRef: RefObject<HTMLElement | null>): boolean {
  const [offscreen, setOffscreen] = useState(false);
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOffscreen(entry ? !entry.isIntersecting : false));
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef]);
  return offscreen;
}

/**
 * Moves the carousel on every BANNER_SLIDE_MS while nobody is looking at or using it: never while
 * the tab is hidden, the banner is off screen, a pointer is over it, focus is inside it, or the
 * player paused it. Each new position (theirs or ours) starts a full interval again.
 */
export function useAutoplay(
  rootRef: RefObject<HTMLElement | null>,
  advance: () => void,
  opts: { canMove: boolean; position: number; reducedMotion: boolean },
): Autoplay {
  const hidden = useDocumentHidden();
  const offscreen = useOffscreen(rootRef);
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [stopped, setStopped] = useState(opts.reducedMotion);
  const runs = opts.canMove && !hidden && !offscreen && !pointerOver && !focusInside && !stopped;

  useEffect(() => {
    if (!runs) return;
    const timer = setTimeout(advance, BANNER_SLIDE_MS);
    return () => clearTimeout(timer);
  }, [runs, advance, opts.position]);

  return {
    stopped,
    toggle: () => setStopped((s) => !s),
    holdHandlers: {
      onPointerEnter: () => setPointerOver(true),
      onPointerLeave: () => setPointerOver(false),
      // The play button itself does not hold the slides, or pressing Play could not start them.
      onFocus: (e) => setFocusInside(!(e.target instanceof HTMLElement && e.target.dataset['autoplayToggle'] !== undefined)),
      onBlur: (e) => {
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setFocusInside(false);
      },
    },
  };
}
