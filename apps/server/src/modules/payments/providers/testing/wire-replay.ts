/**
 * Test support: replays recorded provider exchanges on a local node:http server (port 0). Each
 * fixture lists the request the adapter must send (method, path, required header values, headers
 * that must be absent, exact JSON body) and the response the provider gave. Requests are matched
 * in order; a mismatch is recorded and answered 599 so the adapter sees a failure and the test's
 * `assertAllServed()` reports exactly what differed.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

const requestSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT']),
  path: z.string().startsWith('/'),
  /** Header values the adapter must send, names in lower case. */
  headers: z.record(z.string(), z.string()).default({}),
  absentHeaders: z.array(z.string()).default([]),
  /** Exact JSON body; omitted means the request must have no body. */
  body: z.unknown().optional(),
});

const responseSchema = z.object({
  status: z.number().int().min(100).max(599),
  headers: z.record(z.string(), z.string()).default({}),
  /** JSON body; `rawBody` sends text as is instead. */
  body: z.unknown().optional(),
  rawBody: z.string().optional(),
  /** Never answer (the adapter's timeout must fire). */
  hang: z.boolean().default(false),
});

export const exchangeSchema = z.object({ note: z.string().optional(), request: requestSchema, response: responseSchema });
export const fixtureSchema = z.object({
  description: z.string(),
  source: z.string(),
  exchanges: z.array(exchangeSchema).min(1),
});
export type WireFixture = z.infer<typeof fixtureSchema>;
export type WireExchange = z.infer<typeof exchangeSchema>;

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  rawBody: Buffer;
}

export function loadFixture(dir: URL, name: string): WireFixture {
  const text = readFileSync(new URL(`${name}.json`, dir), 'utf8');
  return fixtureSchema.parse(JSON.parse(text));
}

export class WireReplay {
  private server: Server | null = null;
  private queue: WireExchange[] = [];
  private readonly open = new Set<ServerResponse>();
  readonly received: ReceivedRequest[] = [];
  readonly mismatches: string[] = [];

  /** @param pathPrefix base path the adapter is configured with (stripped before matching). */
  constructor(private readonly pathPrefix = '') {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => this.handle(req, Buffer.concat(chunks), res));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${this.pathPrefix}`;
  }

  async stop(): Promise<void> {
    this.reset();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Queue the exchanges of one or more fixtures, in order. */
  expect(...fixtures: WireFixture[]): void {
    for (const f of fixtures) this.queue.push(...f.exchanges);
  }

  reset(): void {
    for (const res of this.open) res.destroy();
    this.open.clear();
    this.queue = [];
    this.received.length = 0;
    this.mismatches.length = 0;
  }

  /** Throws when any request differed from the recording or a recorded exchange was never requested. */
  assertAllServed(): void {
    const problems = [...this.mismatches];
    if (this.queue.length > 0)
      problems.push(`${this.queue.length} recorded exchange(s) never requested: ${this.queue.map(describe).join(', ')}`);
    if (problems.length > 0) throw new Error(`wire replay:\n  ${problems.join('\n  ')}`);
  }

  private handle(req: IncomingMessage, rawBody: Buffer, res: ServerResponse): void {
    const url = req.url ?? '';
    const path = url.startsWith(this.pathPrefix) ? url.slice(this.pathPrefix.length) : `!${url}`;
    this.received.push({ method: req.method ?? '', path, headers: req.headers, rawBody });
    const expected = this.queue.shift();
    if (!expected) {
      this.fail(res, `unexpected ${req.method} ${url}: nothing more was recorded`);
      return;
    }
    const problems = compare(expected, req.method ?? '', path, req.headers, rawBody);
    if (problems.length > 0) {
      this.fail(res, `${describe(expected)}: ${problems.join('; ')}`);
      return;
    }
    const r = expected.response;
    if (r.hang) {
      this.open.add(res);
      res.on('close', () => this.open.delete(res));
      return;
    }
    const body = r.rawBody ?? (r.body === undefined ? '' : JSON.stringify(r.body));
    const headers: Record<string, string> = { ...r.headers };
    if (r.body !== undefined && r.rawBody === undefined && !hasHeader(headers, 'content-type'))
      headers['content-type'] = 'application/json';
    res.writeHead(r.status, headers);
    res.end(body);
  }

  private fail(res: ServerResponse, message: string): void {
    this.mismatches.push(message);
    res.writeHead(599, { 'content-type': 'text/plain' });
    res.end(`wire mismatch: ${message}`);
  }
}

function compare(
  expected: WireExchange,
  method: string,
  path: string,
  headers: IncomingMessage['headers'],
  rawBody: Buffer,
): string[] {
  const e = expected.request;
  const problems: string[] = [];
  if (method !== e.method) problems.push(`method ${method}, expected ${e.method}`);
  if (path !== e.path) problems.push(`path ${path}, expected ${e.path}`);
  for (const [name, value] of Object.entries(e.headers)) {
    const got = headers[name.toLowerCase()];
    if (got !== value) problems.push(`header ${name} ${JSON.stringify(got)}, expected ${JSON.stringify(value)}`);
  }
  for (const name of e.absentHeaders) {
    if (headers[name.toLowerCase()] !== undefined) problems.push(`header ${name} must be absent`);
  }
  const text = rawBody.toString('utf8');
  if (e.body === undefined) {
    if (text !== '') problems.push(`unexpected body ${text}`);
  } else {
    let got: unknown;
    try {
      got = JSON.parse(text);
    } catch {
      problems.push(`body is not JSON: ${text}`);
      return problems;
    }
    if (!isDeepStrictEqual(got, e.body)) problems.push(`body ${text}, expected ${JSON.stringify(e.body)}`);
  }
  return problems;
}

function describe(e: WireExchange): string {
  return `${e.request.method} ${e.request.path}`;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((k) => k.toLowerCase() === name);
}
