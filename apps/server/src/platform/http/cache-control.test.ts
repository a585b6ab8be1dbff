/**
 * Trust review item 17: an answer that depends on who asks (any route needing a session, a route
 * that reads one when offered it, any call that acts, such as a login handing out a token) says
 * `Cache-Control: no-store`, so no browser, proxy or shared phone keeps it. Public reads asked
 * without a session keep their own rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@nyota/contract/api/routes';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { freshIp, signUp, type SignedUp } from '../../modules/auth/auth.test-kit.js';

let t: TestApp;
let member: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  member = await signUp(t);
});
afterAll(() => t.close());

function call(def: RouteDef, token: string | null) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}`, token } : {};
  if (def.method === 'GET') return t.app.inject({ method: 'GET', url: def.path, headers, remoteAddress: freshIp() });
  return t.app.inject({
    method: def.method,
    url: def.path,
    payload: '',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: freshIp(),
  });
}

// Logging out ends the session the other calls use: it goes last.
const table = Object.entries(routes)
  .map(([name, def]) => ({ name, def: def as RouteDef }))
  .sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'));

/**
 * The rule: only a public read (a GET needing no session, asked without one, or one that ignores it,
 * and not answering per device) may be kept.
 */
function personal(def: RouteDef, withSession: boolean): boolean {
  return def.personal === true || def.method !== 'GET' || def.auth === 'member' || (def.auth === 'optional' && withSession);
}
const cases = table.flatMap((r) => [
  { ...r, session: true, personal: personal(r.def, true) },
  { ...r, session: false, personal: personal(r.def, false) },
]);

describe('Cache-Control on API answers', () => {
  it.each(cases)('$name (session: $session) is no-store: $personal', async ({ def, session, personal }) => {
    const res = await call(def, session ? member.token : null);
    if (personal) expect(res.headers['cache-control']).toBe('no-store');
    else expect(res.headers['cache-control']).not.toBe('no-store');
  });

  it('marks a refused call no-store too', async () => {
    const res = await call(routes.memberBalance, 'not-a-session');
    expect(res.json<{ code: number }>().code).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
