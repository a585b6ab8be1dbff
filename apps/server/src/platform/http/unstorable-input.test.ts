/**
 * Trust review item 13: text PostgreSQL cannot store (NUL, a lone UTF-16 surrogate) is refused for
 * every field of every route with a localised validation envelope, before any handler runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes, type RouteDef } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { serverMessagesEn } from '@nyota/contract/messages/index';
import { serverMessagesSw } from '@nyota/contract/messages/sw';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';
import { freshIp, post, signUp, type SignedUp } from '../../modules/auth/auth.test-kit.js';

let t: TestApp;
let member: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  member = await signUp(t);
});
afterAll(() => t.close());

/** The route's declared fields, plus one it does not know (unknown fields are text too). */
function fieldsOf(def: RouteDef): string[] {
  const shape = def.input instanceof z.ZodObject ? Object.keys(def.input.shape) : [];
  return [...shape, 'note'];
}

const table = Object.entries(routes).flatMap(([name, def]) => fieldsOf(def).map((field) => ({ name, def, field })));

function send(def: RouteDef, body: Record<string, string>, headers: Record<string, string> = {}) {
  const auth = { authorization: `Bearer ${member.token}`, token: member.token, ...headers };
  if (def.method === 'GET') {
    return t.app.inject({ method: 'GET', url: def.path, query: body, headers: auth, remoteAddress: freshIp() });
  }
  return t.app.inject({
    method: def.method,
    url: def.path,
    payload: JSON.stringify(body),
    headers: { ...auth, 'content-type': 'application/json' },
    remoteAddress: freshIp(),
  });
}

describe('text PostgreSQL cannot store', () => {
  it('lists a field for every route', () => {
    expect(new Set(table.map((r) => r.name)).size).toBe(Object.keys(routes).length);
  });

  it.each(table)('$name refuses a NUL in $field', async ({ def, field }) => {
    const res = await send(def, { [field]: 'a\u0000b' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toMatchObject({ code: ErrorCode.VALIDATION, msg: serverMessagesEn['errors.unstorable_text'] });
  });

  it.each(table.filter((r) => r.def.method !== 'GET'))('$name refuses a lone surrogate in $field', async ({ def, field }) => {
    // JSON is the only body that can carry half a surrogate pair (form bodies decode to U+FFFD).
    const res = await send(def, { [field]: 'ok \ud800 then' });
    expect(envelope(res)).toMatchObject({ code: ErrorCode.VALIDATION, msg: serverMessagesEn['errors.unstorable_text'] });
    const low = await send(def, { [field]: '\udc00' });
    expect(envelope(low)).toMatchObject({ code: ErrorCode.VALIDATION });
  });

  it('refuses it inside a list value too, in the player language', async () => {
    const someone = await signUp(t);
    const form = new URLSearchParams([
      ['period', '1m'],
      ['reason', 'ok'],
      ['reason', 'b\u0000d'],
    ]);
    const listed = await t.app.inject({
      method: 'POST',
      url: routes.selfExclusion.path,
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${someone.token}`, lang: 'sw' },
      remoteAddress: freshIp(),
    });
    expect(envelope(listed)).toMatchObject({ code: ErrorCode.VALIDATION, msg: serverMessagesSw['errors.unstorable_text'] });
  });

  it('keeps well-formed text, emoji included, and stores nothing for a refused self-exclusion', async () => {
    const other = await signUp(t);
    const refused = await post(
      t,
      routes.selfExclusion.path,
      { period: '1m', reason: 'tired\u0000', comment: '' },
      { token: other.token },
    );
    expect(refused.statusCode).toBe(200);
    expect(envelope(refused).code).toBe(ErrorCode.VALIDATION);
    const rows = await t.database.db.selectFrom('self_exclusions').select('id').where('member_id', '=', other.memberId).execute();
    expect(rows).toEqual([]);

    const accepted = await post(
      t,
      routes.selfExclusion.path,
      { period: '1m', reason: 'pumzika 😴', comment: '' },
      { token: other.token },
    );
    expect(envelope(accepted).code).toBe(0);
  });
});
