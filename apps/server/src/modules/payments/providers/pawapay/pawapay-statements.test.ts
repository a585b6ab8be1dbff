/**
 * The pawaPay statement client against the sandbox over HTTP: request, poll until COMPLETED,
 * download the gzip CSV from the pre-signed link, parse. The sandbox builds the statement from its
 * own records, so what the client reads is what the simulated provider holds.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositBody, startHarness, type Harness } from '@nyota/sandbox/testing';
import { DEFAULT_PAWAPAY_TOKEN } from '@nyota/sandbox';
import { ProviderCallError } from '../provider-adapter.js';
import { PawapayStatementReader } from './pawapay-statements.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

function reader(polling = { intervalMs: 0, maxChecks: 5 }, token = DEFAULT_PAWAPAY_TOKEN): PawapayStatementReader {
  return new PawapayStatementReader({ baseUrl: `${h.base}/pawapay`, apiToken: token, timeoutMs: 5_000 }, 'ZM', polling);
}

async function completedDeposit(msisdn: string, amount = '15'): Promise<string> {
  const id = randomUUID();
  await h.pawapay('POST', '/v2/deposits', depositBody(id, msisdn, { amount }));
  await h.advance(300);
  await h.control('POST', `/intents/pawapay/${id}/prompt/approve`);
  return id;
}

const around = () => ({
  start: new Date(h.clock.now().getTime() - 3600_000),
  end: new Date(h.clock.now().getTime() + 3600_000),
});

describe('pawaPay statements (v2) over HTTP', () => {
  it('requests, polls, downloads and parses the wallet statement, with the injected differences', async () => {
    const matched = await completedDeposit('260961000001', '15');
    const mismatched = await completedDeposit('260961000002', '20.50');
    const omitted = await completedDeposit('260961000003');
    const open = randomUUID();
    await h.pawapay('POST', '/v2/deposits', depositBody(open, '260961000004'));
    await h.control('POST', '/statement/discrepancies', {
      provider: 'pawapay',
      kind: 'amount_mismatch',
      intentId: mismatched,
      amount: '21.00',
    });
    await h.control('POST', '/statement/discrepancies', { provider: 'pawapay', kind: 'omit', intentId: omitted });
    const phantom = await h.control<{ discrepancy: { intentId: string; date: string } }>('POST', '/statement/discrepancies', {
      provider: 'pawapay',
      kind: 'phantom',
      amount: '250.00',
    });
    // A phantom is filed at 12:00 UTC of its day: read the whole UTC day around it.
    const day = phantom.body.discrepancy.date;
    const result = await reader().read({ start: new Date(`${day}T00:00:00Z`), end: new Date(`${day}T23:59:59Z`) });

    const byId = new Map(result.lines.map((l) => [l.intentId, l]));
    expect(byId.get(matched)).toMatchObject({
      direction: 'COLLECTION',
      status: 'SUCCEEDED',
      money: { minor: 1_500, currency: 'ZMW' },
    });
    expect(byId.get(matched)?.providerTxnId).toBeTruthy();
    expect(byId.get(mismatched)?.money).toEqual({ minor: 2_100, currency: 'ZMW' });
    expect(byId.has(omitted)).toBe(false);
    // Only money that moved is on a wallet statement: the open deposit is not.
    expect(byId.has(open)).toBe(false);
    expect(byId.get(phantom.body.discrepancy.intentId)).toMatchObject({
      status: 'SUCCEEDED',
      money: { minor: 25_000, currency: 'ZMW' },
    });
    expect(result.unchecked).toEqual([]);
  });

  it('speaks the documented wire format: ACCEPTED, PROCESSING then COMPLETED, a link that needs no token', async () => {
    const id = await completedDeposit('260961000005');
    const now = h.clock.now().getTime();
    const created = await h.pawapay<{ statementId: string; status: string; created: string }>('POST', '/v2/statements', {
      wallet: { country: 'ZMB', currency: 'ZMW' },
      startDate: new Date(now - 60_000).toISOString().slice(0, 19),
      endDate: new Date(now + 60_000).toISOString().slice(0, 19),
      compressed: false,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'ACCEPTED' });
    const path = `/v2/statements/${created.body.statementId}`;
    const first = await h.pawapay<{ status: string; data: { status: string; downloadUrl?: string } }>('GET', path);
    expect(first.body).toMatchObject({ status: 'FOUND', data: { status: 'PROCESSING' } });
    expect(first.body.data.downloadUrl).toBeUndefined();
    const second = await h.pawapay<{ data: { status: string; downloadUrl: string; wallet: unknown } }>('GET', path);
    expect(second.body.data).toMatchObject({ status: 'COMPLETED', wallet: { country: 'ZMB', currency: 'ZMW' } });

    const file = await fetch(second.body.data.downloadUrl);
    expect(file.status).toBe(200);
    const [header, row] = (await file.text()).trim().split('\r\n');
    expect(header).toBe('Creation Date,MSISDN,Transaction ID,Financial Transaction ID,Amount,Currency,Country,MNO,Type,Status');
    expect(row).toContain(`,${id},`);
    const tampered = new URL(second.body.data.downloadUrl);
    tampered.searchParams.set('token', 'guess');
    expect((await fetch(tampered)).status).toBe(404);

    expect((await h.pawapay('GET', `/v2/statements/${randomUUID()}`)).body).toEqual({ status: 'NOT_FOUND' });
    expect((await h.pawapay('POST', '/v2/statements', {}, {})).status).toBe(400);
    // Without the API token the statement endpoints refuse, like every pawaPay call.
    expect((await fetch(`${h.base}/pawapay${path}`)).status).toBe(401);
  });

  it('refuses a range over 31 days, a bad token, and a statement that never completes', async () => {
    const long = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-02-02T00:00:00Z') };
    await expect(reader().read(long)).rejects.toThrow(/31 days/);
    await expect(reader(undefined, 'wrong-token').read(around())).rejects.toBeInstanceOf(ProviderCallError);
    // The sandbox answers PROCESSING to the first check: a client that checks once gives up.
    await expect(reader({ intervalMs: 0, maxChecks: 1 }).read(around())).rejects.toThrow(/not ready after 1 checks/);
  });
});
