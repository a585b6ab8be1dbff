/**
 * What travels on the server's event bus for /im. The bus crosses process boundaries (Redis), so a
 * node parses a member topic's messages before handing them to sockets (member pushes are few);
 * the crash watch topic is only shape-checked, because it is the hot feed and has one publisher,
 * which sends through the typed union (tests parse what it sends).
 */
import * as z from 'zod/mini';
import { KICK_OUT_REASONS } from './account.js';
import { imMemberPush, type ImWatchMessage } from './messages.js';

/**
 * Under memberTopic(memberId): `push` is forwarded to the member's sockets as is; `session-revoked`
 * tells the node holding that session's socket to close it (with a KickOut message first when
 * another login took over).
 */
export const memberBusMessage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('push'), message: imMemberPush }),
  z.object({ kind: z.literal('session-revoked'), sessionId: z.string(), reason: z.enum(KICK_OUT_REASONS) }),
]);
export type MemberBusMessage = z.infer<typeof memberBusMessage>;

/** Under watchTopic(channel). */
export interface WatchBusMessage {
  message: ImWatchMessage;
}
