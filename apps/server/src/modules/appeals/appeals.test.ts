/**
 * The player's appeal calls against a real node and database: first submits under the rules of
 * docs/product-rules/records-and-appeals.md#appeal-eligibility, the reviewing / rejected / closed
 * lifecycle, images (owned, unused, at most 3), other members' records, the appeals list and
 * timeline, and double submits racing each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppealLogType, AppealRejectionReason, AppealStatus } from '@nyota/contract/appeals-constants';
import { routes } from '@nyota/contract/api/routes';
import type { Appeal } from '@nyota/contract/api/appeals';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signUp, type SignedUp } from '../auth/auth.test-kit.js';
import { api } from '../payments/payments.test-kit.js';
import { JPEG, PNG, uploaded } from '../uploads/uploads.test-kit.js';
import {
  appealDeposit,
  appealLogs,
  appealWithdraw,
  appealWork,
  failedDeposit,
  makeRecord,
  waitingWithdrawal,
} from './appeals.test-kit.js';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  alice = await signUp(t);
  bob = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

const staff = () => t.app.appeals.staff;

async function appealRows(intentId: string) {
  return t.database.db.selectFrom('appeals').selectAll().where('intent_id', '=', intentId).execute();
}

async function logRows(appealId: number) {
  return t.database.db.selectFrom('appeal_logs').selectAll().where('appeal_id', '=', String(appealId)).orderBy('id').execute();
}

async function uploadOwner(name: string) {
  const row = await t.database.db.selectFrom('uploads').select('appeal_id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.appeal_id === null ? null : Number(row.appeal_id);
}

function ok<T>(res: { code: number; msg: string; data: T }): T {
  if (res.code !== 0) throw new Error(`refused: ${res.code} ${res.msg}`);
  return res.data;
}

describe('appealing a deposit', () => {
  it('opens an appeal under review with its images and receipt, and a SUBMITTED log', async () => {
    const id = await failedDeposit(t, alice, 1_500);
    const img1 = await uploaded(t, alice.token, PNG);
    const img2 = await uploaded(t, alice.token, JPEG);
    const res = await appealDeposit(t, alice, id, [img1, img2], ' MP240101.1234.A12345 ');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      status: AppealStatus.REVIEWING,
      type: 1,
      recordId: id,
      money: 1_500,
      receiptNumber: 'MP240101.1234.A12345',
      text: 'Reviewing',
    });
    expect(res.data.id).toBeGreaterThan(0);

    const logs = ok(await appealLogs(t, alice, res.data.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      logType: AppealLogType.SUBMITTED,
      params: { images: [img1, img2], receipt: 'MP240101.1234.A12345' },
    });
    expect(await uploadOwner(img1)).toBe(res.data.id);
    expect(await uploadOwner(img2)).toBe(res.data.id);
  });

  it('allows a first appeal while the deposit is processing or failed, never once it succeeded or closed', async () => {
    const m = await signUp(t);
    const img = () => uploaded(t, m.token);
    const success = await makeRecord(t, m, { direction: 'deposit', status: 'SUCCEEDED' });
    const closed = await makeRecord(t, m, { direction: 'deposit', status: 'PENDING', expired: true });
    const failed = await makeRecord(t, m, { direction: 'deposit', status: 'FAILED' });
    const processing = await makeRecord(t, m, { direction: 'deposit', status: 'PENDING' });

    for (const id of [success, closed]) {
      const res = await appealDeposit(t, m, id, [await img()]);
      expect(res).toMatchObject({ code: ErrorCode.APPEAL_NOT_ALLOWED, msg: 'This transaction cannot be appealed', data: null });
      expect(await appealRows(id)).toEqual([]);
    }
    expect((await appealDeposit(t, m, failed, [await img()])).code).toBe(0);
    expect((await appealDeposit(t, m, processing, [await img()])).code).toBe(0);
  });

  it('refuses a second submit while the appeal is reviewed, and adds nothing', async () => {
    const id = await failedDeposit(t, alice);
    const first = ok(await appealDeposit(t, alice, id, [await uploaded(t, alice.token)]));
    const again = await appealDeposit(t, alice, id, [await uploaded(t, alice.token)]);
    expect(again).toMatchObject({ code: ErrorCode.APPEAL_PENDING, data: null });
    expect(again.msg).toMatch(/being reviewed/);
    expect(await logRows(first.id)).toHaveLength(1);
    // Still pending while an agent has it or operations trace it.
    await staff().startReview(first.id, 'agent-1');
    expect((await appealDeposit(t, alice, id, [await uploaded(t, alice.token)])).code).toBe(ErrorCode.APPEAL_PENDING);
    await staff().passToOperations(first.id, 'agent-1');
    expect((await appealDeposit(t, alice, id, [await uploaded(t, alice.token)])).code).toBe(ErrorCode.APPEAL_PENDING);
  });

  it('takes the same appeal back to review when appealed again after a rejection, with the new evidence', async () => {
    const id = await failedDeposit(t, alice);
    const oldImg = await uploaded(t, alice.token);
    const first = ok(await appealDeposit(t, alice, id, [oldImg], 'OLD1234'));
    await staff().startReview(first.id, 'agent-7');
    await staff().rejectReceipt(first.id, 'agent-7', [AppealRejectionReason.TRANSACTION_ID_MISMATCH]);
    expect(ok(await appealWork(t, alice, { id: String(first.id) }))[0]).toMatchObject({ status: 2, text: 'Rejected' });

    t.clock.advance(60_000);
    const newImg = await uploaded(t, alice.token, JPEG);
    // The earlier screenshot may be sent again with the new one: it is already this appeal's.
    const again = ok(await appealDeposit(t, alice, id, [newImg, oldImg], 'NEW98765'));
    expect(again).toMatchObject({ id: first.id, status: AppealStatus.REVIEWING, receiptNumber: 'NEW98765' });
    expect(again.updateTime > again.createTime).toBe(true);
    expect(await appealRows(id)).toHaveLength(1);

    const logs = ok(await appealLogs(t, alice, first.id));
    expect(logs.map((l) => l.logType)).toEqual([
      AppealLogType.SUBMITTED,
      AppealLogType.IN_REVIEW,
      AppealLogType.RECEIPT_WRONG,
      AppealLogType.RESUBMITTED,
    ]);
    expect(logs[2]?.params).toEqual({ reasons: [AppealRejectionReason.TRANSACTION_ID_MISMATCH] });
    expect(logs[3]?.params).toEqual({ images: [newImg, oldImg], receipt: 'NEW98765' });
    expect(await uploadOwner(newImg)).toBe(first.id);

    // And after operations reject it too.
    await staff().startReview(first.id, 'agent-7');
    await staff().passToOperations(first.id, 'agent-7');
    await staff().operationsReject(first.id, 'ops-2', [AppealRejectionReason.AMOUNT_MISMATCH], 'Amount differs');
    expect(ok(await appealDeposit(t, alice, id, [await uploaded(t, alice.token)], 'THIRD123')).status).toBe(1);
  });

  it('refuses any submit once the appeal is closed or resolved', async () => {
    const closedId = await failedDeposit(t, alice);
    const closed = ok(await appealDeposit(t, alice, closedId, [await uploaded(t, alice.token)]));
    await staff().close(closed.id, 'agent-1', 'Duplicate of another appeal');
    const res = await appealDeposit(t, alice, closedId, [await uploaded(t, alice.token)]);
    expect(res).toMatchObject({ code: ErrorCode.APPEAL_CLOSED, msg: 'The appeal for this transaction is closed' });

    const resolvedId = await failedDeposit(t, alice);
    const resolved = ok(await appealDeposit(t, alice, resolvedId, [await uploaded(t, alice.token)]));
    await staff().startReview(resolved.id, 'agent-1');
    await staff().resolve(resolved.id, 'agent-1', 'Credited');
    expect((await appealDeposit(t, alice, resolvedId, [await uploaded(t, alice.token)])).code).toBe(ErrorCode.APPEAL_CLOSED);
  });

  it("answers another member's deposit, a withdrawal and an unknown id as not found", async () => {
    const alices = await failedDeposit(t, alice);
    const bobsImg = await uploaded(t, bob.token);
    const foreign = await appealDeposit(t, bob, alices, [bobsImg]);
    expect(foreign).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: 'Transaction not found' });
    const withdrawal = await waitingWithdrawal(t, bob);
    expect((await appealDeposit(t, bob, withdrawal, [bobsImg])).code).toBe(ErrorCode.NOT_FOUND);
    const unknown = await appealDeposit(t, bob, '6f1c1d4e-8a3b-4c2d-9e8f-0a1b2c3d4e5f', [bobsImg]);
    expect(unknown.code).toBe(ErrorCode.NOT_FOUND);
    expect(await appealRows(alices)).toEqual([]);
    expect(await uploadOwner(bobsImg)).toBeNull();
  });
});

describe('appeal images', () => {
  it('accepts 3 images and refuses a 4th, and refuses none', async () => {
    const id = await failedDeposit(t, alice);
    const imgs = [];
    for (let i = 0; i < 4; i += 1) imgs.push(await uploaded(t, alice.token));
    const four = await appealDeposit(t, alice, id, imgs);
    expect(four).toMatchObject({ code: ErrorCode.VALIDATION, msg: 'Upload at most 3 images' });
    const none = await api(t, 'POST', routes.appealDeposit.path, { id, images: '', receiptNumber: 'AB123456' }, alice.token);
    expect(none).toMatchObject({ code: ErrorCode.VALIDATION, msg: 'Upload at least one screenshot of the receipt' });
    const noReceipt = await api(t, 'POST', routes.appealDeposit.path, { id, images: imgs[0] ?? '' }, alice.token);
    expect(noReceipt.msg).toBe('Enter the transaction ID from your receipt');
    expect(await appealRows(id)).toEqual([]);
    expect(ok(await appealDeposit(t, alice, id, imgs.slice(0, 3))).status).toBe(1);
  });

  it("refuses an image already used by another appeal, another member's image and an unknown name, leaving nothing behind", async () => {
    const first = await failedDeposit(t, alice);
    const used = await uploaded(t, alice.token);
    const firstAppeal = ok(await appealDeposit(t, alice, first, [used]));

    const second = await failedDeposit(t, alice);
    const fresh = await uploaded(t, alice.token);
    const bobs = await uploaded(t, bob.token);
    for (const images of [[fresh, used], [bobs], [fresh, `${'a'.repeat(32)}.png`]]) {
      const res = await appealDeposit(t, alice, second, images);
      expect(res).toMatchObject({ code: ErrorCode.VALIDATION, msg: 'One of the images was not found. Please upload it again.' });
    }
    // The failed submits rolled back whole: no appeal, and the fresh image is still free.
    expect(await appealRows(second)).toEqual([]);
    expect(await uploadOwner(fresh)).toBeNull();
    expect(await uploadOwner(bobs)).toBeNull();
    expect(await uploadOwner(used)).toBe(firstAppeal.id);
    expect((await appealDeposit(t, alice, second, [fresh, fresh])).msg).toMatch(/not found/);
    expect((await appealDeposit(t, alice, second, [fresh])).code).toBe(0);
  });
});

describe('appealing a withdrawal', () => {
  it('opens an appeal without images while the withdrawal waits, and follows the same lifecycle', async () => {
    const m = await signUp(t);
    const waiting = await waitingWithdrawal(t, m, 7_000);
    const res = ok(await appealWithdraw(t, m, waiting));
    expect(res).toMatchObject({ status: 1, type: 2, recordId: waiting, money: 7_000, receiptNumber: null });
    expect(ok(await appealLogs(t, m, res.id))).toEqual([
      expect.objectContaining({ logType: AppealLogType.SUBMITTED, params: {} }),
    ]);
    expect((await appealWithdraw(t, m, waiting)).code).toBe(ErrorCode.APPEAL_PENDING);

    await staff().startReview(res.id, 'agent-3');
    await staff().passToOperations(res.id, 'agent-3');
    await staff().operationsReject(res.id, 'ops-1', [AppealRejectionReason.WRONG_BENEFICIARY], 'Paid to the registered number');
    expect(ok(await appealWithdraw(t, m, waiting))).toMatchObject({ id: res.id, status: 1 });
    await staff().close(res.id, 'agent-3', 'Answered by phone');
    expect((await appealWithdraw(t, m, waiting)).code).toBe(ErrorCode.APPEAL_CLOSED);
  });

  it('refuses a withdrawal that is no longer waiting, and a deposit sent to the withdraw call', async () => {
    const m = await signUp(t);
    for (const spec of [{ status: 'SUBMITTED' as const }, { status: 'SUCCEEDED' as const }, { status: 'FAILED' as const }, {}]) {
      const id = await makeRecord(t, m, { direction: 'withdraw', ...spec });
      expect((await appealWithdraw(t, m, id)).code).toBe(ErrorCode.APPEAL_NOT_ALLOWED);
    }
    const deposit = await failedDeposit(t, m);
    expect((await appealWithdraw(t, m, deposit)).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('GET feedback/work and feedback/logs', () => {
  it("lists the caller's appeals newest first, paged by startId, or the one asked for", async () => {
    const m = await signUp(t);
    const made: Appeal[] = [];
    for (let i = 0; i < 5; i += 1) made.push(ok(await appealWithdraw(t, m, await waitingWithdrawal(t, m, 1_000 + i))));
    await appealWithdraw(t, bob, await waitingWithdrawal(t, bob));
    const newestFirst = [...made].reverse().map((a) => a.id);

    const all = ok(await appealWork(t, m));
    expect(all.map((a) => a.id)).toEqual(newestFirst);
    expect(all[0]).toMatchObject({ money: 1_004, type: 2, text: 'Reviewing' });

    const seen: number[] = [];
    let startId: number | undefined;
    for (let page = 0; page < 5; page += 1) {
      const q: Record<string, string> = { quantity: '2' };
      if (startId !== undefined) q['startId'] = String(startId);
      const rows = ok(await appealWork(t, m, q));
      if (rows.length === 0) break;
      seen.push(...rows.map((a) => a.id));
      startId = rows.at(-1)?.id;
    }
    expect(seen).toEqual(newestFirst);

    const one = made[2];
    expect(ok(await appealWork(t, m, { id: String(one?.id) }))).toEqual([expect.objectContaining({ id: one?.id })]);
    // Someone else's id: nothing, not an error that would confirm it exists.
    expect(ok(await appealWork(t, bob, { id: String(one?.id) }))).toEqual([]);
    expect(ok(await appealWork(t, m, { id: '999999999' }))).toEqual([]);
  });

  it('gives the status text in the caller language', async () => {
    const m = await signUp(t);
    const a = ok(await appealWithdraw(t, m, await waitingWithdrawal(t, m)));
    const res = await t.app.inject({
      method: 'GET',
      url: `${routes.appealWork.path}?id=${a.id}`,
      headers: { authorization: `Bearer ${m.token}`, lang: 'sw' },
    });
    expect(res.json<{ data: Appeal[] }>().data[0]?.text).toBe('Inakaguliwa');
  });

  it("shows the timeline oldest first to its owner only, without the staff's identity", async () => {
    const m = await signUp(t);
    const a = ok(await appealDeposit(t, m, await failedDeposit(t, m), [await uploaded(t, m.token)]));
    await staff().startReview(a.id, 'agent-secret-42');
    await staff().rejectReceipt(a.id, 'agent-secret-42', [
      AppealRejectionReason.NOT_A_RECEIPT,
      AppealRejectionReason.NO_TRANSACTION_ID,
    ]);
    const res = await appealLogs(t, m, a.id);
    expect(res.data.map((l) => l.logType)).toEqual([1, 2, 3]);
    expect(res.data.map((l) => l.id)).toEqual([...res.data.map((l) => l.id)].sort((x, y) => x - y));
    expect(res.data[2]?.params).toEqual({ reasons: [1, 2] });
    expect(JSON.stringify(res.data)).not.toContain('agent-secret-42');

    for (const [who, id] of [
      [bob, a.id],
      [m, 999_999_999],
    ] as const) {
      const refused = await appealLogs(t, who, id);
      expect(refused).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: 'Appeal not found', data: null });
    }
  });
});

describe('double submits', () => {
  it('open exactly one appeal when the same deposit is appealed several times at once', async () => {
    const m = await signUp(t);
    const id = await failedDeposit(t, m);
    const images = [];
    for (let i = 0; i < 6; i += 1) images.push(await uploaded(t, m.token));
    const results = await Promise.all(images.map((img) => appealDeposit(t, m, id, [img])));
    const codes = results.map((r) => r.code).sort();
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.APPEAL_PENDING)).toHaveLength(5);
    const rows = await appealRows(id);
    expect(rows).toHaveLength(1);
    expect(await logRows(Number(rows[0]?.id))).toHaveLength(1);
    // Only the winner's image was claimed.
    const claimed = await Promise.all(images.map(uploadOwner));
    expect(claimed.filter((c) => c !== null)).toEqual([Number(rows[0]?.id)]);
  });

  it('resubmit exactly once when a rejected appeal is appealed again twice at once', async () => {
    const m = await signUp(t);
    const waiting = await waitingWithdrawal(t, m);
    const a = ok(await appealWithdraw(t, m, waiting));
    await staff().startReview(a.id, 'agent-1');
    await staff().passToOperations(a.id, 'agent-1');
    await staff().operationsReject(a.id, 'ops-1', [AppealRejectionReason.AMOUNT_MISMATCH], 'No such payment');
    const results = await Promise.all([0, 1, 2, 3].map(() => appealWithdraw(t, m, waiting)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === ErrorCode.APPEAL_PENDING)).toHaveLength(3);
    const logs = await logRows(a.id);
    expect(logs.filter((l) => l.log_type === AppealLogType.RESUBMITTED)).toHaveLength(1);
  });

  it('give one image to one appeal only when two appeals race for it', async () => {
    const m = await signUp(t);
    const img = await uploaded(t, m.token);
    const d1 = await failedDeposit(t, m);
    const d2 = await failedDeposit(t, m);
    const [r1, r2] = await Promise.all([appealDeposit(t, m, d1, [img]), appealDeposit(t, m, d2, [img])]);
    expect([r1?.code, r2?.code].sort()).toEqual([0, ErrorCode.VALIDATION]);
    const winner = (r1?.code === 0 ? r1 : r2)?.data;
    expect(await uploadOwner(img)).toBe(winner?.id);
    expect((await appealRows(d1)).length + (await appealRows(d2)).length).toBe(1);
  });
});
