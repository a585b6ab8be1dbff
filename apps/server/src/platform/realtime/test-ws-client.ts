/**
 * Test support for the /im socket: a real `ws` client that collects messages and the close frame,
 * plus helpers to create a member and a live session without going through the auth routes.
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import WebSocket, { type ClientOptions } from 'ws';
import { imServerMessage } from '@nyota/contract/im/messages';
import type { ImServerMessage } from '@nyota/contract/realtime';
import type { Db } from '../db/database.js';

export interface Closed {
  code: number;
  reason: string;
}

/**
 * Every message a test client receives is parsed against the contract's union: one that does not
 * parse, or parses only by losing a field, is kept in `invalid` and fails every wait that follows.
 */
export class TestWsClient {
  readonly messages: ImServerMessage[] = [];
  readonly invalid: unknown[] = [];
  /** Browsers read a binary frame as a Blob, not text: the gateway must only send text frames. */
  binaryFrames = 0;
  /** Protocol-level pings received (answered by `ws` itself unless `autoPong: false`). */
  pingsReceived = 0;
  readonly closed: Promise<Closed>;
  private readonly waiters = new Set<() => void>();
  /** This end's TCP port, known once the upgrade is answered (which process holds the other end: socket-owner.ts). */
  localPort: number | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.once('upgrade', (res) => {
      this.localPort = res.socket.localPort ?? null;
    });
    ws.on('ping', () => {
      this.pingsReceived++;
      for (const w of [...this.waiters]) w();
    });
    ws.on('message', (data, isBinary) => {
      if (isBinary) this.binaryFrames++;
      const raw: unknown = JSON.parse(String(data));
      const parsed = imServerMessage.safeParse(raw);
      if (parsed.success && isDeepStrictEqual(parsed.data, raw)) this.messages.push(parsed.data);
      else this.invalid.push(raw);
      for (const w of [...this.waiters]) w();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString('utf8') });
        for (const w of [...this.waiters]) w();
      });
    });
  }

  /** Opens a socket; resolves once the handshake completed (the server may still close it at once). */
  static connect(url: string, protocols: string[] = [], opts: ClientOptions = {}): Promise<TestWsClient> {
    const ws = new WebSocket(url, protocols, opts);
    const client = new TestWsClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: HTTP ${res.statusCode}`)));
    });
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Waits for the first message (from the start of the socket) matching object/event. */
  async waitFor<O extends ImServerMessage['object'], E extends Extract<ImServerMessage, { object: O }>['event']>(
    object: O,
    event: E,
    timeoutMs = 3000,
  ): Promise<Extract<ImServerMessage, { object: O; event: E }>> {
    const wanted = (m: ImServerMessage): m is Extract<ImServerMessage, { object: O; event: E }> =>
      m.object === object && m.event === event;
    return this.until(() => this.messages.find(wanted), `${object}/${event}`, timeoutMs);
  }

  /** Waits until n messages have arrived in total. */
  async waitForCount(n: number, timeoutMs = 3000): Promise<ImServerMessage[]> {
    return this.until(() => (this.messages.length >= n ? this.messages.slice(0, n) : undefined), `${n} messages`, timeoutMs);
  }

  async waitClosed(timeoutMs = 3000): Promise<Closed> {
    return Promise.race([
      this.closed,
      sleep(timeoutMs).then(() => {
        throw new Error(`socket still open after ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
      }),
    ]);
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  close(): void {
    this.ws.close(1000);
  }

  private until<T>(found: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = (): void => {
        if (this.invalid.length > 0) {
          cleanup();
          reject(new Error(`not in the contract's union: ${JSON.stringify(this.invalid)}`));
          return;
        }
        const v = found();
        if (v !== undefined) {
          cleanup();
          resolve(v);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`));
      }, timeoutMs);
      const cleanup = (): void => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Listens on an ephemeral loopback port and returns the socket URL with the seed's query hints. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/im?id=1&t=${Date.now()}&r=${randomBytes(4).toString('hex')}&c=3`;
}

/** A members row as sign-up would leave it; returns the member id. */
export async function insertMember(db: Db): Promise<{ memberId: string; mobile: string }> {
  const mobile = `26097${randomBytes(4).readUInt32BE(0).toString().padStart(7, '0').slice(0, 7)}`;
  const row = await db
    .insertInto('members')
    .values({
      mobile,
      password_hash: 'not-a-real-hash',
      invite_code: randomBytes(6).toString('hex'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { memberId: String(row.id), mobile };
}

export const TEST_CLIENT = { deviceId: 'test-device', ip: '127.0.0.1', userAgent: 'vitest' };
