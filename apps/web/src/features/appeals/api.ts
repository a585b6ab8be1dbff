/**
 * Appeals' server state (docs/product-rules/records-and-appeals.md#appeal-form: GET feedback/work, GET feedback/logs, POST
 * feedback/deposit, POST feedback/withdraw, POST utils/images). Member-scoped keys under ME_KEY.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Appeal, AppealLog, UploadImageData } from '@nyota/contract/api/appeals';
import { AppealKind, type AppealKindValue } from '@nyota/contract/appeals-constants';
import { IMAGE_FILE_PATH } from '@nyota/contract/api/paths';
import { call, upload } from '../../shared/api/client';
import { ME_KEY } from '../../shared/session/member-keys';

export const APPEALS_KEY = [...ME_KEY, 'appeals'] as const;

/** Appeals per step of the complaint list. */
export const APPEALS_PAGE_SIZE = 10;

/** One appeal by id (GET feedback/work?id), or null when it is not the caller's. */
export function appealQuery(id: number) {
  return queryOptions({
    queryKey: [...APPEALS_KEY, 'one', id],
    queryFn: async ({ signal }): Promise<Appeal | null> => (await call('appealWork', { id: String(id) }, { signal }))[0] ?? null,
    staleTime: 0,
  });
}

export function appealLogsQuery(id: number) {
  return queryOptions({
    queryKey: [...APPEALS_KEY, 'logs', id],
    queryFn: ({ signal }): Promise<AppealLog[]> => call('appealLogs', { id: String(id) }, { signal }),
    staleTime: 0,
  });
}

/** What a linked record's lookup needs: its amount and its appeal state (seed feedbackId). */
export interface LinkedRecord {
  money: number;
  /** -1 no appeal allowed, 0 none yet, above 0 the appeal's id. */
  feedbackId: number;
}

/** One of the player's records by id (GET payOrder/record or withdraw/record); "not found" is an ApiError 404. */
export function linkedRecordQuery(kind: AppealKindValue, id: string) {
  return queryOptions({
    queryKey: [...APPEALS_KEY, 'record', kind, id],
    queryFn: async ({ signal }): Promise<LinkedRecord> => {
      const route = kind === AppealKind.WITHDRAW ? 'withdrawRecord' : 'depositRecord';
      const { money, feedbackId } = await call(route, { id }, { signal });
      return { money, feedbackId };
    },
    staleTime: 0,
  });
}

/** The caller's appeals, newest first, paged by the last id shown. */
export const appealListQuery = infiniteQueryOptions({
  queryKey: [...APPEALS_KEY, 'list', APPEALS_PAGE_SIZE],
  queryFn: ({ signal, pageParam }): Promise<Appeal[]> =>
    call(
      'appealWork',
      { quantity: String(APPEALS_PAGE_SIZE), startId: pageParam === undefined ? undefined : String(pageParam) },
      { signal },
    ),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (last) => (last.length < APPEALS_PAGE_SIZE ? undefined : last[last.length - 1]?.id),
});

export function uploadScreenshot(file: Blob, signal?: AbortSignal): Promise<UploadImageData> {
  return upload('uploadImage', file, { signal });
}

export function submitDepositAppeal(recordId: string, images: readonly string[], receiptNumber: string): Promise<Appeal> {
  return call('appealDeposit', { id: recordId, images: images.join(','), receiptNumber: receiptNumber.trim() });
}

export function submitWithdrawAppeal(recordId: string): Promise<Appeal> {
  return call('appealWithdraw', { id: recordId });
}

/** Where an uploaded image is read back (with the session: see AuthImage). */
export function imagePath(name: string): string {
  return `${IMAGE_FILE_PATH}/${encodeURIComponent(name)}`;
}
