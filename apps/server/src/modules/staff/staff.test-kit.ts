/** Test helpers: staff members made through the service, signed in through the API. */
import type { LightMyRequestResponse } from 'fastify';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@nyota/contract/staff/constants';
import type { TestApp } from '../../test-support/test-app.js';
import { createStaffModule, type StaffModule } from './index.js';
import { totpCodeAt } from './totp.js';

export interface TestStaff {
  id: string;
  username: string;
  password: string;
  totpSecret: string;
}

export interface StaffSignIn {
  cookie: string;
  csrf: string;
  res: LightMyRequestResponse;
}

export function staffModuleOf(t: TestApp): StaffModule {
  return createStaffModule({ db: t.database.db, clock: t.clock });
}

let counter = 0;
export async function makeStaff(
  mod: StaffModule,
  role: string,
  username = `${role}${(counter += 1)}${Date.now() % 100000}`,
): Promise<TestStaff> {
  const c = await mod.staff.create(null, { username, role, reason: 'test' });
  return { id: c.member.id, username, password: c.password, totpSecret: c.totpSecret };
}

export function signInRequest(t: TestApp, body: { username: string; password: string; code: string }, ip = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/staff-api/session/sign-in', payload: body, remoteAddress: ip });
}

/** Signs in with the current code; moves the clock a step on so the next sign-in has a fresh one. */
export async function signIn(t: TestApp, s: TestStaff): Promise<StaffSignIn> {
  t.clock.advance(30_000);
  const res = await signInRequest(t, {
    username: s.username,
    password: s.password,
    code: totpCodeAt(s.totpSecret, t.clock.now()),
  });
  const body = res.json<{ code: number; msg: string; data: { csrfToken: string } | null }>();
  const cookie = res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
  if (body.code !== 0 || !body.data || !cookie) throw new Error(`sign-in failed: ${body.msg}`);
  return { cookie: cookie.value, csrf: body.data.csrfToken, res };
}

export function asStaff(s: StaffSignIn, withCsrf = true): { cookies: Record<string, string>; headers: Record<string, string> } {
  return { cookies: { [STAFF_SESSION_COOKIE]: s.cookie }, headers: withCsrf ? { [STAFF_CSRF_HEADER]: s.csrf } : {} };
}
