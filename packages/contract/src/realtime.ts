/**
 * Names, paths and bus topics of the /im WebSocket: JSON `{ object, event, data }`
 * (docs/product-rules/api-conventions.md#realtime-connection). Sockets push state; they never move
 * money. The messages themselves (zod schemas and their types) are in `im/messages.ts`; this file
 * stays free of zod.
 */
export type { ImMemberMessage, ImMemberPush, ImMessageOf, ImServerMessage, ImWatchMessage } from './im/messages.js';
export type { ImClientMessage } from './im/system.js';
export type { KickOutData, KickOutReason } from './im/account.js';
export type { MemberBusMessage, WatchBusMessage } from './im/bus.js';

export { ImEvent, ImObject } from './im/names.js';

/** Bus topic for a member: every node delivers it to that member's sockets. */
export function memberTopic(memberId: string): string {
  return `member:${memberId}`;
}

export const IM_PATH = '/im';

/**
 * Watching a game without a session: `GET /im?watch=<channel>` with no sub-protocol opens a
 * read-only socket that receives only that channel's broadcasts (guests play demo rounds against
 * the live game). A member's own game events still come on the member socket.
 */
export const WatchChannel = { Crash: 'crash' } as const;
export type WatchChannel = (typeof WatchChannel)[keyof typeof WatchChannel];

/** Bus topic of a watch channel: the node running the game publishes, every node delivers. */
export function watchTopic(channel: WatchChannel): string {
  return `watch:${channel}`;
}

/**
 * Why the server closed the socket, sent as the close reason so a browser (which cannot read the
 * HTTP status of a refused upgrade) can tell the cases apart:
 * - 3000 `unauthorized`: no live session for the offered token (at connect, or revoked while
 *   connecting). Treat like envelope code 401: clear the session, do not reconnect.
 * - 3000 `kicked_out`: follows a Session/KickOut message; show the reminder, do not reconnect.
 * - 1000 `logged_out`: the session ended by logout (possibly from another tab); do not reconnect.
 * - 1001 `server_restart`: the node is shutting down; reconnect (another node will answer).
 * - 1011 `try_again`: the node could not subscribe the socket to its events; reconnect later.
 * A close without one of these (e.g. 1006, the connection dropped) is never deliberate: reconnect.
 */
export const ImCloseReason = {
  Unauthorized: 'unauthorized',
  KickedOut: 'kicked_out',
  LoggedOut: 'logged_out',
  ServerRestart: 'server_restart',
  TryAgain: 'try_again',
} as const;
export type ImCloseReason = (typeof ImCloseReason)[keyof typeof ImCloseReason];
