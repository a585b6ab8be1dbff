/**
 * Staff resolve M-Pesa pay-bill payments that named no member (docs/product-rules/pay-bill.md#staff-resolution),
 * over the staff API of a Kenyan node: a credit reaches the member once through the pay-bill credit
 * path (intent, ledger, deposit fact), two staff at once resolve it once, a large one waits for a
 * second person, a returned one moves no money, and bad input changes nothing. Audit and ledger verify.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import type { PayBillListOutput, PayBillResolveOutput } from '@nyota/contract/staff/routes-pay-bill';
import type { FourEyesRequest } from '@nyota/contract/staff/schemas';
import { verifyLedger } from '../../ledger/index.js';
import { staffCall } from '../../players/players.test-kit.js';
import type { StaffModule } from '../../staff/index.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../../staff/staff.test-kit.js';
import { cashOf, type PayTestApp } from '../payments.test-kit.js';
import { createKenyaTestApp, freshKenyanMobile, keE164, payBill, signUpKe } from '../paybill.test-kit.js';

const CONFIRM_URL = '/account-service/pan-pay/callback/paybill/sandbox-paybill-callback-token/confirmation';

let t: PayTestApp;
let mod: StaffModule;
let a: StaffSignIn;
let b: StaffSignIn;
let risk: StaffSignIn;
let support: StaffSignIn;
let usernameA = '';
let usernameB = '';

beforeAll(async () => {
  t = await createKenyaTestApp();
  mod = staffModuleOf(t);
  const sa = await makeStaff(mod, 'payments');
  const sb = await makeStaff(mod, 'payments');
  usernameA = sa.username;
  usernameB = sb.username;
  a = await signIn(t, sa);
  b = await signIn(t, sb);
  risk = await signIn(t, await makeStaff(mod, 'risk'));
  support = await signIn(t, await makeStaff(mod, 'support'));
});
afterAll(async () => {
  await t.close();
});

/** Safaricom confirms a payment whose account names nobody; answers its TransID. */
async function unmatched(shillings: number): Promise<string> {
  const transId = `TU${randomBytes(4).toString('hex').toUpperCase()}`;
  const body = {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: '20261126093015',
    TransAmount: `${shillings}.00`,
    BusinessShortCode: '600984',
    BillRefNumber: 'MY NAME',
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'Jane',
    MiddleName: '',
    LastName: '',
  };
  const res = await t.app.inject({ method: 'POST', url: CONFIRM_URL, payload: body });
  expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
  return transId;
}

const resolve = (who: StaffSignIn, input: Record<string, string>) =>
  staffCall<PayBillResolveOutput>(t, who, r.resolvePayBill, input);
const list = async (status: 'open' | 'resolved', who = a) =>
  (await staffCall<PayBillListOutput>(t, who, r.listUnmatchedPayBill, { status })).data;
const rowOf = async (transId: string) => t.app.payments.payBill?.repo.find(t.database.db, transId);
const auditsOf = (transId: string) => mod.audit.search({ target: `paybill:${transId}`, limit: 20 });

async function intentsFor(transId: string) {
  return t.database.db.selectFrom('payment_intents').selectAll().where('provider_txn_id', '=', transId).execute();
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

async function expectIntact() {
  expect((await verifyLedger(t.database.db)).ok).toBe(true);
  expect((await mod.audit.verify()).ok).toBe(true);
}

describe('crediting an unmatched pay-bill payment to a member', () => {
  it('credits the member named by phone once, through the pay-bill deposit path, audited', async () => {
    const m = await signUpKe(t);
    // M-Pesa without external validation confirms whatever the account says (the sandbox plays it).
    const paid = await payBill(t, { msisdn: '254700000126', billRef: 'MY NAME', amount: 250, validate: false });
    expect(paid).toMatchObject({ status: 'completed', validation: null });
    const transId = paid.transId;
    expect((await list('open')).items.find((i) => i.transId === transId)).toMatchObject({ status: 'unmatched', amount: 25_000 });

    const done = await resolve(a, { transId, resolution: 'credit', mobile: m.mobile, reason: 'payer called: typed their name' });
    expect(done.code).toBe(0);
    expect(done.data.outcome).toBe('credited');
    expect(done.data.item).toMatchObject({ status: 'credited', memberId: m.memberId, resolvedBy: usernameA, approvedBy: null });
    const [intent, ...more] = await intentsFor(transId);
    expect(more).toHaveLength(0);
    expect(intent).toMatchObject({
      member_id: m.memberId,
      provider: 'mpesa-paybill',
      status: 'SUCCEEDED',
      id: done.data.intentId,
    });
    const credit = Number(intent?.amount) - Number(intent?.tax) + Number(intent?.subsidy);
    expect(await cashOf(t, m.token)).toBe(credit);
    expect(await depositFacts(m.memberId)).toBe(1);

    // Resolved, it leaves the open list for the resolved one, with who, when and why.
    expect((await list('open')).items.map((i) => i.transId)).not.toContain(transId);
    const resolved = (await list('resolved')).items.find((i) => i.transId === transId);
    expect(resolved).toMatchObject({ status: 'credited', resolvedBy: usernameA, reason: 'payer called: typed their name' });
    expect(resolved?.resolvedAt).not.toBeNull();
    const [audit] = await auditsOf(transId);
    expect(audit).toMatchObject({
      action: 'paybill.credit',
      actor: usernameA,
      before: { status: 'unmatched', memberId: null, amount: 25_000 },
      after: { status: 'credited', memberId: m.memberId, amount: 25_000, credited: credit, intentId: intent?.id },
      reason: 'payer called: typed their name',
    });

    // A second resolution is refused and changes nothing.
    const again = await resolve(b, { transId, resolution: 'credit', memberId: m.memberId, reason: 'again' });
    expect(again.code).toBe(ErrorCode.PAYBILL_RESOLVED);
    expect((await resolve(b, { transId, resolution: 'returned', reason: 'again' })).code).toBe(ErrorCode.PAYBILL_RESOLVED);
    expect(await cashOf(t, m.token)).toBe(credit);
    expect(await auditsOf(transId)).toHaveLength(1);
    await expectIntact();
  });

  it('credits by member id; two staff resolving one payment at once: one wins, the other is told', async () => {
    const m = await signUpKe(t);
    const transId = await unmatched(120);
    const answers = await Promise.all([
      resolve(a, { transId, resolution: 'credit', memberId: m.memberId, reason: 'first' }),
      resolve(b, { transId, resolution: 'credit', memberId: m.memberId, reason: 'second' }),
      resolve(b, { transId, resolution: 'returned', reason: 'third' }),
    ]);
    const codes = answers.map((x) => x.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.PAYBILL_RESOLVED)).toHaveLength(2);
    expect(answers.find((x) => x.code !== 0)?.msg).toMatch(/no longer open/);
    const winner = answers.find((x) => x.code === 0);
    const intents = await intentsFor(transId);
    if (winner?.data.outcome === 'credited') {
      expect(intents).toHaveLength(1);
      expect(await depositFacts(m.memberId)).toBe(1);
    } else {
      expect(intents).toHaveLength(0);
      expect(await cashOf(t, m.token)).toBe(0);
    }
    expect(await auditsOf(transId)).toHaveLength(1);
    await expectIntact();
  });
});

describe('four eyes above the threshold', () => {
  it('a large credit waits for a second person, who is not the maker; it is credited once on approval', async () => {
    const m = await signUpKe(t);
    const transId = await unmatched(1_000);
    expect((await list('open')).fourEyesThreshold).toBe(50_000);
    const asked = await resolve(a, { transId, resolution: 'credit', mobile: keE164(m.mobile), reason: 'statement shows it' });
    expect(asked.data.outcome).toBe('pending');
    expect(asked.data.item).toMatchObject({ status: 'pending', memberId: m.memberId, resolvedBy: usernameA, resolvedAt: null });
    expect(await cashOf(t, m.token)).toBe(0);
    expect(await intentsFor(transId)).toHaveLength(0);
    // Pending: no second resolution of any kind.
    expect((await resolve(b, { transId, resolution: 'credit', memberId: m.memberId, reason: 'x' })).code).toBe(
      ErrorCode.PAYBILL_RESOLVED,
    );
    expect((await resolve(b, { transId, resolution: 'returned', reason: 'x' })).code).toBe(ErrorCode.PAYBILL_RESOLVED);

    const id = asked.data.item.fourEyesRequestId ?? '';
    const approve = (who: StaffSignIn) => staffCall<FourEyesRequest>(t, who, r.approveFourEyes, { id, reason: 'checked' });
    expect((await approve(a)).code).toBe(ErrorCode.FOUR_EYES_SAME_PERSON);
    expect(await intentsFor(transId)).toHaveLength(0);
    const approved = await approve(b);
    expect(approved.code).toBe(0);
    expect((await approve(b)).code).toBe(ErrorCode.FOUR_EYES_DECIDED);

    const [intent, ...more] = await intentsFor(transId);
    expect(more).toHaveLength(0);
    const credit = Number(intent?.amount) - Number(intent?.tax) + Number(intent?.subsidy);
    expect(await cashOf(t, m.token)).toBe(credit);
    expect(await depositFacts(m.memberId)).toBe(1);
    const resolved = (await list('resolved')).items.find((i) => i.transId === transId);
    expect(resolved).toMatchObject({ status: 'credited', resolvedBy: usernameA, approvedBy: usernameB, fourEyesRequestId: id });
    const actions = (await auditsOf(transId)).map((x) => `${x.action} ${x.actor ?? ''}`);
    expect(actions).toEqual([`paybill.credit ${usernameB}`, `paybill.credit_request ${usernameA}`]);
    await expectIntact();
  });

  it('two staff asking at once (and a third returning it) make one request; the others are told', async () => {
    const m = await signUpKe(t);
    const transId = await unmatched(2_000);
    const answers = await Promise.all([
      resolve(a, { transId, resolution: 'credit', memberId: m.memberId, reason: 'one' }),
      resolve(b, { transId, resolution: 'credit', mobile: m.mobile, reason: 'two' }),
      resolve(a, { transId, resolution: 'returned', reason: 'three' }),
    ]);
    expect(answers.map((x) => x.code).filter((c) => c === ErrorCode.PAYBILL_RESOLVED)).toHaveLength(2);
    const winner = answers.find((x) => x.code === 0);
    const requests = (await staffCall<{ items: FourEyesRequest[] }>(t, a, r.listFourEyes, { status: 'pending' })).data.items;
    const mine = requests.filter((q) => JSON.stringify(q.payload).includes(transId));
    expect(mine).toHaveLength(winner?.data.outcome === 'pending' ? 1 : 0);
    expect(await auditsOf(transId)).toHaveLength(1);
    expect(await intentsFor(transId)).toHaveLength(0);
    await expectIntact();
  });

  it('a rejected request makes the payment open again; it can then be recorded as returned, with no money moved', async () => {
    const transId = await unmatched(900);
    const m = await signUpKe(t);
    const asked = await resolve(a, { transId, resolution: 'credit', memberId: m.memberId, reason: 'looks like theirs' });
    const id = asked.data.item.fourEyesRequestId ?? '';
    expect((await staffCall(t, b, r.rejectFourEyes, { id, reason: 'not theirs' })).code).toBe(0);
    expect(await rowOf(transId)).toMatchObject({ status: 'unmatched', memberId: null });

    const back = await resolve(a, { transId, resolution: 'returned', reason: 'reversed in M-Pesa org portal' });
    expect(back.data).toMatchObject({ outcome: 'returned', intentId: null });
    expect(back.data.item).toMatchObject({ status: 'returned', resolvedBy: usernameA, reason: 'reversed in M-Pesa org portal' });
    expect(await intentsFor(transId)).toHaveLength(0);
    expect(await cashOf(t, m.token)).toBe(0);
    expect((await auditsOf(transId)).map((x) => x.action)).toEqual([
      'paybill.return',
      'paybill.credit_rejected',
      'paybill.credit_request',
    ]);
    await expectIntact();
  });
});

describe('bad input and permissions', () => {
  it('an unknown member, a bad or unknown id, both or neither member fields, no reason: refused, nothing changed', async () => {
    const transId = await unmatched(100);
    const nobody = freshKenyanMobile();
    const cases: [Record<string, string>, number][] = [
      [{ transId, resolution: 'credit', mobile: nobody, reason: 'x' }, ErrorCode.PAYBILL_MEMBER_UNKNOWN],
      [{ transId, resolution: 'credit', mobile: 'not a phone', reason: 'x' }, ErrorCode.PAYBILL_MEMBER_UNKNOWN],
      [{ transId, resolution: 'credit', memberId: '999999999', reason: 'x' }, ErrorCode.PAYBILL_MEMBER_UNKNOWN],
      [{ transId, resolution: 'credit', memberId: 'abc', reason: 'x' }, ErrorCode.VALIDATION],
      [{ transId, resolution: 'credit', reason: 'x' }, ErrorCode.VALIDATION],
      [{ transId, resolution: 'credit', mobile: nobody, memberId: '1', reason: 'x' }, ErrorCode.VALIDATION],
      [{ transId, resolution: 'returned', reason: '  ' }, ErrorCode.VALIDATION],
      [{ transId, resolution: 'refund', reason: 'x' }, ErrorCode.VALIDATION],
      [{ transId: 'NOT/AN/ID', resolution: 'returned', reason: 'x' }, ErrorCode.VALIDATION],
      [{ transId: 'ZZZZ000000', resolution: 'returned', reason: 'x' }, ErrorCode.NOT_FOUND],
    ];
    for (const [input, code] of cases) expect((await resolve(a, input)).code, JSON.stringify(input)).toBe(code);
    expect(await rowOf(transId)).toMatchObject({ status: 'unmatched', intentId: null });
    expect(await auditsOf(transId)).toHaveLength(0);
  });

  it('answers in the staff member’s language', async () => {
    const transId = await unmatched(100);
    const res = await t.app.inject({
      method: 'POST',
      url: r.resolvePayBill.path,
      payload: { transId, resolution: 'credit', mobile: freshKenyanMobile(), reason: 'x' },
      ...asStaff(a),
      headers: { ...asStaff(a).headers, lang: 'sw' },
    });
    expect(res.json()).toMatchObject({ code: ErrorCode.PAYBILL_MEMBER_UNKNOWN, msg: expect.stringMatching(/Hakuna mwanachama/) });
  });

  it('listing needs withdrawals.review, resolving withdrawals.approve', async () => {
    const transId = await unmatched(100);
    expect((await staffCall(t, support, r.listUnmatchedPayBill, {})).status).toBe(403);
    expect((await list('open', risk)).items.map((i) => i.transId)).toContain(transId);
    const refused = await resolve(risk, { transId, resolution: 'returned', reason: 'x' });
    expect(refused.status).toBe(403);
    expect(await rowOf(transId)).toMatchObject({ status: 'unmatched' });
  });
});
