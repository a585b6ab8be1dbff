/** Four eyes: the maker may not approve, in the API and in the database. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { StaffModule } from './index.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type TestStaff } from './staff.test-kit.js';

let t: TestApp;
let mod: StaffModule;
let maker: TestStaff;
let checker: TestStaff;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  mod = staffModuleOf(t);
  maker = await makeStaff(mod, 'finance');
  checker = await makeStaff(mod, 'finance');
});
afterAll(async () => {
  await t.close();
});

const newRequest = () =>
  mod.fourEyes.request(
    { id: maker.id, username: maker.username },
    { kind: 'money.adjust', payload: { amount: 5000 }, reason: 'refund' },
  );

describe('four eyes', () => {
  it('refuses the maker as checker through the API, and lets a colleague approve', async () => {
    const req = await newRequest();
    const mine = await signIn(t, maker);
    const self = await t.app.inject({
      method: 'POST',
      url: '/staff-api/four-eyes/approve',
      payload: { id: req.id, reason: 'ok' },
      ...asStaff(mine),
    });
    expect(self.json()).toMatchObject({ code: ErrorCode.FOUR_EYES_SAME_PERSON, data: null });

    const theirs = await signIn(t, checker);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/staff-api/four-eyes/approve',
      payload: { id: req.id, reason: 'checked' },
      ...asStaff(theirs),
    });
    expect(ok.json()).toMatchObject({
      code: 0,
      data: { status: 'approved', requestedBy: maker.username, decidedBy: checker.username },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/staff-api/four-eyes/reject',
      payload: { id: req.id, reason: 'late' },
      ...asStaff(theirs),
    });
    expect(again.json()).toMatchObject({ code: ErrorCode.FOUR_EYES_DECIDED });
    const trail = await mod.audit.search({ target: `four_eyes:${req.id}`, limit: 50 });
    expect(trail.map((e) => e.action)).toEqual(['four_eyes.approve', 'four_eyes.request']);
  });

  it('is refused by the database constraint when a write skips the service', async () => {
    const req = await newRequest();
    const write = sql`update four_eyes_requests set decided_by = requested_by, decision = 'approved', decided_at = now() where id = ${req.id}`;
    await expect(write.execute(t.database.db)).rejects.toThrow(/check constraint/);
  });
});
