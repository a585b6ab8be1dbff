/**
 * Where an /im message becomes the text sent on a socket. Only a member of the contract's union
 * (im/messages.ts) gets here, so the compiler checks every message the server sends; what it sends
 * is parsed against the union in tests, never on the hot path.
 */
import type { RawData } from 'ws';
import { imClientMessage } from '@nyota/contract/im/system';
import type { ImServerMessage } from '@nyota/contract/realtime';

export function encodeIm(message: ImServerMessage): string {
  return JSON.stringify(message);
}

/** Whether a client's frame is a Ping; anything else a client sends is ignored. */
export function isClientPing(data: RawData): boolean {
  const buf = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  try {
    return imClientMessage.safeParse(JSON.parse(buf.toString('utf8'))).success;
  } catch {
    // not JSON: ignored, like any message the server does not understand
    return false;
  }
}
