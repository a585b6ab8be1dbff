/**
 * Deposits end to end through the in-process sandbox (pawaPay v2 over real HTTP, callbacks back to
 * our callback routes): the prompt on the phone, the callback, the status query, the credit, the
 * push, and what happens when the player declines, lets the prompt time out, or the provider
 * answers late.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import {
  answerPrompt,
  api,
  cashOf,
  control,
  createPaymentsTestApp,
  deposit,
  depositOk,
  intentOf,
  patchConfig,
  recordPushes,
  signUp,
  waitForIntent,
  type PayTestApp,
} from './payments.test-kit.js';

let t: PayTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => {
  await t.close();
});

async function transfersFor(intentId: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('ledger_transfers')
    .select('idempotency_key')
    .where('idempotency_key', 'like', `%${intentId}%`)
    .execute();
  return rows.map((r) => r.idempotency_key);
}

describe('deposit', () => {
  it('credits the player once after approval on the phone, confirmed by a status query, and pushes the result', async () => {
    const m = await signUp(t);
    const pushes = await recordPushes(t, m.memberId);
    const res = await deposit(t, m, 10_000);
    expect(res.code).toBe(0);
    expect(res.data.redirectUrl).toMatch(/^\/waiting\?transNo=[0-9a-f-]{36}$/);
    const id = new URL(res.data.redirectUrl, 'http://x').searchParams.get('transNo')!;

    // Saved before the provider was called, with the registered number and the provider's idempotency key = our id.
    const saved = await intentOf(t, id);
    expect(saved).toMatchObject({
      memberId: m.memberId,
      msisdn: `260${m.mobile.slice(1)}`,
      amount: 10_000,
      currency: 'ZMW',
      provider: 'pawapay',
    });
    const pending = await api<{ status: number }>(t, 'GET', routes.depositResult.path, { transNo: id }, m.token);
    expect(pending.data.status).toBe(1);
    expect(await cashOf(t, m.token)).toBe(0);

    await answerPrompt(t, id, 'approve');
    const done = await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
    expect(done.providerTxnId).toBeTruthy();
    expect(await cashOf(t, m.token)).toBe(10_000);
    expect(await transfersFor(id)).toEqual([`deposit:${id}`]);

    const result = await api<{ status: number; desc: string }>(
      t,
      'GET',
      routes.depositResult.path,
      { transNo: id, sync: '1' },
      m.token,
    );
    expect(result.data).toEqual({ status: 3, desc: 'Deposit successful: K100.00 added' });
    expect(pushes).toContainEqual({
      object: 'Deposit',
      event: 'StatusChange',
      data: { no: id, status: 3, desc: 'Deposit successful: K100.00 added' },
    });
    expect(pushes.some((p) => p.object === 'CashAccount')).toBe(true);
    // The credit itself, once: what reacts to deposits (bonus offers to come) listens for it.
    expect(pushes.filter((p) => p.object === 'DepositEvent')).toEqual([
      { object: 'DepositEvent', event: 'Credited', data: { no: id, amount: 10_000 } },
    ]);

    // Every provider exchange is stored raw: the initiation, the callback and the confirming query.
    const sources = (await t.app.payments.intents.events.ofIntent(t.database.db, id)).map((e) => e.source);
    expect(sources).toContain('initiate');
    expect(sources).toContain('callback');
    expect(sources).toContain('status:callback');
  });

  it('credits once when the same callback arrives five times at once, and ignores a stale one after', async () => {
    const m = await signUp(t);
    const pushes = await recordPushes(t, m.memberId);
    const id = await depositOk(t, m, 2_500);
    await answerPrompt(t, id, 'approve');
    await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
    await Promise.all([
      control(t, 'POST', `/intents/pawapay/${id}/callback`, { times: 5 }),
      control(t, 'POST', `/intents/pawapay/${id}/callback`, { times: 5 }),
      control(t, 'POST', `/intents/pawapay/${id}/callback`, { status: 'PROCESSING' }),
    ]);
    expect(await cashOf(t, m.token)).toBe(2_500);
    expect(await transfersFor(id)).toEqual([`deposit:${id}`]);
    expect((await intentOf(t, id)).status).toBe('SUCCEEDED');
    expect(pushes.filter((p) => p.object === 'DepositEvent')).toHaveLength(1);
  });

  it('never credits on a callback the status query does not confirm (forged COMPLETED while the prompt is open)', async () => {
    const m = await signUp(t);
    const id = await depositOk(t, m, 3_000);
    await answerPrompt(t, id, 'ignore').catch(() => undefined);
    // A COMPLETED body for a payment the provider still holds open, signed and unsigned, and tampered.
    await control(t, 'POST', `/intents/pawapay/${id}/callback`, { status: 'COMPLETED' });
    await control(t, 'POST', `/intents/pawapay/${id}/callback`, { status: 'COMPLETED', signature: 'missing' });
    await control(t, 'POST', `/intents/pawapay/${id}/callback`, { status: 'COMPLETED', signature: 'bad' });
    await control(t, 'POST', `/intents/pawapay/${id}/callback`, { status: 'COMPLETED', signature: 'tampered' });
    const i = await intentOf(t, id);
    expect(i.status).not.toBe('SUCCEEDED');
    expect(await cashOf(t, m.token)).toBe(0);
    expect(await transfersFor(id)).toEqual([]);
  });

  it('fails without money when the player declines, and tells them why', async () => {
    const m = await signUp(t);
    const pushes = await recordPushes(t, m.memberId);
    const id = await depositOk(t, m, 4_000);
    await answerPrompt(t, id, 'reject');
    const failed = await waitForIntent(t, id, (i) => i.status === 'FAILED');
    expect(failed.failureCode).toBe('USER_REJECTED');
    expect(await cashOf(t, m.token)).toBe(0);
    const result = await api<{ status: number; desc: string }>(t, 'GET', routes.depositResult.path, { transNo: id }, m.token);
    expect(result.data).toEqual({ status: 4, desc: 'Deposit failed: the payment was declined on the phone' });
    expect(pushes).toContainEqual({
      object: 'Deposit',
      event: 'StatusChange',
      data: { no: id, status: 4, desc: result.data.desc },
    });
    expect(pushes.some((p) => p.object === 'DepositEvent')).toBe(false);
    // The member can deposit again at once: a failed prompt no longer blocks.
    expect((await deposit(t, m, 1_000)).code).toBe(0);
  });

  it('fails without money when the prompt times out on the phone (pawaPay reports it as not approved)', async () => {
    const m = await signUp(t);
    const id = await depositOk(t, m, 4_000);
    await answerPrompt(t, id, 'ignore').catch(() => undefined);
    t.clock.advance(6 * 60_000); // MTN-style prompt timeout (~5 min) in the sandbox
    const failed = await waitForIntent(t, id, (i) => i.status === 'FAILED');
    expect(failed.failureCode).toBe('USER_REJECTED');
    expect(await cashOf(t, m.token)).toBe(0);
  });

  it('takes the configured deposit tax and pays the subsidy, exactly as PUT /pan-pay/deposit/tax quotes', async () => {
    await patchConfig(t, 6000, { taxRate: 500, subsidyRate: 5_000 });
    try {
      const m = await signUp(t);
      const quote = await api<{ taxPayable: number; rateSubsidyAmount: number }>(t, 'PUT', routes.depositTax.path, {
        amount: '10000',
      });
      expect(quote.data).toEqual({ taxPayable: 500, rateSubsidyAmount: 250 });
      const id = await depositOk(t, m, 10_000);
      await answerPrompt(t, id, 'approve');
      await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
      expect(await cashOf(t, m.token)).toBe(9_750);
      const result = await api<{ desc: string }>(t, 'GET', routes.depositResult.path, { transNo: id }, m.token);
      expect(result.data.desc).toBe('Deposit successful: K97.50 added');
    } finally {
      await patchConfig(t, 6000, { taxRate: null, subsidyRate: 0 });
    }
  });

  it("selects the registered number's operator among the deposit channels", async () => {
    const m = await signUp(t); // 0971… is an Airtel number
    const mine = await api<Array<{ channelCode: string; selected: boolean }>>(t, 'GET', routes.depositChannels.path, {}, m.token);
    expect(mine.data.filter((c) => c.selected).map((c) => c.channelCode)).toEqual(['AIRTEL']);
    const guest = await api<Array<{ channelCode: string; selected: boolean }>>(t, 'GET', routes.depositChannels.path);
    expect(guest.data.map((c) => [c.channelCode, c.selected])).toEqual([
      ['MTN', true],
      ['AIRTEL', false],
      ['ZAMTEL', false],
    ]);
  });

  it('refuses a second prompt while one is open for the member, and a self-excluded member', async () => {
    const m = await signUp(t);
    await depositOk(t, m, 1_000);
    const second = await deposit(t, m, 1_000);
    expect(second.code).toBe(ErrorCode.PAYMENT_IN_PROGRESS);

    const x = await signUp(t);
    const now = t.clock.now();
    await t.database.db
      .insertInto('self_exclusions')
      .values({
        member_id: x.memberId,
        period: '1m',
        reason: 'test',
        comment: '',
        starts_at: now,
        ends_at: new Date(now.getTime() + 30 * 86_400_000),
      })
      .execute();
    const refused = await deposit(t, x, 1_000);
    expect(refused.code).toBe(ErrorCode.SELF_EXCLUDED);
    expect(await t.database.db.selectFrom('payment_intents').select('id').where('member_id', '=', x.memberId).execute()).toEqual(
      [],
    );
  });
});
