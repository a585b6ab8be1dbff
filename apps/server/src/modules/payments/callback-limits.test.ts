import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { freshIp } from '../auth/auth.test-kit.js';
import { CALLBACK_PREFIX } from './callbacks.routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_UNMATCHED_CALLBACKS_PER_DAY: '100' } });
  // The embedded sandbox's adapters are reached over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

/** A forged MTN callback (MTN signs nothing) for a payment we never made. */
function forged(ip: string, body: string = JSON.stringify({ externalId: randomUUID(), status: 'SUCCESSFUL' })) {
  return t.app.inject({
    method: 'PUT',
    url: `${CALLBACK_PREFIX}/mtn/collection`,
    payload: body,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
  });
}

async function unmatchedRows(): Promise<number> {
  const row = await t.database.db
    .selectFrom('payment_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('source', '=', 'callback')
    .where('intent_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('provider callback bounds', () => {
  it('answers 429 past 60 callbacks a minute from one address and stores nothing for them; another address goes on', async () => {
    const ip = freshIp();
    const before = await unmatchedRows();
    for (let i = 0; i < 60; i++) expect((await forged(ip)).statusCode).toBe(200);
    const over = await forged(ip);
    expect(over.statusCode).toBe(429);
    expect(await unmatchedRows()).toBe(before + 60);
    expect((await forged(freshIp())).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await forged(ip)).statusCode).toBe(200);
  });

  it('stores at most the daily cap of callbacks for no payment of ours, from however many addresses', async () => {
    t.clock.advance(DAY);
    const before = await unmatchedRows();
    await Promise.all(Array.from({ length: 150 }, () => forged(freshIp())));
    const stored = (await unmatchedRows()) - before;
    expect(stored).toBe(100);
    // A day later the old rows no longer count, and past the retention period they are gone.
    t.clock.advance(31 * DAY);
    expect((await forged(freshIp())).statusCode).toBe(200);
    expect(await unmatchedRows()).toBe(1);
  });

  it('answers 413 to a body over 64 KiB and stores nothing', async () => {
    const before = await unmatchedRows();
    const big = JSON.stringify({ externalId: randomUUID(), status: 'SUCCESSFUL', payerMessage: 'x'.repeat(65 * 1024) });
    const res = await forged(freshIp(), big);
    expect(res.statusCode).toBe(413);
    expect(await unmatchedRows()).toBe(before);
  });
});
