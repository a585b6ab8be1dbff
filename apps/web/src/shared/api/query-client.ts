/**
 * Server state lives in TanStack Query. Mobile data is slow and costly: no refetch on window focus,
 * one retry for reads, none for writes (a repeated write could act twice).
 */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { HttpError } from './api-error';
import { translate } from '../i18n/i18n';
import { toast } from '../ui/feedback/feedback-store';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 1 && error instanceof HttpError,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
  mutationCache: new MutationCache({
    // Envelope errors were already toasted by the API client; transport errors get a plain notice here.
    onError: (error) => {
      if (error instanceof HttpError) toast('failed', translate('app.network_error'));
    },
  }),
});
