/**
 * Reference §10 scenario 25: the daily statement the reconciler reads, with a transaction the
 * platform never saw, a mismatched amount and an omission injected through the control API.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositBody, mtnBodyFor, startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

interface Row {
  type: string;
  id: string;
  amount: string;
  status: string;
  providerTransactionId: string | null;
  created: string;
}

async function completedDeposit(msisdn: string): Promise<string> {
  const id = randomUUID();
  await h.pawapay('POST', '/v2/deposits', depositBody(id, msisdn));
  await h.advance(300);
  await h.control('POST', `/intents/pawapay/${id}/prompt/approve`);
  return id;
}

describe('daily statement', () => {
  it('25: lists the day’s transactions and carries injected discrepancies, as JSON and CSV', async () => {
    const matched = await completedDeposit('260961000001');
    const mismatched = await completedDeposit('260961000002');
    const omitted = await completedDeposit('260961000003');
    const open = randomUUID();
    await h.pawapay('POST', '/v2/deposits', depositBody(open, '260961000004'));
    const date = h.clock.now().toISOString().slice(0, 10);

    const clean = await h.control<{ transactions: Row[] }>('GET', `/statement?provider=pawapay&date=${date}`);
    expect(clean.body.transactions.map((r) => [r.id, r.status])).toEqual([
      [matched, 'COMPLETED'],
      [mismatched, 'COMPLETED'],
      [omitted, 'COMPLETED'],
      [open, 'ACCEPTED'],
    ]);

    const phantom = await h.control<{ discrepancy: { intentId: string } }>('POST', '/statement/discrepancies', {
      provider: 'pawapay',
      kind: 'phantom',
      amount: '250.00',
      date,
    });
    await h.control('POST', '/statement/discrepancies', {
      provider: 'pawapay',
      kind: 'amount_mismatch',
      intentId: mismatched,
      amount: '16.00',
    });
    await h.control('POST', '/statement/discrepancies', { provider: 'pawapay', kind: 'omit', intentId: omitted });
    const injected = await h.control<{ transactions: Row[] }>('GET', `/statement?provider=pawapay&date=${date}`);
    const byId = new Map(injected.body.transactions.map((r) => [r.id, r]));
    expect(byId.get(matched)?.amount).toBe('15.00');
    expect(byId.get(mismatched)?.amount).toBe('16.00');
    expect(byId.has(omitted)).toBe(false);
    expect(byId.get(phantom.body.discrepancy.intentId)).toMatchObject({ type: 'DEPOSIT', amount: '250.00', status: 'COMPLETED' });
    // The status endpoint is untouched: only the statement disagrees.
    const real = await h.pawapay<{ data: { amount: string } }>('GET', `/v2/deposits/${mismatched}`);
    expect(real.body.data.amount).toBe('15.00');

    const csv = await fetch(`${h.base}/control/statement?provider=pawapay&date=${date}&format=csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('provider,type,id,providerTransactionId,amount,currency,msisdn,status,created,completed,reference');
    expect(lines).toHaveLength(5);
    expect(lines.some((l) => l.includes(mismatched) && l.includes(',16.00,'))).toBe(true);

    const otherDay = await h.control<{ transactions: Row[] }>('GET', '/statement?provider=pawapay&date=2000-01-01');
    expect(otherDay.body.transactions).toEqual([]);
  });

  it('lists MTN transactions with MTN types and statuses', async () => {
    const id = randomUUID();
    await h.mtn('POST', '/collection/v1_0/requesttopay', {
      body: mtnBodyFor('payer', '260961234567'),
      headers: { 'x-reference-id': id },
    });
    await h.advance(300);
    await h.control('POST', `/intents/mtn/${id}/prompt/reject`);
    const res = await h.control<{ transactions: Row[] }>('GET', '/statement?provider=mtn');
    expect(res.body.transactions).toMatchObject([{ type: 'REQUEST_TO_PAY', id, amount: '100.00', status: 'FAILED' }]);
  });
});
