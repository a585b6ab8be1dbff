/**
 * The staff side of appeals over HTTP against a real node and database: one agent's claim, the
 * moves with their audit rows and pushes, the receipt image and check, and the credit made once
 * however it is raced, directly or through four eyes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppealLogType, AppealStatus } from '@nyota/contract/appeals-constants';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { ImMemberPush } from '@nyota/contract/realtime';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signUp, type SignedUp } from '../auth/auth.test-kit.js';
import { cashOf, recordPushes } from '../payments/payments.test-kit.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../staff/staff.test-kit.js';
import { PNG, uploaded } from '../uploads/uploads.test-kit.js';
import { appealDeposit, appealWithdraw, failedDeposit, waitingWithdrawal } from './appeals.test-kit.js';

interface Env<T> {
  code: number;
  msg: string;
  data: T;
}

let t: TestApp;
let player: SignedUp;
let pushes: ImMemberPush[];
let ann: StaffSignIn;
let ben: StaffSignIn;
let checker: StaffSignIn;
let marketing: StaffSignIn;

const THRESHOLD = 50_000;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0', APPEAL_CREDIT_FOUR_EYES_MINOR: String(THRESHOLD) } });
  const mod = staffModuleOf(t);
  await mod.staff.ensureDefaultRoles();
  ann = await signIn(t, await makeStaff(mod, 'support'));
  ben = await signIn(t, await makeStaff(mod, 'support'));
  checker = await signIn(t, await makeStaff(mod, 'payments'));
  marketing = await signIn(t, await makeStaff(mod, 'marketing'));
  player = await signUp(t);
  pushes = await recordPushes(t, player.memberId);
});
afterAll(async () => {
  await t.close();
});

async function staffCall<T>(who: StaffSignIn, method: 'GET' | 'POST', url: string, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method,
    url,
    ...(method === 'GET'
      ? { query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) }
      : { payload: body }),
    ...asStaff(who),
  });
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const answer = isJson ? res.json<Env<T>>() : { code: 0, msg: '', data: null as T };
  return { status: res.statusCode, body: answer, raw: res };
}

function ok<T>(r: { body: Env<T> }): T {
  if (r.body.code !== 0) throw new Error(`refused: ${r.body.code} ${r.body.msg}`);
  return r.body.data;
}

/** A failed deposit of the player, appealed with one screenshot; answers the appeal id and image name. */
async function newAppeal(amount = 1_000): Promise<{ id: string; image: string }> {
  const intentId = await failedDeposit(t, player, amount);
  const image = await uploaded(t, player.token, PNG);
  const res = await appealDeposit(t, player, intentId, [image]);
  if (res.code !== 0) throw new Error(res.msg);
  return { id: String(res.data.id), image };
}

async function auditRows(target: string) {
  return t.database.db.selectFrom('staff_audit').selectAll().where('target', '=', target).orderBy('seq').execute();
}

async function appealRow(id: string) {
  return t.database.db.selectFrom('appeals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function creditTransfers(id: string) {
  return t.database.db.selectFrom('ledger_transfers').select('id').where('idempotency_key', '=', `appeal:${id}:credit`).execute();
}

describe('the appeal queue', () => {
  it('lists by claim and step, and one of two agents claiming at once wins', async () => {
    const { id } = await newAppeal();
    const unclaimed = ok(await staffCall<{ items: { id: string }[] }>(ann, 'GET', '/staff-api/appeals', { claim: 'unclaimed' }));
    expect(unclaimed.items.map((a) => a.id)).toContain(id);

    const [a, b] = await Promise.all([
      staffCall<{ claimedByMe: boolean }>(ann, 'POST', '/staff-api/appeals/claim', { id }),
      staffCall<{ claimedByMe: boolean }>(ben, 'POST', '/staff-api/appeals/claim', { id }),
    ]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([0, ErrorCode.APPEAL_CLAIMED]);
    const loser = a.body.code === 0 ? b : a;
    expect(loser.body.msg).toMatch(/Another agent \(support\d+\) is handling this appeal/);

    const row = await appealRow(id);
    expect(row.last_log_type).toBe(AppealLogType.IN_REVIEW);
    const logs = await t.database.db.selectFrom('appeal_logs').selectAll().where('appeal_id', '=', id).execute();
    expect(logs.filter((l) => l.log_type === AppealLogType.IN_REVIEW)).toHaveLength(1);
    expect((await auditRows(`appeal:${id}`)).map((r) => r.action)).toEqual(['appeal.claim']);
    expect(pushes.some((p) => p.object === 'Appeal' && p.data.id === Number(id))).toBe(true);
  });

  it('refuses a move without the claim and a move the step does not allow, changing nothing', async () => {
    const { id } = await newAppeal();
    const before = await appealRow(id);
    const r = await staffCall(ann, 'POST', '/staff-api/appeals/move', { id, move: 'passToOperations' });
    expect(r.body.code).toBe(ErrorCode.APPEAL_NOT_CLAIMED);
    ok(await staffCall(ann, 'POST', '/staff-api/appeals/claim', { id }));
    const bad = await staffCall(ann, 'POST', '/staff-api/appeals/move', {
      id,
      move: 'operationsReject',
      reasons: [1],
      content: 'x',
    });
    expect(bad.body.code).toBe(ErrorCode.APPEAL_MOVE_NOT_ALLOWED);
    const noReason = await staffCall(ann, 'POST', '/staff-api/appeals/move', { id, move: 'rejectReceipt', reasons: [9] });
    expect(noReason.body.code).toBe(ErrorCode.VALIDATION);
    const junk = await staffCall(ann, 'POST', '/staff-api/appeals/move', { id, move: 'fly' });
    expect(junk.body.code).toBe(ErrorCode.VALIDATION);
    const after = await appealRow(id);
    expect(after.last_log_type).toBe(AppealLogType.IN_REVIEW);
    expect(before.last_log_type).toBe(AppealLogType.SUBMITTED);
    expect((await auditRows(`appeal:${id}`)).map((r) => r.action)).toEqual(['appeal.claim']);
  });

  it('takes an appeal through receipt-wrong, operations and close, each step audited', async () => {
    const { id } = await newAppeal();
    ok(await staffCall(ann, 'POST', '/staff-api/appeals/claim', { id }));
    ok(await staffCall(ann, 'POST', '/staff-api/appeals/move', { id, move: 'passToOperations' }));
    ok(await staffCall(ann, 'POST', '/staff-api/appeals/move', { id, move: 'close', content: 'Duplicate of another appeal' }));
    const d = ok(
      await staffCall<{ logs: { logType: number; staff: string | null }[]; allowedMoves: string[] }>(
        ann,
        'GET',
        '/staff-api/appeals/detail',
        { id },
      ),
    );
    expect(d.logs.map((l) => l.logType)).toEqual([1, 2, 5, 8]);
    expect(d.logs[0]?.staff).toBeNull();
    expect(d.allowedMoves).toEqual([]);
    const audit = await auditRows(`appeal:${id}`);
    expect(audit.map((r) => r.action)).toEqual(['appeal.claim', 'appeal.passToOperations', 'appeal.close']);
    expect(audit[2]?.reason).toBe('Duplicate of another appeal');
    expect(audit[2]?.before).toMatchObject({ step: 5 });
    expect(audit[2]?.after).toMatchObject({ step: 8, status: AppealStatus.CLOSED });
  });

  it('serves the receipt image to staff only, and checks the receipt number', async () => {
    const { id, image } = await newAppeal();
    const r = await staffCall(ann, 'GET', '/staff-api/appeals/image', { id, name: image });
    expect(r.status).toBe(200);
    expect(r.raw.headers['content-type']).toBe('image/png');
    expect(r.raw.rawPayload.equals(PNG)).toBe(true);
    const other = await staffCall(ann, 'GET', '/staff-api/appeals/image', { id: '999999', name: image });
    expect(other.status).toBe(404);
    const refused = await staffCall(marketing, 'GET', '/staff-api/appeals/image', { id, name: image });
    expect(refused.status).toBe(403);
    const check = ok(
      await staffCall<{ matches: boolean; receiptNumber: string }>(ann, 'POST', '/staff-api/appeals/check-receipt', { id }),
    );
    expect(check).toMatchObject({ matches: false, receiptNumber: 'MP240101.1234.A12345' });
  });

  it('refuses staff without appeals.handle on every appeal route', async () => {
    for (const [method, url] of [
      ['GET', '/staff-api/appeals'],
      ['POST', '/staff-api/appeals/claim'],
      ['POST', '/staff-api/appeals/credit'],
    ] as const) {
      const r = await staffCall(marketing, method, url, { id: '1' });
      expect(r.status).toBe(403);
    }
  });
});

describe('crediting an appeal', () => {
  it('credits once under concurrent requests and resolves the appeal', async () => {
    const { id } = await newAppeal(2_000);
    ok(await staffCall(ann, 'POST', '/staff-api/appeals/claim', { id }));
    const cashBefore = await cashOf(t, player.token);
    const body = { id, amount: 2_000, content: 'Credited after checking with the operator', reason: 'operator confirmed' };
    const results = await Promise.all([1, 2, 3].map(() => staffCall(ann, 'POST', '/staff-api/appeals/credit', body)));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === ErrorCode.APPEAL_MOVE_NOT_ALLOWED)).toHaveLength(2);
    expect(await creditTransfers(id)).toHaveLength(1);
    expect((await cashOf(t, player.token)) - cashBefore).toBe(2_000);
    expect((await appealRow(id)).last_log_type).toBe(AppealLogType.RESOLVED);
    const audit = await auditRows(`appeal:${id}`);
    expect(audit.filter((r) => r.action === 'appeal.credit')).toHaveLength(1);
    const d = ok(await staffCall<{ credit: { amount: number } | null }>(ann, 'GET', '/staff-api/appeals/detail', { id }));
    expect(d.credit?.amount).toBe(2_000);
  });

  it("refuses another agent's moves and a credit on a withdrawal appeal", async () => {
    const { id } = await newAppeal();
    ok(await staffCall(ann, 'POST', '/staff-api/appeals/claim', { id }));
    const move = await staffCall(ben, 'POST', '/staff-api/appeals/move', { id, move: 'passToOperations' });
    expect(move.body.code).toBe(ErrorCode.APPEAL_NOT_CLAIMED);
    const release = await staffCall(ben, 'POST', '/staff-api/appeals/release', { id });
    expect(release.body.code).toBe(ErrorCode.APPEAL_NOT_CLAIMED);
    expect((await appealRow(id)).last_log_type).toBe(AppealLogType.IN_REVIEW);

    const w = await appealWithdraw(t, player, await waitingWithdrawal(t, player));
    const wid = String(w.data.id);
    ok(await staffCall(ann, 'POST', '/staff-api/appeals/claim', { id: wid }));
    const credit = await staffCall(ann, 'POST', '/staff-api/appeals/credit', { id: wid, amount: 100, content: 'x', reason: 'y' });
    expect(credit.body.code).toBe(ErrorCode.VALIDATION);
    expect(await creditTransfers(wid)).toHaveLength(0);
  });

  it('refuses a bad amount and changes nothing', async () => {
    const { id } = await newAppeal();
    ok(await staffCall(ann, 'POST', '/staff-api/appeals/claim', { id }));
    const r = await staffCall(ann, 'POST', '/staff-api/appeals/credit', { id, amount: -5, content: 'x', reason: 'y' });
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
    expect(await creditTransfers(id)).toHaveLength(0);
    expect((await appealRow(id)).last_log_type).toBe(AppealLogType.IN_REVIEW);
  });

  it('above the threshold asks a second person, whose approval credits and resolves', async () => {
    const { id } = await newAppeal(80_000);
    ok(await staffCall(ann, 'POST', '/staff-api/appeals/claim', { id }));
    const body = { id, amount: 80_000, content: 'Credited after tracing', reason: 'large deposit traced' };
    const asked = ok(await staffCall<{ status: string; requestId: string }>(ann, 'POST', '/staff-api/appeals/credit', body));
    expect(asked.status).toBe('four_eyes');
    expect(await creditTransfers(id)).toHaveLength(0);
    expect((await appealRow(id)).last_log_type).toBe(AppealLogType.IN_REVIEW);

    const cashBefore = await cashOf(t, player.token);
    const approve = { id: asked.requestId, reason: 'checked the statement' };
    ok(await staffCall(checker, 'POST', '/staff-api/four-eyes/approve', approve));
    expect(await creditTransfers(id)).toHaveLength(1);
    expect((await cashOf(t, player.token)) - cashBefore).toBe(80_000);
    const row = await appealRow(id);
    expect(row.last_log_type).toBe(AppealLogType.RESOLVED);
    const again = await staffCall(checker, 'POST', '/staff-api/four-eyes/approve', approve);
    expect(again.body.code).toBe(ErrorCode.FOUR_EYES_DECIDED);
    const credit = (await auditRows(`appeal:${id}`)).find((r) => r.action === 'appeal.credit');
    expect(credit?.actor).not.toBe(null);
  });
});
