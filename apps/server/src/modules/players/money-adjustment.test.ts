/**
 * Money adjustments are always four eyes: the request moves nothing, the maker cannot approve, a
 * colleague's approval moves the money through the ledger with its audit row, and a debit never
 * takes the balance below zero, also when two approvals race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import type { FourEyesRequest } from '@nyota/contract/staff/schemas';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signUp } from '../auth/auth.test-kit.js';
import { LedgerService } from '../ledger/index.js';
import { fund } from '../ledger/ledger.test-kit.js';
import type { StaffModule } from '../staff/index.js';
import { makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../staff/staff.test-kit.js';
import { staffCall } from './players.test-kit.js';

let t: TestApp;
let mod: StaffModule;
let ledger: LedgerService;
let maker: StaffSignIn;
let checker: StaffSignIn;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  mod = staffModuleOf(t);
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  maker = await signIn(t, await makeStaff(mod, 'finance'));
  checker = await signIn(t, await makeStaff(mod, 'finance'));
});
afterAll(() => t.close());

const cash = async (memberId: string) => (await ledger.balances(memberId)).cash;
const ask = (memberId: string, direction: 'credit' | 'debit', amount: number) =>
  staffCall<FourEyesRequest>(t, maker, r.requestAdjustment, { memberId, direction, amount, reason: 'goodwill' });
const approve = (who: StaffSignIn, id: string) =>
  staffCall<FourEyesRequest>(t, who, r.approveFourEyes, { id, reason: 'checked' });

describe('money adjustment', () => {
  it('moves money only when a second person approves', async () => {
    const m = await signUp(t);
    const req = await ask(m.memberId, 'credit', 5_000);
    expect(req.data).toMatchObject({ kind: 'money.adjust', status: 'pending' });
    expect(await cash(m.memberId)).toBe(0);

    expect((await approve(maker, req.data.id)).code).toBe(ErrorCode.FOUR_EYES_SAME_PERSON);
    expect(await cash(m.memberId)).toBe(0);

    const ok = await approve(checker, req.data.id);
    expect(ok.data.status).toBe('approved');
    expect(await cash(m.memberId)).toBe(5_000);
    const [row] = await mod.audit.search({ target: `member:${m.memberId}`, action: 'money.adjust', limit: 5 });
    expect(row).toMatchObject({ before: { cash: 0 }, after: { cash: 5_000, direction: 'credit' } });
    expect((await approve(checker, req.data.id)).code).toBe(ErrorCode.FOUR_EYES_DECIDED);
    expect(await cash(m.memberId)).toBe(5_000);
  });

  it('refuses a debit below zero with a clear error; the request stays pending', async () => {
    const m = await signUp(t);
    await fund(ledger, m.memberId, 1_000);
    const req = await ask(m.memberId, 'debit', 1_001);
    const refused = await approve(checker, req.data.id);
    expect(refused.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(refused.msg).toContain('below zero');
    expect(await cash(m.memberId)).toBe(1_000);
    const list = await staffCall<{ items: FourEyesRequest[] }>(t, checker, r.listFourEyes, { status: 'pending' });
    expect(list.data.items.map((i) => i.id)).toContain(req.data.id);
  });

  it('two debits approved at once never take the balance below zero', async () => {
    const m = await signUp(t);
    await fund(ledger, m.memberId, 10_000);
    const a = await ask(m.memberId, 'debit', 6_000);
    const b = await ask(m.memberId, 'debit', 6_000);
    const answers = await Promise.all([approve(checker, a.data.id), approve(checker, b.data.id)]);
    expect(answers.map((x) => x.code).sort()).toEqual([0, ErrorCode.INSUFFICIENT_BALANCE]);
    expect(await cash(m.memberId)).toBe(4_000);
  });

  it('refuses bad input and an unknown member, filing nothing', async () => {
    const m = await signUp(t);
    const before = await staffCall<{ items: FourEyesRequest[] }>(t, checker, r.listFourEyes, {});
    for (const amount of [0, -5, 1.5]) expect((await ask(m.memberId, 'credit', amount)).code).toBe(ErrorCode.VALIDATION);
    expect((await ask('999999999', 'credit', 100)).code).toBe(ErrorCode.NOT_FOUND);
    const bad = await staffCall(t, maker, r.requestAdjustment, {
      memberId: m.memberId,
      direction: 'steal',
      amount: 1,
      reason: 'x',
    });
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    const after = await staffCall<{ items: FourEyesRequest[] }>(t, checker, r.listFourEyes, {});
    expect(after.data.items.length).toBe(before.data.items.length);
  });
});
