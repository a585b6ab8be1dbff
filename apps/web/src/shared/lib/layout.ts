import { useSyncExternalStore } from 'react';
import { LAYOUT_BREAKPOINT, MIDDLE_BREAKPOINT } from '@nyota/contract/constants';

/** docs/product-rules/shell.md#layout: mobile layout at width <= 768 px, desktop above. */
export const MOBILE_QUERY = `(max-width: ${LAYOUT_BREAKPOINT}px)`;
/** Below the middle breakpoint the desktop drawer starts collapsed. */
export const WIDE_QUERY = `(min-width: ${MIDDLE_BREAKPOINT}px)`;

export function matches(query: string): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mql = matchMedia(query);
      mql.addEventListener('change', cb);
      return () => mql.removeEventListener('change', cb);
    },
    () => matches(query),
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** The `platform` header: 'web' plus the current layout. */
export function platformHeader(): string {
  return matches(MOBILE_QUERY) ? 'web-mobile' : 'web-pc';
}
