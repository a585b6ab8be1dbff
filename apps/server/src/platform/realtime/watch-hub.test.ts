import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { ImObject, WatchChannel, watchTopic, type WatchBusMessage } from '@nyota/contract/realtime';
import { MemoryBus } from '../bus/memory-bus.js';
import { TestWsClient } from './test-ws-client.js';
import { WatchHub, type Watcher } from './watch-hub.js';

const log = { warn: () => undefined, debug: () => undefined };
const topic = watchTopic(WatchChannel.Crash);

let server: http.Server;
let url: string;
const bus = new MemoryBus();
const fanOuts: number[] = [];
const hub = new WatchHub(bus, log, { maxBufferedBytes: 256 * 1024, onFanOut: (sockets) => fanOuts.push(sockets) });

beforeAll(async () => {
  server = http.createServer();
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  server.on('upgrade', (req, socket: Socket, head) => {
    wss.handleUpgrade(req, socket, head, (ws) => {
      const w: Watcher = { ws, socket, channel: WatchChannel.Crash, alive: true };
      ws.on('close', () => hub.remove(w));
      void hub.add(w).then(() => hub.send(w, { object: ImObject.System, event: 'Hello', data: { serverTime: Date.now() } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await hub.drain();
});

/** Closed after each test, passed or not: a later test must not fan out to a failed test's sockets. */
const opened: TestWsClient[] = [];
afterEach(async () => {
  for (const c of opened.splice(0)) c.ws.terminate();
  await expect.poll(() => hub.size).toBe(0);
});

async function watchers(n: number): Promise<TestWsClient[]> {
  const clients = await Promise.all(Array.from({ length: n }, () => TestWsClient.connect(url)));
  await Promise.all(clients.map((c) => c.waitFor(ImObject.System, 'Hello')));
  return clients;
}

/** Tick i of round '1': its elapsed time counts the broadcasts. */
const tick = (i: number): WatchBusMessage => ({
  message: { object: ImObject.Crash, event: 'tick', data: { roundId: '1', elapsedMs: i } },
});
const ticksOf = (c: TestWsClient) =>
  c.messages.flatMap((m) => (m.object === ImObject.Crash && m.event === 'tick' ? [m.data.elapsedMs] : []));

describe('WatchHub fan-out', () => {
  it('gives every watcher every broadcast once, in order, as text frames, and reports each fan-out', async () => {
    const clients = await watchers(300);
    opened.push(...clients);
    fanOuts.length = 0;
    for (let i = 0; i < 30; i++) await bus.publish(topic, tick(i));
    // One that joins now gets what is published from now on.
    const late = (await watchers(1))[0] as TestWsClient;
    opened.push(late);
    for (let i = 30; i < 40; i++) await bus.publish(topic, tick(i));
    const all = Array.from({ length: 40 }, (_, i) => i);
    await expect.poll(() => clients.every((c) => ticksOf(c).length === 40), { timeout: 10_000 }).toBe(true);
    for (const c of clients) expect(ticksOf(c)).toEqual(all);
    // Each broadcast is reported once with the sockets it was written to.
    expect(fanOuts).toHaveLength(40);
    expect(fanOuts).toEqual([...new Array<number>(30).fill(300), ...new Array<number>(10).fill(301)]);
    await expect.poll(() => ticksOf(late).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(10);
    expect(ticksOf(late)).toEqual(all.slice(all.length - ticksOf(late).length));
    expect(ticksOf(late)).toContain(30);
    expect(clients.reduce((a, c) => a + c.binaryFrames, 0)).toBe(0);
  });

  it('drops a watcher that stops reading once its unsent data passes the limit, and keeps serving the rest', async () => {
    const [stalled, healthy] = (await watchers(2)) as [TestWsClient, TestWsClient];
    opened.push(stalled, healthy);
    // The client stops reading: the kernel buffers fill, then the server's own.
    (stalled.ws as unknown as { _socket: Socket })._socket.pause();
    const big = 'x'.repeat(100_000);
    for (let i = 0; i < 200 && stalled.isOpen; i++) {
      const bets: WatchBusMessage = {
        message: {
          object: ImObject.Crash,
          event: 'bets',
          data: {
            roundId: '1',
            placed: [{ betId: `b${i}`, label: big, panel: 1, stake: 100 }],
            cancelled: [],
            count: i,
            total: 0,
          },
        },
      };
      await bus.publish(topic, bets);
      await new Promise((resolve) => setImmediate(resolve));
    }
    (stalled.ws as unknown as { _socket: Socket })._socket.resume();
    expect((await stalled.closed).code).toBe(1006);
    await expect.poll(() => healthy.messages.filter((m) => m.object === ImObject.Crash).length, { timeout: 10_000 }).toBe(200);
  });
});
