/**
 * The Records screen's server state (docs/product-rules/records-and-appeals.md#records-screen: GET
 * payOrder/records and withdraw/records with monthOfYear, startId, quantity). Keys start with
 * ME_KEY so a logout drops them and a balance push (a deposit or withdrawal changed state)
 * refreshes them. Always refetched when shown (statuses move, and an appeal sent from Complaint
 * records changes a record's feedbackId); the status texts come in the caller's language, so the
 * language is part of the key.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/client';
import { ME_KEY } from '../../shared/session/member-keys';
import type { RecordKind, RecordRow } from './record-view';

/** Every records query: invalidated when an appeal changes a record's feedbackId. */
export const RECORDS_KEY = [...ME_KEY, 'records'] as const;

function fetchRecords(kind: RecordKind, month: string, quantity: number, startId: string | undefined, signal: AbortSignal) {
  const input = { monthOfYear: month, quantity: String(quantity), startId };
  return kind === 'deposit'
    ? call('depositRecords', input, { signal })
    : (call('withdrawRecords', input, { signal }) as Promise<RecordRow[]>);
}

/** One desktop page, fetched one row larger than it shows (cursor-stack.ts splitPage). */
export function recordsPageQuery(kind: RecordKind, month: string, size: number, startId: string | undefined, lang: string) {
  return queryOptions({
    queryKey: [...RECORDS_KEY, kind, month, 'page', size, startId ?? null, lang],
    queryFn: ({ signal }): Promise<RecordRow[]> => fetchRecords(kind, month, size + 1, startId, signal),
    staleTime: 0,
  });
}

/** The mobile list: pages of `size`, each after the last id of the one before. */
export function recordsFeedQuery(kind: RecordKind, month: string, size: number, lang: string) {
  return infiniteQueryOptions({
    queryKey: [...RECORDS_KEY, kind, month, 'feed', size, lang],
    queryFn: ({ signal, pageParam }): Promise<RecordRow[]> => fetchRecords(kind, month, size, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length < size ? undefined : last[last.length - 1]?.id),
    staleTime: 0,
  });
}
