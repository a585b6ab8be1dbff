/** Test helpers for the staff players API: JSON calls as a signed-in staff member. */
import type { StaffRouteDef } from '@nyota/contract/staff/route-def';
import { envelope, type TestApp } from '../../test-support/test-app.js';
import { asStaff, type StaffSignIn } from '../staff/staff.test-kit.js';

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export async function staffCall<T = unknown>(
  t: TestApp,
  who: StaffSignIn,
  route: Pick<StaffRouteDef, 'method' | 'path'>,
  input: Record<string, string | number>,
): Promise<Answer<T>> {
  const opts = asStaff(who);
  const res =
    route.method === 'GET'
      ? await t.app.inject({
          method: 'GET',
          url: `${route.path}?${new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
          ...opts,
        })
      : await t.app.inject({ method: route.method, url: route.path, payload: input, ...opts });
  const body = envelope<T>(res);
  return { status: res.statusCode, code: body.code, msg: body.msg, data: body.data };
}
