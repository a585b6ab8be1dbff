/**
 * One record by id, the read behind a link that names a record (complain-records/{type}/{id}/0/..):
 * the member's own record is answered in full; another member's id, the other kind, an unknown or
 * malformed id all get the same "not found" envelope, so a link reveals nothing of other records.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { DepositRecordRow, WithdrawRecordRow } from '@nyota/contract/api/records';
import { DepositStatus } from '@nyota/contract/api/payments';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ManualClock } from '../../platform/clock.js';
import { api, createPaymentsTestApp, signUp, type PayTestApp, type SignedUp } from '../payments/payments.test-kit.js';
import { makeRecord } from '../appeals/appeals.test-kit.js';

let t: PayTestApp;
let alice: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  t = await createPaymentsTestApp({ clock: new ManualClock(new Date('2026-03-15T08:00:00Z')) });
  alice = await signUp(t);
  bob = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

const deposit = (m: SignedUp | null, id: string) => api<DepositRecordRow>(t, 'GET', routes.depositRecord.path, { id }, m?.token);
const withdrawal = (m: SignedUp | null, id: string) =>
  api<WithdrawRecordRow>(t, 'GET', routes.withdrawRecord.path, { id }, m?.token);

const NOT_FOUND = { code: ErrorCode.NOT_FOUND, msg: 'Transaction not found', data: null };

describe('a record by id', () => {
  it("answers the member's own deposit and withdrawal as the lists show them", async () => {
    const d = await makeRecord(t, alice, { direction: 'deposit', amount: 2_500, status: 'SUCCEEDED' });
    const w = await makeRecord(t, alice, { direction: 'withdraw', amount: 700, status: 'FAILED' });
    const one = await deposit(alice, d);
    expect(one).toMatchObject({
      code: 0,
      data: { id: d, orderNo: d, money: 2_500, status: DepositStatus.SUCCESS, feedbackId: -1 },
    });
    expect(one.data.text).not.toBe('');
    expect(await withdrawal(alice, w)).toMatchObject({ code: 0, data: { id: w, tradeNo: w, money: 700 } });
  });

  it("answers another member's id exactly like an unknown one: not found", async () => {
    const bobs = await makeRecord(t, bob, { direction: 'deposit', status: 'SUCCEEDED' });
    expect(await deposit(alice, bobs)).toEqual(NOT_FOUND);
    expect(await deposit(alice, randomUUID())).toEqual(NOT_FOUND);
    // Bob still reads it.
    expect((await deposit(bob, bobs)).code).toBe(0);
  });

  it('answers the other kind and malformed ids as not found', async () => {
    const d = await makeRecord(t, alice, { direction: 'deposit', status: 'SUCCEEDED' });
    expect(await withdrawal(alice, d)).toEqual(NOT_FOUND);
    for (const id of ['nope', "1' OR '1'='1", 'x'.repeat(64)]) expect(await deposit(alice, id), id).toEqual(NOT_FOUND);
    expect((await deposit(alice, 'x'.repeat(65))).code).toBe(ErrorCode.VALIDATION);
  });

  it('needs a session', async () => {
    const d = await makeRecord(t, alice, { direction: 'deposit', status: 'SUCCEEDED' });
    expect((await deposit(null, d)).code).toBe(ErrorCode.SESSION_GONE);
  });
});
