/**
 * One client process of the realtime bench: opens its share of the sockets to /im (watchers as
 * guests with `?watch=crash` on a lean client, lean-watcher.ts; members with their token as
 * sub-protocol on `ws`, as the web app does) and
 * stamps every `started` and `tick` with the receive time. The server's send time of a tick is the
 * round's startTime + elapsedMs (both from the server clock; same machine, so one clock).
 */
import WebSocket from 'ws';
import { IM_PATH, ImObject, WatchChannel } from '@nyota/contract/realtime';
import { Histogram } from './histogram.js';
import { LeanWatcher } from './lean-watcher.js';
import type { FromWorker, ToWorker } from './protocol.js';

const latency = new Histogram();
const startTimes = new Map<string, number>();
const measured = new Set<string>();
const ticksByRound: Record<string, number> = {};
const sockets: Array<WebSocket | LeanWatcher> = [];
const LEAN = process.env['BENCH_RT_CLIENT'] !== 'ws';
let recording = false;
let stopping = false;
let messages = 0;
let bytes = 0;
let feedBytes = 0;
let dropped = 0;
let watchers = 0;

function send(m: FromWorker): void {
  process.send?.(m);
}

interface CrashData {
  roundId?: string;
  startTime?: number;
  elapsedMs?: number;
}

function onMessage(text: string, isWatcher: boolean, now: number): void {
  messages += 1;
  bytes += text.length;
  if (!isWatcher || !recording) return;
  feedBytes += Buffer.byteLength(text);
  const m = JSON.parse(text) as { object?: string; event?: string; data?: CrashData };
  if (m.object !== ImObject.Crash || !m.data?.roundId) return;
  const { roundId } = m.data;
  if (m.event === 'started' && typeof m.data.startTime === 'number') {
    if (!startTimes.has(roundId)) {
      startTimes.set(roundId, m.data.startTime);
      measured.add(roundId);
    }
    latency.record(now - m.data.startTime);
  } else if (m.event === 'tick' && typeof m.data.elapsedMs === 'number' && measured.has(roundId)) {
    const start = startTimes.get(roundId) ?? now;
    latency.record(now - (start + m.data.elapsedMs));
    ticksByRound[roundId] = (ticksByRound[roundId] ?? 0) + 1;
  }
}

function onDropped(): void {
  if (!stopping) dropped += 1;
}

/** Members (and watchers with BENCH_RT_CLIENT=ws) on the `ws` client, as the web app's sockets. */
function open(url: string, token: string | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = token
      ? new WebSocket(url, [token], { perMessageDeflate: false })
      : new WebSocket(url, { perMessageDeflate: false });
    const isWatcher = token === null;
    ws.on('message', (data) => onMessage(data.toString(), isWatcher, Date.now()));
    ws.once('open', () => {
      sockets.push(ws);
      ws.on('close', onDropped);
      resolve();
    });
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode} on upgrade`)));
  });
}

async function openLean(url: string): Promise<void> {
  const w = await LeanWatcher.open(url, {
    onText: (data, start, end, at) => onMessage(data.toString('utf8', start, end), true, at),
    onClose: onDropped,
  });
  sockets.push(w);
}

async function connect(c: Extract<ToWorker, { cmd: 'connect' }>): Promise<void> {
  const base = c.url.replace(/^http/, 'ws');
  const jobs: Array<string | null> = [...c.tokens, ...new Array<null>(c.watchers).fill(null)];
  watchers = c.watchers;
  const started = performance.now();
  let next = 0;
  let failed = 0;
  let firstError: string | null = null;
  const lane = async () => {
    while (next < jobs.length) {
      const token = jobs[next++] ?? null;
      const url = token ? `${base}${IM_PATH}` : `${base}${IM_PATH}?watch=${WatchChannel.Crash}`;
      try {
        await (token === null && LEAN ? openLean(url) : open(url, token));
      } catch (err) {
        failed += 1;
        firstError ??= String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: c.concurrency }, lane));
  send({ type: 'connected', open: sockets.length, failed, firstError, ms: performance.now() - started });
}

function stop(): void {
  stopping = true;
  send({
    type: 'result',
    latency: latency.toSparse(),
    ticksByRound,
    watchers,
    messages,
    bytes,
    feedBytes,
    dropped,
  });
  for (const ws of sockets) ws.terminate();
  // Let the result reach the parent before leaving.
  setTimeout(() => process.exit(0), 200);
}

process.on('message', (m: ToWorker) => {
  if (m.cmd === 'connect') {
    connect(m).catch((err: unknown) => send({ type: 'error', message: String(err) }));
  } else if (m.cmd === 'record') {
    recording = true;
  } else {
    stop();
  }
});
process.on('disconnect', () => process.exit(0));
