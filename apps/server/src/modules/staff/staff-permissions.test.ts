/**
 * Every staff route refuses a staff member whose role lacks its permission (403, naming it), and
 * the table covers every route of the contract, so a new route is checked the day it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes } from '@nyota/contract/staff/routes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn } from './staff.test-kit.js';

let t: TestApp;
let nobody: StaffSignIn;
let roleless: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  const mod = staffModuleOf(t);
  await mod.staff.ensureDefaultRoles();
  // A role granting nothing: every permission-guarded route must refuse it.
  await t.database.db.insertInto('staff_roles').values({ name: 'nothing', permissions: [] }).execute();
  const s = await makeStaff(mod, 'nothing');
  roleless = s.username;
  nobody = await signIn(t, s);
});
afterAll(async () => {
  await t.close();
});

const guarded = Object.entries(staffRoutes).filter(([, def]) => def.access !== 'public' && def.access !== 'signed-in');

describe('staff route permissions', () => {
  it('guards every route but sign-in, sign-out and me with a permission', () => {
    expect(Object.keys(staffRoutes).filter((n) => !guarded.some(([g]) => g === n))).toEqual(['signIn', 'signOut', 'me']);
  });

  it.each(guarded)('%s refuses a staff member without its permission', async (_name, def) => {
    const res = await t.app.inject({
      method: def.method,
      url: def.path,
      payload: def.method === 'GET' ? undefined : {},
      ...asStaff(nobody),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: ErrorCode.STAFF_FORBIDDEN,
      msg: `You need the permission ${def.access} for this.`,
      data: null,
    });
  });

  it('lets the same member read their own session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/staff-api/session/me', ...asStaff(nobody) });
    expect(res.json()).toMatchObject({ code: 0, data: { username: roleless, permissions: [] } });
  });
});
