/**
 * A merchant's callback endpoint for tests: a real HTTP server on a free port that records every
 * request (method, path, headers, raw body) and answers with a status the test chooses.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCallback {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

export class CallbackReceiver {
  readonly received: ReceivedCallback[] = [];
  /** The HTTP status the endpoint answers with (set 500 to play a failing endpoint). */
  status = 200;
  private server: Server | undefined;
  private waiters: Array<() => void> = [];

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void readBody(req).then((body) => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
        this.received.push({ method: req.method ?? '', path: req.url ?? '', headers, body, at: Date.now() });
        res.writeHead(this.status, { 'content-type': 'text/plain' }).end(this.status === 200 ? 'OK' : 'error');
        for (const w of this.waiters.splice(0)) w();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  for(predicate: (c: ReceivedCallback) => boolean): ReceivedCallback[] {
    return this.received.filter(predicate);
  }

  /** Requests whose JSON body mentions this id (depositId, payoutId, refundId, externalId or reference). */
  about(id: string): Array<ReceivedCallback & { json: Record<string, unknown> }> {
    return this.received
      .filter((c) => c.body.includes(id))
      .map((c) => ({ ...c, json: JSON.parse(c.body) as Record<string, unknown> }));
  }

  async waitFor(predicate: (all: ReceivedCallback[]) => boolean, timeoutMs = 3000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`callback not received in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 100));
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  clear(): void {
    this.received.length = 0;
    this.status = 200;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
