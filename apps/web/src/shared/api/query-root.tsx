import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * Wraps a lazily loaded page or dialog in the app's one QueryClient. Budget decision: TanStack Query
 * (~7 KiB gzip) is not needed to paint the lobby, so the provider lives at each lazy boundary
 * (lazy-page.ts does this) instead of the root; every boundary shares the same client and cache.
 * Code outside a lazyPage boundary must not call useQuery.
 */
export function withQuery<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQuery(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQuery.displayName = `WithQuery(${Component.displayName ?? Component.name})`;
  return WithQuery;
}
