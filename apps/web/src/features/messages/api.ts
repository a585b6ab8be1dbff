/**
 * The member's messages over HTTP (docs/product-rules/messages.md): the unread count (the badge),
 * the inbox a page at a time, and the two ways of marking read. Keys sit under ME_KEY, so a logout
 * drops them; the Notification push (shared/session/live-connection.ts) sets the count and
 * refreshes the list.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MessagesPageData } from '@nyota/contract/api/member-messages';
import { call } from '../../shared/api/client';
import { MESSAGE_COUNT_KEY, MESSAGES_KEY } from '../../shared/session/member-keys';

export const messageCountQuery = queryOptions({
  queryKey: MESSAGE_COUNT_KEY,
  queryFn: ({ signal }) => call('messageCount', {}, { signal }),
});

/** Pages numbered from 1, newest first; the list's language is the one each message was written in. */
export function messagesFeedQuery(size: number) {
  return infiniteQueryOptions({
    queryKey: [...MESSAGES_KEY, 'feed', size],
    queryFn: ({ signal, pageParam }): Promise<MessagesPageData> =>
      call('messageList', { page: String(pageParam), size: String(size) }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

/** After a read: the count the server answered, and the list refetched with its read marks. */
function afterRead(client: QueryClient, total: number): Promise<void> {
  client.setQueryData(MESSAGE_COUNT_KEY, { total });
  return client.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'feed'] });
}

export async function readMessage(client: QueryClient, id: number): Promise<void> {
  const { total } = await call('messageSingleRead', { id: String(id) });
  await afterRead(client, total);
}

export async function readAllMessages(client: QueryClient): Promise<void> {
  const { total } = await call('messageBatchRead', {});
  await afterRead(client, total);
}
