/**
 * Pay-bill deposits end to end: the sandbox's player pays the paybill (Daraja C2B), M-Pesa calls
 * our validation then confirmation URLs over real HTTP, and the member is credited exactly once,
 * through the ledger and the `deposit.succeeded` fact, however often the confirmation comes.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../../staff/staff.test-kit.js';
import { api, cashOf, type PayTestApp } from '../payments.test-kit.js';
import { createKenyaTestApp, keE164, payBill, signUpKe } from '../paybill.test-kit.js';

const CONFIRM_URL = '/account-service/pan-pay/callback/paybill/sandbox-paybill-callback-token/confirmation';
const VALIDATE_URL = '/account-service/pan-pay/callback/paybill/sandbox-paybill-callback-token/validation';

let t: PayTestApp;
beforeAll(async () => {
  t = await createKenyaTestApp();
});
afterAll(async () => {
  await t.close();
});

async function intentsOf(memberId: string) {
  return t.database.db
    .selectFrom('payment_intents')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('provider', '=', 'mpesa-paybill')
    .execute();
}

async function payBillRow(transId: string) {
  return t.app.payments.payBill?.repo.find(t.database.db, transId);
}

async function depositFacts(memberId: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('activity_events')
    .select('id')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'deposit.succeeded')
    .execute();
  return rows.length;
}

function c2bBody(over: Record<string, string>): string {
  return JSON.stringify({
    TransactionType: 'Pay Bill',
    TransID: `TST${randomBytes(4).toString('hex').toUpperCase()}`,
    TransTime: '20261126093015',
    TransAmount: '250.00',
    BusinessShortCode: '600984',
    BillRefNumber: '0799000000',
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'Jane',
    MiddleName: '',
    LastName: '',
    ...over,
  });
}

async function post(url: string, body: string) {
  return t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json' } });
}

describe('pay-bill deposits (Daraja C2B)', () => {
  it('credits the member whose number is the account, once, net of the deposit tax, with the deposit fact', async () => {
    const m = await signUpKe(t);
    const out = await payBill(t, { msisdn: keE164(m.mobile), billRef: m.mobile, amount: 100 });
    expect(out.status).toBe('completed');
    expect(out.validation).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
    expect(out.confirmations).toEqual([{ ResultCode: 0, ResultDesc: 'Success' }]);
    const [intent, ...more] = await intentsOf(m.memberId);
    expect(more).toHaveLength(0);
    expect(intent).toMatchObject({ status: 'SUCCEEDED', provider_txn_id: out.transId, direction: 'deposit' });
    const credit = Number(intent?.amount) - Number(intent?.tax) + Number(intent?.subsidy);
    expect(Number(intent?.amount)).toBe(10_000);
    expect(await cashOf(t, m.token)).toBe(credit);
    expect(await depositFacts(m.memberId)).toBe(1);
  });

  it('credits once when Safaricom sends the confirmation several times at once, and again later', async () => {
    const m = await signUpKe(t);
    const out = await payBill(t, { msisdn: '254700000001', billRef: keE164(m.mobile), amount: 300, confirmations: 5 });
    expect(out.confirmations).toHaveLength(5);
    const body = c2bBody({ TransID: out.transId, TransAmount: '300.00', BillRefNumber: m.mobile });
    const replays = await Promise.all([post(CONFIRM_URL, body), post(CONFIRM_URL, body)]);
    for (const r of replays) expect(r.json()).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
    const rows = await intentsOf(m.memberId);
    expect(rows).toHaveLength(1);
    const credit = Number(rows[0]?.amount) - Number(rows[0]?.tax) + Number(rows[0]?.subsidy);
    expect(await cashOf(t, m.token)).toBe(credit);
    expect(await depositFacts(m.memberId)).toBe(1);
  });

  it('a payment by the number alone (empty account) is credited to that number', async () => {
    const m = await signUpKe(t);
    const out = await payBill(t, { msisdn: keE164(m.mobile), billRef: '', amount: 50 });
    expect(out.status).toBe('completed');
    expect(await intentsOf(m.memberId)).toHaveLength(1);
  });

  it('rejects an unknown account at validation, and keeps an unknown confirmation for staff', async () => {
    const out = await payBill(t, { msisdn: '254799999001', billRef: 'NOBODY', amount: 100 });
    expect(out.status).toBe('rejected');
    expect(out.validation).toEqual({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
    expect(out.confirmations).toEqual([]);

    const body = c2bBody({ BillRefNumber: 'NOBODY', MSISDN: 'hashed' });
    const res = await post(CONFIRM_URL, body);
    expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
    const transId = (JSON.parse(body) as { TransID: string }).TransID;
    const kept = await t.app.payments.payBill?.repo.find(t.database.db, transId);
    expect(kept).toMatchObject({ status: 'unmatched', amount: 25_000, intentId: null });

    // Staff who review payments see it; others are refused.
    const mod = staffModuleOf(t);
    const list = async (who: StaffSignIn) => {
      const s = asStaff(who);
      return t.app.inject({
        method: 'GET',
        url: '/staff-api/reconciliation/paybill-unmatched',
        cookies: s.cookies,
        headers: s.headers,
      });
    };
    const seen = (await list(await signIn(t, await makeStaff(mod, 'payments')))).json<{
      data: { items: { transId: string }[] };
    }>();
    expect(seen.data.items.find((i) => i.transId === transId)).toMatchObject({
      billRef: 'NOBODY',
      amount: 25_000,
      memberId: null,
    });
    expect((await list(await signIn(t, await makeStaff(mod, 'support')))).statusCode).toBe(403);
  });

  it('rejects amounts outside the deposit range and a foreign shortcode; a wrong secret is a 404', async () => {
    const m = await signUpKe(t);
    const tooBig = await payBill(t, { msisdn: keE164(m.mobile), billRef: m.mobile, amount: 250_000 });
    expect(tooBig.validation).toEqual({ ResultCode: 'C2B00013', ResultDesc: 'Rejected' });
    const foreign = await post(VALIDATE_URL, c2bBody({ BusinessShortCode: '123456', BillRefNumber: m.mobile }));
    expect(foreign.json()).toEqual({ ResultCode: 'C2B00015', ResultDesc: 'Rejected' });
    const forged = await post(
      CONFIRM_URL.replace('sandbox-paybill-callback-token', 'guess'),
      c2bBody({ BillRefNumber: m.mobile }),
    );
    expect(forged.statusCode).toBe(404);
    expect(await intentsOf(m.memberId)).toHaveLength(0);
  });

  it('rejects a self-excluded member at validation', async () => {
    const m = await signUpKe(t);
    const now = t.clock.now();
    await t.database.db
      .insertInto('self_exclusions')
      .values({
        member_id: m.memberId,
        period: '1m',
        reason: 'test',
        comment: '',
        starts_at: now,
        ends_at: new Date(now.getTime() + 30 * 86_400_000),
      })
      .execute();
    const out = await payBill(t, { msisdn: keE164(m.mobile), billRef: m.mobile, amount: 100 });
    expect(out.validation).toEqual({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' });
    expect(await intentsOf(m.memberId)).toHaveLength(0);
  });

  // docs/product-rules/pay-bill.md: bars and limits refuse at validation, before money moves; money
  // that has moved (a confirmation without our validation) is the member's and is credited.
  it('rejects a member on a time-out at validation, and credits a confirmation that comes anyway', async () => {
    const m = await signUpKe(t);
    expect((await api(t, 'POST', routes.timeOut.path, { period: '24h' }, m.token)).code).toBe(0);
    const out = await payBill(t, { msisdn: keE164(m.mobile), billRef: m.mobile, amount: 100 });
    expect(out.status).toBe('rejected');
    expect(out.validation).toEqual({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' });
    expect(out.confirmations).toEqual([]);
    expect(await intentsOf(m.memberId)).toHaveLength(0);

    const moved = await payBill(t, { msisdn: keE164(m.mobile), billRef: m.mobile, amount: 100, validate: false });
    expect(moved.confirmations).toEqual([{ ResultCode: 0, ResultDesc: 'Success' }]);
    const [intent, ...more] = await intentsOf(m.memberId);
    expect(more).toHaveLength(0);
    expect(intent).toMatchObject({ status: 'SUCCEEDED', provider_txn_id: moved.transId });
    expect(Number(intent?.amount)).toBe(10_000);
    expect(await payBillRow(moved.transId)).toMatchObject({ status: 'credited', memberId: m.memberId });
    expect(await depositFacts(m.memberId)).toBe(1);
  });

  it("rejects a payment over the member's own deposit limit at validation, and credits one that comes anyway", async () => {
    const m = await signUpKe(t);
    const set = await api(t, 'POST', routes.saferPlaySetLimit.path, { kind: 'deposit_day', value: '15000' }, m.token);
    expect(set.code).toBe(0);
    const within = await payBill(t, { msisdn: keE164(m.mobile), billRef: m.mobile, amount: 100 });
    expect(within.validation).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
    expect(await intentsOf(m.memberId)).toHaveLength(1);

    // 100.00 paid today: 60.00 more would cross the 150.00 limit.
    const over = await payBill(t, { msisdn: keE164(m.mobile), billRef: m.mobile, amount: 60 });
    expect(over.status).toBe('rejected');
    expect(over.validation).toEqual({ ResultCode: 'C2B00013', ResultDesc: 'Rejected' });
    expect(await intentsOf(m.memberId)).toHaveLength(1);

    const moved = await payBill(t, { msisdn: keE164(m.mobile), billRef: m.mobile, amount: 60, validate: false });
    expect(moved.confirmations).toEqual([{ ResultCode: 0, ResultDesc: 'Success' }]);
    const rows = await intentsOf(m.memberId);
    expect(rows.map((r) => Number(r.amount)).sort((a, b) => a - b)).toEqual([6_000, 10_000]);
    const credited = rows.reduce((sum, r) => sum + Number(r.amount) - Number(r.tax) + Number(r.subsidy), 0);
    expect(await cashOf(t, m.token)).toBe(credited);
    expect(await depositFacts(m.memberId)).toBe(2);
  });
});
