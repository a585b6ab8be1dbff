/**
 * Staff moves through the service on a real database: each writes its log row (with the staff
 * id) and the status of APPEAL_LOG_STATUS together, and illegal moves change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPEAL_LOG_STATUS,
  AppealLogType,
  AppealRejectionReason,
  AppealStatus,
  type AppealLogTypeValue,
} from '@nyota/contract/appeals-constants';
import { ErrorCode } from '@nyota/contract/error-codes';
import { AppError } from '../../platform/http/app-error.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signUp, type SignedUp } from '../auth/auth.test-kit.js';
import { uploaded } from '../uploads/uploads.test-kit.js';
import { APPEAL_CONTENT_MAX } from './appeal-staff.service.js';
import { appealDeposit, appealWithdraw, failedDeposit, waitingWithdrawal } from './appeals.test-kit.js';

let t: TestApp;
let m: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  m = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

const staff = () => t.app.appeals.staff;
const R = AppealRejectionReason;

async function depositAppeal(): Promise<number> {
  const res = await appealDeposit(t, m, await failedDeposit(t, m), [await uploaded(t, m.token)]);
  if (res.code !== 0) throw new Error(res.msg);
  return res.data.id;
}

async function withdrawAppeal(): Promise<number> {
  const res = await appealWithdraw(t, m, await waitingWithdrawal(t, m));
  if (res.code !== 0) throw new Error(res.msg);
  return res.data.id;
}

async function stored(id: number) {
  const appeal = await t.database.db.selectFrom('appeals').selectAll().where('id', '=', String(id)).executeTakeFirstOrThrow();
  const logs = await t.database.db
    .selectFrom('appeal_logs')
    .selectAll()
    .where('appeal_id', '=', String(id))
    .orderBy('id')
    .execute();
  return { appeal, logs };
}

/** The AppError a call is refused with (and proof that it was refused). */
async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

describe('staff moves', () => {
  it('walk a deposit appeal through review, receipt rejection, operations and resolution', async () => {
    const id = await depositAppeal();
    const expectStep = async (step: AppealLogTypeValue, by: string | null, params: Record<string, unknown>) => {
      const { appeal, logs } = await stored(id);
      expect(appeal.last_log_type).toBe(step);
      expect(appeal.status).toBe(APPEAL_LOG_STATUS[step]);
      expect(logs.at(-1)).toMatchObject({ log_type: step, staff_id: by, params });
    };

    expect(await staff().startReview(id, 'agent-1')).toMatchObject({ id, status: AppealStatus.REVIEWING, lastLogType: 2 });
    await expectStep(AppealLogType.IN_REVIEW, 'agent-1', {});

    const rejected = await staff().rejectReceipt(id, 'agent-1', [R.NO_TRANSACTION_ID, R.NO_TRANSACTION_ID, R.AMOUNT_MISMATCH]);
    expect(rejected.status).toBe(AppealStatus.REJECTED);
    await expectStep(AppealLogType.RECEIPT_WRONG, 'agent-1', { reasons: [R.NO_TRANSACTION_ID, R.AMOUNT_MISMATCH] });

    const again = await appealDeposit(t, m, rejected.recordId, [await uploaded(t, m.token)], 'FIXED1234');
    expect(again.code).toBe(0);
    await expectStep(AppealLogType.RESUBMITTED, null, { receipt: 'FIXED1234' });

    await staff().startReview(id, 'agent-2');
    await staff().passToOperations(id, 'agent-2');
    await expectStep(AppealLogType.TO_OPERATIONS, 'agent-2', {});
    const done = await staff().resolve(id, 'ops-9', '  Credited K10.00 after tracing with Airtel  ');
    expect(done.status).toBe(AppealStatus.CLOSED);
    await expectStep(AppealLogType.RESOLVED, 'ops-9', { content: 'Credited K10.00 after tracing with Airtel' });
    expect((await stored(id)).logs.map((l) => l.log_type)).toEqual([1, 2, 3, 4, 2, 5, 7]);
  });

  it('close an appeal from any open step with a note, and nothing follows', async () => {
    for (const prepare of [
      async () => {},
      async (id: number) => staff().startReview(id, 'a'),
      async (id: number) => {
        await staff().startReview(id, 'a');
        await staff().rejectReceipt(id, 'a', [R.NOT_A_RECEIPT]);
      },
    ]) {
      const id = await depositAppeal();
      await prepare(id);
      expect((await staff().close(id, 'agent-5', 'Not a payment of ours')).status).toBe(AppealStatus.CLOSED);
      for (const move of [
        () => staff().startReview(id, 'a'),
        () => staff().close(id, 'a', 'again'),
        () => staff().resolve(id, 'a', 'late'),
        () => staff().passToOperations(id, 'a'),
      ]) {
        expect((await refusal(move())).code).toBe(ErrorCode.APPEAL_MOVE_NOT_ALLOWED);
      }
      expect((await stored(id)).logs.at(-1)?.log_type).toBe(AppealLogType.CLOSED);
    }
  });

  it('refuse moves the current step does not allow, changing nothing', async () => {
    const id = await depositAppeal();
    const before = await stored(id);
    for (const move of [
      () => staff().rejectReceipt(id, 'a', [R.NOT_A_RECEIPT]),
      () => staff().passToOperations(id, 'a'),
      () => staff().operationsReject(id, 'a', [R.NOT_A_RECEIPT], 'no'),
      () => staff().resolve(id, 'a', 'yes'),
    ]) {
      const err = await refusal(move());
      expect(err.code).toBe(ErrorCode.APPEAL_MOVE_NOT_ALLOWED);
      expect(err.key).toBe('errors.appeal_move_not_allowed');
    }
    await staff().startReview(id, 'a');
    expect((await refusal(staff().startReview(id, 'b'))).code).toBe(ErrorCode.APPEAL_MOVE_NOT_ALLOWED);
    const after = await stored(id);
    expect(after.logs).toHaveLength(before.logs.length + 1);
  });

  it('refuse a receipt rejection on a withdrawal appeal', async () => {
    const id = await withdrawAppeal();
    await staff().startReview(id, 'a');
    expect((await refusal(staff().rejectReceipt(id, 'a', [R.NOT_A_RECEIPT]))).code).toBe(ErrorCode.APPEAL_MOVE_NOT_ALLOWED);
    expect((await stored(id)).appeal.last_log_type).toBe(AppealLogType.IN_REVIEW);
  });

  it('need reasons from the catalogue for rejections and a note for decisions', async () => {
    const id = await depositAppeal();
    await staff().startReview(id, 'a');
    const cases: Array<[() => Promise<unknown>, string]> = [
      [() => staff().rejectReceipt(id, 'a', []), 'errors.appeal_reasons_required'],
      [() => staff().rejectReceipt(id, 'a', [0]), 'errors.appeal_reason_invalid'],
      [() => staff().rejectReceipt(id, 'a', [R.NOT_A_RECEIPT, 6]), 'errors.appeal_reason_invalid'],
      [() => staff().rejectReceipt(id, 'a', [1.5]), 'errors.appeal_reason_invalid'],
      [() => staff().resolve(id, 'a', '   '), 'errors.appeal_content_required'],
      [() => staff().close(id, 'a', ''), 'errors.appeal_content_required'],
      [() => staff().close(id, 'a', 'x'.repeat(APPEAL_CONTENT_MAX + 1)), 'errors.text_too_long'],
    ];
    for (const [move, key] of cases) {
      const err = await refusal(move());
      expect(err.code).toBe(ErrorCode.VALIDATION);
      expect(err.key).toBe(key);
    }
    await staff().passToOperations(id, 'a');
    expect((await refusal(staff().operationsReject(id, 'a', [R.AMOUNT_MISMATCH], ''))).key).toBe(
      'errors.appeal_content_required',
    );
    expect((await refusal(staff().operationsReject(id, 'a', [], 'note'))).key).toBe('errors.appeal_reasons_required');
    expect((await stored(id)).appeal.last_log_type).toBe(AppealLogType.TO_OPERATIONS);
    await expect(staff().startReview(id, '  ')).rejects.toThrow(/staff id/);
  });

  it('answer an unknown appeal as not found', async () => {
    const err = await refusal(staff().startReview(987_654_321, 'a'));
    expect(err.code).toBe(ErrorCode.NOT_FOUND);
    expect(err.key).toBe('errors.appeal_not_found');
  });

  it('let exactly one of two agents take the same appeal at once', async () => {
    const id = await depositAppeal();
    const results = await Promise.allSettled([staff().startReview(id, 'agent-a'), staff().startReview(id, 'agent-b')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected');
    expect(lost?.status === 'rejected' && lost.reason instanceof AppError && lost.reason.code).toBe(
      ErrorCode.APPEAL_MOVE_NOT_ALLOWED,
    );
    const { logs } = await stored(id);
    expect(logs.filter((l) => l.log_type === AppealLogType.IN_REVIEW)).toHaveLength(1);
  });
});
