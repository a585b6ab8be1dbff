/** The audit chain: appended in order, UPDATE and DELETE refused, tampering found by the verifier. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { StaffModule } from './index.js';
import { asStaff, makeStaff, signIn, staffModuleOf } from './staff.test-kit.js';

let t: TestApp;
let mod: StaffModule;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  mod = staffModuleOf(t);
  const admin = await makeStaff(mod, 'admin');
  const s = await signIn(t, admin);
  await t.app.inject({
    method: 'POST',
    url: '/staff-api/staff',
    payload: { username: 'audited', role: 'support', reason: 'new hire' },
    ...asStaff(s),
  });
  await t.app.inject({
    method: 'PUT',
    url: '/staff-api/roles',
    payload: { name: 'support', permissions: ['players.read'], reason: 'narrower' },
    ...asStaff(s),
  });
});
afterAll(async () => {
  await t.close();
});

describe('staff audit log', () => {
  it('records each action with actor, target, before, after and reason, and lists it filtered', async () => {
    const edits = await mod.audit.search({ action: 'role.edit', limit: 50 });
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({
      target: 'support',
      before: { permissions: ['players.read', 'appeals.handle'] },
      after: { permissions: ['players.read'] },
      reason: 'narrower',
    });
    const created = await mod.audit.search({ target: 'audited', limit: 50 });
    expect(created.map((e) => e.action)).toEqual(['staff.create']);
  });

  it('verifies an intact chain', async () => {
    await expect(mod.audit.verify()).resolves.toEqual({ ok: true, rows: expect.any(Number) });
    expect((await mod.audit.verify()).rows).toBeGreaterThanOrEqual(4);
  });

  it('refuses UPDATE and DELETE', async () => {
    await expect(sql`update staff_audit set reason = 'changed' where seq = 2`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from staff_audit where seq = 2`.execute(t.database.db)).rejects.toThrow(/append-only/);
  });

  it('names the first altered row once the trigger is bypassed', async () => {
    await sql`alter table staff_audit disable trigger staff_audit_no_change`.execute(t.database.db);
    await sql`update staff_audit set reason = 'rewritten' where seq = 3`.execute(t.database.db);
    await sql`alter table staff_audit enable trigger staff_audit_no_change`.execute(t.database.db);
    const verdict = await mod.audit.verify();
    expect(verdict).toMatchObject({ ok: false, brokenSeq: '3', problem: 'row_hash does not match its content' });
  });
});
