import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadMessages } from '../i18n/i18n';

export interface LazyPageOptions {
  /**
   * Wrap in the app's QueryClient (default). Off for small pieces that never read server state
   * (footer, banner, alert), so they do not pull the query layer in on their own.
   */
  query?: boolean;
}

/**
 * React.lazy for a page or dialog: its chunk, the complete dictionary of the current language and
 * the server-state layer (TanStack Query, see api/query-root.tsx) download in parallel, so there is
 * no waterfall, no missing text, and useQuery works inside.
 */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
  options: LazyPageOptions = {},
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    if (options.query === false) {
      const [mod] = await Promise.all([load(), loadMessages()]);
      return { default: pick(mod) };
    }
    const [mod, query] = await Promise.all([load(), import('../api/query-root'), loadMessages()]);
    return { default: query.withQuery(pick(mod)) };
  });
}
