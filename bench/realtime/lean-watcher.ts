/**
 * A bare WebSocket client for the bench's watcher sockets (RFC 6455): the opening handshake over
 * a plain TCP socket, then a frame reader that hands each text message to a callback and answers
 * pings. It exists because the bench's clients share the machine's two cores with the server: the
 * `ws` client spends more CPU receiving a small frame than the server spends sending it, and
 * that receive delay would be counted as the server's fan-out. (BENCH_RT_CLIENT=ws keeps `ws`.)
 * Only what a watcher needs: no extensions, no fragmented messages, no sending besides pong/close.
 */
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OP_TEXT = 0x1;
const OP_CLOSE = 0x8;
const OP_PING = 0x9;

export interface LeanHandlers {
  /** A whole text message: `data[start, end)`, and the time its bytes were read. */
  onText(data: Buffer, start: number, end: number, receivedAt: number): void;
  onClose(): void;
}

export class LeanWatcher {
  private pending: Buffer | null = null;
  private closed = false;

  private constructor(
    private readonly socket: net.Socket,
    private readonly h: LeanHandlers,
  ) {}

  /** Opens `ws://host:port/path`; resolves once the server accepted the upgrade. */
  static open(url: string, h: LeanHandlers): Promise<LeanWatcher> {
    const u = new URL(url);
    const key = randomBytes(16).toString('base64');
    const accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64');
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(u.port), u.hostname);
      socket.setNoDelay(true);
      let head = Buffer.alloc(0);
      const fail = (err: Error) => {
        socket.destroy();
        reject(err);
      };
      const onHandshake = (chunk: Buffer) => {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        socket.off('data', onHandshake);
        socket.off('error', fail);
        const lines = head.subarray(0, end).toString('latin1').split('\r\n');
        const ok =
          /^HTTP\/1\.1 101 /.test(lines[0] ?? '') &&
          lines.some((l) => l.toLowerCase() === `sec-websocket-accept: ${accept.toLowerCase()}`);
        if (!ok) {
          fail(new Error(`upgrade refused: ${lines[0] ?? '?'}`));
          return;
        }
        const w = new LeanWatcher(socket, h);
        socket.on('data', (d: Buffer) => w.read(d));
        socket.on('close', () => w.end());
        socket.on('error', () => socket.destroy());
        resolve(w);
        const rest = head.subarray(end + 4);
        if (rest.length > 0) w.read(rest);
      };
      socket.on('data', onHandshake);
      socket.on('error', fail);
      socket.once('connect', () => {
        socket.write(
          `GET ${u.pathname}${u.search} HTTP/1.1\r\nHost: ${u.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        );
      });
    });
  }

  terminate(): void {
    this.socket.destroy();
  }

  private end(): void {
    if (this.closed) return;
    this.closed = true;
    this.h.onClose();
  }

  private read(chunk: Buffer): void {
    const now = Date.now();
    const buf = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    let at = 0;
    while (buf.length - at >= 2) {
      const b0 = buf[at] as number;
      const b1 = buf[at + 1] as number;
      let len = b1 & 0x7f;
      let headerLength = 2;
      if (len === 126) {
        if (buf.length - at < 4) break;
        len = buf.readUInt16BE(at + 2);
        headerLength = 4;
      } else if (len === 127) {
        if (buf.length - at < 10) break;
        len = Number(buf.readBigUInt64BE(at + 2));
        headerLength = 10;
      }
      if (b1 & 0x80) {
        this.socket.destroy(); // a server never masks
        return;
      }
      if (buf.length - at < headerLength + len) break;
      const start = at + headerLength;
      const end = start + len;
      const op = b0 & 0x0f;
      if (op === OP_TEXT) this.h.onText(buf, start, end, now);
      else if (op === OP_PING) this.control(0xa, buf.subarray(start, end));
      else if (op === OP_CLOSE) {
        this.control(0x8, buf.subarray(start, Math.min(end, start + 2)));
        this.socket.end();
      }
      at = end;
    }
    if (at < buf.length) this.pending = Buffer.from(buf.subarray(at));
  }

  /** A masked control frame (clients must mask), payload ≤ 125 bytes. */
  private control(opcode: number, payload: Buffer): void {
    const mask = randomBytes(4);
    const frame = Buffer.alloc(6 + payload.length);
    frame[0] = 0x80 | opcode;
    frame[1] = 0x80 | payload.length;
    mask.copy(frame, 2);
    for (let i = 0; i < payload.length; i++) frame[6 + i] = (payload[i] as number) ^ (mask[i % 4] as number);
    this.socket.write(frame);
  }
}
