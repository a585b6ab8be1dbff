/**
 * The connection's own messages (object `System`), on member and watch sockets alike. Written
 * with zod/mini (decoded in the browser).
 */
import * as z from 'zod/mini';
import { ImEvent, ImObject } from './names.js';

const serverTime = z.object({ serverTime: z.number() });

/** First message on an accepted socket: pushes flow from now on. */
export const systemHello = z.object({ object: z.literal(ImObject.System), event: z.literal(ImEvent.Hello), data: serverTime });

/** The answer to a client's Ping. */
export const systemPong = z.object({ object: z.literal(ImObject.System), event: z.literal(ImEvent.Pong), data: serverTime });

export const systemMessage = z.discriminatedUnion('event', [systemHello, systemPong]);
export type SystemMessage = z.infer<typeof systemMessage>;

/**
 * What a client may send: a Ping (its `data`, the client's clock, is not read). The server ignores
 * anything else a client sends.
 */
export const imClientMessage = z.object({
  object: z.literal(ImObject.System),
  event: z.literal(ImEvent.Ping),
  data: z.optional(z.unknown()),
});
export type ImClientMessage = z.infer<typeof imClientMessage>;
