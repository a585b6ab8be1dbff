import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { get, signUp } from '../auth/auth.test-kit.js';
import { LedgerService } from './ledger.service.js';
import { fund } from './ledger.test-kit.js';

let t: TestApp;
let ledger: LedgerService;

beforeAll(async () => {
  t = await createTestApp();
  // A second service over the same database stands in for payments and games moving money.
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
});
afterAll(async () => {
  await t.close();
});

describe('GET /account-service/memberInfo/balance', () => {
  it("shows the logged-in member's balances from the ledger, and memberInfo shows the same cash", async () => {
    const s = await signUp(t);
    const before = (await get(t, routes.memberBalance.path, { token: s.token })).json();
    expect(before).toEqual({ code: 0, msg: expect.any(String), data: { money: 0, trial: 0, coin: 0, diamond: 0, voucher: 0 } });

    await fund(ledger, s.memberId, 12_345);
    await fund(ledger, s.memberId, 20, 'coin');
    await fund(ledger, s.memberId, 2, 'voucher');
    const after = (await get(t, routes.memberBalance.path, { token: s.token })).json();
    expect(after.data).toEqual({ money: 12_345, trial: 0, coin: 20, diamond: 0, voucher: 2 });
    expect(routes.memberBalance.output.safeParse(after.data).success).toBe(true);

    const info = (await get(t, routes.memberInfo.path, { token: s.token })).json();
    expect(info.data).toMatchObject({ money: 12_345, coin: 20, voucher: 2 });
  });

  it('asks for a session', async () => {
    expect((await get(t, routes.memberBalance.path)).json()).toMatchObject({ code: ErrorCode.SESSION_GONE });
  });
});
