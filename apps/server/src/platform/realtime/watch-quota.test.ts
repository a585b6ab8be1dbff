import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { listenForSockets, TestWsClient } from './test-ws-client.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  // Behind one proxy, as in production: the client address is the proxy's X-Forwarded-For entry.
  t = await createTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
  url = `${await listenForSockets(t.app)}&watch=crash`;
});
afterAll(async () => {
  await t.close();
});

const from = (ip: string) => TestWsClient.connect(url, [], { headers: { 'x-forwarded-for': ip } });

describe('anonymous watch sockets per client address', () => {
  it('refuses the 21st from one address with 429, still admits another address, and frees a slot on close', async () => {
    const open: TestWsClient[] = [];
    try {
      for (let i = 0; i < 20; i++) open.push(await from('198.51.100.7'));
      await Promise.all(open.map((c) => c.waitFor('System', 'Hello')));
      await expect(from('198.51.100.7')).rejects.toThrow('upgrade refused: HTTP 429');
      // A client cannot dodge the cap by prepending addresses: the proxy appends the real one.
      await expect(from('203.0.113.1, 198.51.100.7')).rejects.toThrow('upgrade refused: HTTP 429');

      const other = await from('198.51.100.8');
      open.push(other);
      await other.waitFor('System', 'Hello');

      const first = open.shift();
      first?.close();
      await first?.waitClosed();
      // The server sees the close on its own schedule; the slot is free once it has.
      const again = await vi.waitFor(() => from('198.51.100.7'), { timeout: 2000, interval: 20 });
      open.push(again);
      await again.waitFor('System', 'Hello');
    } finally {
      for (const c of open) c.close();
      await Promise.all(open.map((c) => c.waitClosed()));
    }
  });
});
