/**
 * Role edits and disabling staff: audited with before and after, and never leaving the console
 * without someone who can manage roles, even when two admins act at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@nyota/contract/error-codes';
import { PERMISSIONS } from '@nyota/contract/staff/permissions';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { StaffModule } from './index.js';
import { makeStaff, staffModuleOf, type TestStaff } from './staff.test-kit.js';

let t: TestApp;
let mod: StaffModule;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  mod = staffModuleOf(t);
  await mod.staff.ensureDefaultRoles();
});
afterAll(async () => {
  await t.close();
});

const asActor = (s: TestStaff) => ({ id: s.id, username: s.username });
const withoutRolesManage = PERMISSIONS.filter((p) => p !== 'roles.manage');

async function rolePermissions(name: string): Promise<string[]> {
  return (await mod.staff.roles()).find((r) => r.name === name)?.permissions ?? [];
}

describe('staff roles', () => {
  it('records a role edit with its before and after', async () => {
    const admin = await makeStaff(mod, 'admin');
    await mod.staff.editRole(asActor(admin), { name: 'support', permissions: ['players.read'], reason: 'narrow' });
    const [entry] = await mod.audit.search({ action: 'role.edit', target: 'support', limit: 1 });
    expect(entry).toMatchObject({
      actor: admin.username,
      before: { permissions: ['players.read', 'appeals.handle'] },
      after: { permissions: ['players.read'] },
      reason: 'narrow',
    });
  });

  it('refuses to take roles.manage from the last active holder, and changes nothing', async () => {
    // Only admins hold roles.manage; disable all but one.
    const admin = await makeStaff(mod, 'admin');
    for (const m of await mod.staff.list())
      if (m.role === 'admin' && m.active && m.id !== admin.id) await mod.staff.disable(asActor(admin), m.id, 'tidy');
    const before = await rolePermissions('admin');
    const edit = mod.staff.editRole(asActor(admin), { name: 'admin', permissions: withoutRolesManage, reason: 'oops' });
    await expect(edit).rejects.toMatchObject({ code: ErrorCode.STAFF_LAST_ROLE_MANAGER });
    expect(await rolePermissions('admin')).toEqual(before);
    const edits = await mod.audit.search({ action: 'role.edit', target: 'admin', limit: 5 });
    expect(edits).toEqual([]);
  });

  it('lets only one of two admins disable the other when each is the last but one', async () => {
    const a = await makeStaff(mod, 'admin');
    const b = await makeStaff(mod, 'admin');
    for (const m of await mod.staff.list())
      if (m.role === 'admin' && m.active && m.id !== a.id && m.id !== b.id) await mod.staff.disable(asActor(a), m.id, 'tidy');
    const results = await Promise.allSettled([
      mod.staff.disable(asActor(a), b.id, 'race'),
      mod.staff.disable(asActor(b), a.id, 'race'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const active = (await mod.staff.list()).filter((m) => m.role === 'admin' && m.active);
    expect(active).toHaveLength(1);
  });
});
