/**
 * The Records calls against a real node and database: month filtering in the market's time zone,
 * newest-first paging by startId, only the caller's own records, and the feedbackId rules
 * (docs/product-rules/records-and-appeals.md#appeal-eligibility). Most records are written straight
 * through the payments repo (any month, any state); one deposit goes through the real deposit call
 * to show a fresh payment appears. Appeals go through the real appeal calls and staff moves, to
 * show each record carries its appeal and the status filter.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import type { DepositRecordRow, WithdrawRecordRow } from '@nyota/contract/api/records';
import type { Appeal } from '@nyota/contract/api/appeals';
import { AppealRejectionReason } from '@nyota/contract/appeals-constants';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ManualClock } from '../../platform/clock.js';
import { api, createPaymentsTestApp, depositOk, signUp, type PayTestApp, type SignedUp } from '../payments/payments.test-kit.js';
import { uploaded } from '../uploads/uploads.test-kit.js';
import { makeRecord } from '../appeals/appeals.test-kit.js';

// 10:00 on 15 March 2026 in Lusaka.
const NOW = new Date('2026-03-15T08:00:00Z');
let t: PayTestApp;
let clock: ManualClock;
let dataDir: string;

beforeAll(async () => {
  clock = new ManualClock(NOW);
  // Appeal screenshots are written under the data dir.
  dataDir = mkdtempSync(path.join(tmpdir(), 'nyota-records-'));
  t = await createPaymentsTestApp({ clock, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function depositRecords(m: SignedUp, q: Record<string, string>) {
  return api<DepositRecordRow[]>(t, 'GET', routes.depositRecords.path, q, m.token);
}
async function withdrawRecords(m: SignedUp, q: Record<string, string>) {
  return api<WithdrawRecordRow[]>(t, 'GET', routes.withdrawRecords.path, q, m.token);
}

describe('deposit and withdraw records', () => {
  it('lists only the month asked for, read in Lusaka time', async () => {
    const m = await signUp(t);
    // 23:30 on 28 Feb UTC is 01:30 on 1 March in Lusaka: a March record.
    const march = await makeRecord(t, m, {
      direction: 'deposit',
      createdAt: new Date('2026-02-28T23:30:00Z'),
      status: 'SUCCEEDED',
    });
    // 21:30 on 28 Feb UTC is still 28 Feb in Lusaka.
    const feb = await makeRecord(t, m, { direction: 'deposit', createdAt: new Date('2026-02-28T21:30:00Z'), status: 'FAILED' });
    const marchList = await depositRecords(m, { monthOfYear: '2026-03', quantity: '10' });
    expect(marchList.code).toBe(0);
    expect(marchList.data.map((r) => r.id)).toEqual([march]);
    const febList = await depositRecords(m, { monthOfYear: '2026-02' });
    expect(febList.data.map((r) => r.id)).toEqual([feb]);
    // Deposits never show among withdrawals.
    expect((await withdrawRecords(m, { monthOfYear: '2026-03' })).data).toEqual([]);
  });

  it('refuses months outside the 6-month window', async () => {
    const m = await signUp(t);
    await makeRecord(t, m, { direction: 'deposit', createdAt: new Date('2025-09-10T10:00:00Z') });
    for (const month of ['2025-09', '2026-04']) {
      const res = await depositRecords(m, { monthOfYear: month });
      expect(res.code).toBe(ErrorCode.VALIDATION);
      expect(res.msg).toBe('Choose one of the last 6 months');
    }
    expect((await depositRecords(m, { monthOfYear: '2025-10' })).code).toBe(0);
  });

  it('pages newest first with startId as an exclusive cursor, ties on the time included', async () => {
    const m = await signUp(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(
        await makeRecord(t, m, { direction: 'withdraw', createdAt: new Date(Date.UTC(2026, 2, 2 + i, 9)), status: 'SUCCEEDED' }),
      );
    }
    // Two records at the same instant: the id breaks the tie, neither is lost nor repeated.
    const same = new Date(Date.UTC(2026, 2, 10, 9));
    ids.push(await makeRecord(t, m, { direction: 'withdraw', createdAt: same }));
    ids.push(await makeRecord(t, m, { direction: 'withdraw', createdAt: same }));
    const seen: string[] = [];
    let startId: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const q: Record<string, string> = { monthOfYear: '2026-03', quantity: '2' };
      if (startId) q['startId'] = startId;
      const res = await withdrawRecords(m, q);
      expect(res.code).toBe(0);
      expect(res.data.length).toBeLessThanOrEqual(2);
      if (res.data.length === 0) break;
      seen.push(...res.data.map((r) => r.id));
      startId = res.data.at(-1)?.id;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(new Set(seen)).toEqual(new Set(ids));
    const times = await withdrawRecords(m, { monthOfYear: '2026-03', quantity: '50' });
    const created = times.data.map((r) => r.createTime);
    expect(created).toEqual([...created].sort().reverse());
    expect(times.data.map((r) => r.id)).toEqual(seen);
  });

  it("never shows another member's records, even with their id as startId", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const alicesOld = await makeRecord(t, alice, {
      direction: 'deposit',
      createdAt: new Date('2026-03-01T09:00:00Z'),
      status: 'SUCCEEDED',
    });
    const alicesNew = await makeRecord(t, alice, { direction: 'deposit', createdAt: new Date('2026-03-05T09:00:00Z') });
    await makeRecord(t, alice, { direction: 'withdraw', createdAt: new Date('2026-03-05T09:00:00Z') });
    const bobs = await makeRecord(t, bob, { direction: 'deposit', createdAt: new Date('2026-03-03T09:00:00Z') });

    const forBob = await depositRecords(bob, { monthOfYear: '2026-03' });
    expect(forBob.data.map((r) => r.id)).toEqual([bobs]);
    expect((await withdrawRecords(bob, { monthOfYear: '2026-03' })).data).toEqual([]);
    // Alice's id as a cursor reveals nothing of hers and nothing about her timing.
    const probe = await depositRecords(bob, { monthOfYear: '2026-03', startId: alicesNew });
    expect(probe.code).toBe(0);
    expect(probe.data).toEqual([]);
    const forAlice = await depositRecords(alice, { monthOfYear: '2026-03' });
    expect(forAlice.data.map((r) => r.id)).toEqual([alicesNew, alicesOld]);
  });

  it('gives each deposit its status, text and feedbackId per seed §4', async () => {
    const m = await signUp(t);
    const at = (d: number) => new Date(Date.UTC(2026, 2, d, 9));
    // Only one deposit per member may be open and not closed, so the still-open one comes last.
    const closed = await makeRecord(t, m, { direction: 'deposit', createdAt: at(4), status: 'SUBMITTED', expired: true });
    const success = await makeRecord(t, m, { direction: 'deposit', createdAt: at(2), status: 'SUCCEEDED', amount: 700 });
    const failed = await makeRecord(t, m, { direction: 'deposit', createdAt: at(3), status: 'FAILED' });
    const processing = await makeRecord(t, m, { direction: 'deposit', createdAt: at(1), status: 'PENDING', amount: 500 });
    const res = await depositRecords(m, { monthOfYear: '2026-03' });
    const byId = new Map(res.data.map((r) => [r.id, r]));
    expect(byId.get(processing)).toMatchObject({ status: 0, feedbackId: 0, work: null, text: 'Processing', money: 500 });
    expect(byId.get(processing)?.orderNo).toBe(processing);
    expect(byId.get(success)).toMatchObject({ status: 1, feedbackId: -1, text: 'Success', money: 700 });
    expect(byId.get(failed)).toMatchObject({ status: 2, feedbackId: 0, text: 'Failed' });
    expect(byId.get(closed)).toMatchObject({ status: 3, feedbackId: -1, text: 'Closed' });
    expect(byId.get(success)?.createTime).toBe(at(2).toISOString());
  });

  it('gives each withdrawal its status, text and feedbackId per seed §4, in the caller language', async () => {
    const m = await signUp(t);
    const at = (d: number) => new Date(Date.UTC(2026, 2, d, 9));
    const waiting = await makeRecord(t, m, { direction: 'withdraw', createdAt: at(1), review: 'pending' });
    const sent = await makeRecord(t, m, { direction: 'withdraw', createdAt: at(2), status: 'SUBMITTED' });
    const paid = await makeRecord(t, m, { direction: 'withdraw', createdAt: at(3), status: 'SUCCEEDED' });
    const failed = await makeRecord(t, m, { direction: 'withdraw', createdAt: at(4), status: 'FAILED' });
    const res = await withdrawRecords(m, { monthOfYear: '2026-03' });
    const byId = new Map(res.data.map((r) => [r.id, r]));
    expect(byId.get(waiting)).toMatchObject({ status: 0, feedbackId: 0, text: 'Waiting', tradeNo: waiting });
    expect(byId.get(sent)).toMatchObject({ status: 9, feedbackId: -1 });
    expect(byId.get(paid)).toMatchObject({ status: 99, feedbackId: -1, text: 'Success' });
    expect(byId.get(failed)).toMatchObject({ status: -1, feedbackId: -1, text: 'Failed, refunded' });

    const sw = await t.app.inject({
      method: 'GET',
      url: `${routes.withdrawRecords.path}?monthOfYear=2026-03`,
      headers: { authorization: `Bearer ${m.token}`, lang: 'sw' },
    });
    const swRows = sw.json<{ data: WithdrawRecordRow[] }>().data;
    expect(swRows.find((r) => r.id === paid)?.text).toBe('Imefanikiwa');
  });

  it('carries the appeal of a record as feedbackId and work, whatever the record status became', async () => {
    const m = await signUp(t);
    const at = (d: number) => new Date(Date.UTC(2026, 2, d, 9));
    const appealed = await makeRecord(t, m, { direction: 'deposit', createdAt: at(2), status: 'FAILED' });
    const plain = await makeRecord(t, m, { direction: 'deposit', createdAt: at(3), status: 'FAILED' });
    const appeal = await api<Appeal>(
      t,
      'POST',
      routes.appealDeposit.path,
      { id: appealed, images: await uploaded(t, m.token), receiptNumber: 'MP240302.0900.B55555' },
      m.token,
    );
    expect(appeal.code).toBe(0);
    const rows = (await depositRecords(m, { monthOfYear: '2026-03' })).data;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(appealed)).toMatchObject({ feedbackId: appeal.data.id, work: { id: appeal.data.id, status: 1 } });
    expect(byId.get(plain)).toMatchObject({ feedbackId: 0, work: null });

    const waiting = await makeRecord(t, m, { direction: 'withdraw', createdAt: at(4), review: 'pending' });
    const wAppeal = await api<Appeal>(t, 'POST', routes.appealWithdraw.path, { id: waiting }, m.token);
    // The withdrawal moved on (paid) after the appeal: the appeal still shows, where -1 would hide it.
    await t.database.db.updateTable('payment_intents').set({ status: 'SUCCEEDED' }).where('id', '=', waiting).execute();
    const w = (await withdrawRecords(m, { monthOfYear: '2026-03' })).data.find((r) => r.id === waiting);
    expect(w).toMatchObject({ status: 99, feedbackId: wAppeal.data.id, work: { id: wAppeal.data.id, status: 1 } });
  });

  it("filters by the appeal's status with feedbackStatus, paging included", async () => {
    const m = await signUp(t);
    const at = (d: number) => new Date(Date.UTC(2026, 2, d, 9));
    const ids: string[] = [];
    for (let d = 1; d <= 5; d += 1)
      ids.push(await makeRecord(t, m, { direction: 'withdraw', createdAt: at(d), review: 'pending' }));
    const appealIds: number[] = [];
    for (const id of ids.slice(0, 4)) {
      const res = await api<Appeal>(t, 'POST', routes.appealWithdraw.path, { id }, m.token);
      appealIds.push(res.data.id);
    }
    const staff = t.app.appeals.staff;
    const [reviewing1, reviewing2, rejected, closed] = appealIds as [number, number, number, number];
    await staff.startReview(rejected, 'agent-1');
    await staff.passToOperations(rejected, 'agent-1');
    await staff.operationsReject(rejected, 'ops-1', [AppealRejectionReason.WRONG_BENEFICIARY], 'Paid as asked');
    await staff.close(closed, 'agent-1', 'Withdrawn by the player');

    const list = async (q: Record<string, string>) =>
      (await withdrawRecords(m, { monthOfYear: '2026-03', ...q })).data.map((r) => r.work?.id ?? null);
    expect(await list({ feedbackStatus: '1' })).toEqual([reviewing2, reviewing1]);
    expect(await list({ feedbackStatus: '2' })).toEqual([rejected]);
    expect(await list({ feedbackStatus: '9' })).toEqual([closed]);
    expect(await list({})).toEqual([null, closed, rejected, reviewing2, reviewing1]);
    // The cursor works inside the filter: the page after the newest reviewing one.
    expect(await list({ feedbackStatus: '1', quantity: '1', startId: ids[1] ?? '' })).toEqual([reviewing1]);
    // Another member's filter sees none of these.
    const other = await signUp(t);
    expect((await withdrawRecords(other, { monthOfYear: '2026-03', feedbackStatus: '1' })).data).toEqual([]);
  });

  it('shows a deposit made through the deposit call at once, as processing', async () => {
    const m = await signUp(t);
    const transNo = await depositOk(t, m, 1_000);
    const res = await depositRecords(m, { monthOfYear: '2026-03' });
    expect(res.data).toHaveLength(1);
    expect(res.data[0]).toMatchObject({ id: transNo, orderNo: transNo, money: 1_000, status: 0, feedbackId: 0 });
  });
});
