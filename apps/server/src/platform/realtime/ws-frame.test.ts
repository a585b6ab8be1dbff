import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { textFrame } from './ws-frame.js';

let server: http.Server;
let raw: Socket;
let client: WebSocket;
const received: Array<{ text: string; isBinary: boolean }> = [];

// A real upgraded socket: the frames are written to the TCP socket under the server's WebSocket
// and read by the `ws` client, as a browser would read them.
beforeAll(async () => {
  server = http.createServer();
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const upgraded = new Promise<void>((resolve) => {
    server.on('upgrade', (req, socket: Socket, head) => {
      wss.handleUpgrade(req, socket, head, () => {
        raw = socket;
        resolve();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/`, { perMessageDeflate: false });
  client.on('message', (data: Buffer, isBinary) => received.push({ text: data.toString('utf8'), isBinary }));
  await Promise.all([upgraded, new Promise((resolve) => client.once('open', resolve))]);
});

afterAll(async () => {
  client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

describe('textFrame', () => {
  it('frames payloads of every length class so that a client reads them back as text, in order', async () => {
    const sizes = [0, 1, 125, 126, 127, 65_535, 65_536, 200_001];
    const texts = sizes.map((n) => 'é'.repeat(Math.floor(n / 2)) + 'x'.repeat(n % 2));
    for (const [i, text] of texts.entries()) {
      const payload = Buffer.from(text);
      expect(payload.length).toBe(sizes[i]);
      const frame = textFrame(payload);
      expect(frame[0]).toBe(0x81);
      expect(frame.length - payload.length).toBe(payload.length < 126 ? 2 : payload.length < 65_536 ? 4 : 10);
      raw.write(frame);
    }
    await expect.poll(() => received.length).toBe(sizes.length);
    expect(received).toEqual(texts.map((text) => ({ text, isBinary: false })));
  });
});
