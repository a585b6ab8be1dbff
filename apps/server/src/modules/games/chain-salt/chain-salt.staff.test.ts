/**
 * The fairness salt actions in the staff API: announcing a chain (audited) and setting its salt,
 * which waits for a second person (four eyes); refusals without config.edit and of bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn } from '../../staff/staff.test-kit.js';

let t: TestApp;
let maker: StaffSignIn;
let checker: StaffSignIn;
let support: StaffSignIn;

beforeAll(async () => {
  t = await createTestApp();
  const mod = staffModuleOf(t);
  maker = await signIn(t, await makeStaff(mod, 'admin'));
  checker = await signIn(t, await makeStaff(mod, 'admin'));
  support = await signIn(t, await makeStaff(mod, 'support'));
});
afterAll(async () => {
  await t.close();
});

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
interface Chain {
  game: string;
  chainId: number;
  salt: { kind: string; source: string | null; value: string | null };
}

const post = async <T>(who: StaffSignIn, url: string, payload: object) => {
  const s = asStaff(who);
  const res = await t.app.inject({ method: 'POST', url, cookies: s.cookies, headers: s.headers, payload });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
};
const chains = async () => {
  const s = asStaff(maker);
  return (await t.app.inject({ method: 'GET', url: '/staff-api/fairness/chains', cookies: s.cookies })).json<
    Envelope<{ list: Chain[] }>
  >().data.list;
};
const BLOCK = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';

describe('fairness salts from the console', () => {
  let chain: Chain;

  it('announces a crash chain with its public source, audited', async () => {
    const expectedAt = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    const res = await post<Chain>(maker, '/staff-api/fairness/announce', {
      game: 'crash',
      source: 'bitcoin block 900000',
      expectedAt,
      reason: 'next chain',
    });
    expect(res.body.code).toBe(0);
    chain = res.body.data;
    expect(chain.salt).toMatchObject({ kind: 'public', source: 'bitcoin block 900000', value: null });
    const audit = await t.database.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'fairness.announce')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target: `crash:${chain.chainId}`, reason: 'next chain' });
  });

  it('sets the salt only when a second person approves', async () => {
    const req = await post<{ id: string; status: string }>(maker, '/staff-api/fairness/salt', {
      game: 'crash',
      chainId: chain.chainId,
      value: BLOCK,
      reason: 'block mined',
    });
    expect(req.body.data.status).toBe('pending');
    expect((await chains()).find((c) => c.chainId === chain.chainId && c.game === 'crash')?.salt.value).toBeNull();
    const self = await post(maker, '/staff-api/four-eyes/approve', { id: req.body.data.id, reason: 'me' });
    expect(self.body.code).toBe(3011);
    const ok = await post(checker, '/staff-api/four-eyes/approve', {
      id: req.body.data.id,
      reason: 'checked the block explorer',
    });
    expect(ok.body.code).toBe(0);
    expect((await chains()).find((c) => c.chainId === chain.chainId && c.game === 'crash')?.salt.value).toBe(BLOCK);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = (await chains()).length;
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    const bad = await post(maker, '/staff-api/fairness/announce', { game: 'crash', source: 'x', expectedAt: past, reason: 'r' });
    expect(bad.body.code).toBe(1001);
    expect(
      (await post(maker, '/staff-api/fairness/announce', { game: 'dice', source: 'x', expectedAt: past, reason: 'r' })).body.code,
    ).toBe(1001);
    const spaced = await post(maker, '/staff-api/fairness/salt', {
      game: 'crash',
      chainId: chain.chainId,
      value: 'has space',
      reason: 'r',
    });
    expect(spaced.body.code).toBe(1001);
    expect((await chains()).length).toBe(before);
  });

  it.each([
    ['/staff-api/fairness/announce', { game: 'crash', source: 'x', expectedAt: '2099-01-01T00:00:00Z', reason: 'r' }],
    ['/staff-api/fairness/salt', { game: 'crash', chainId: 1, value: 'abc', reason: 'r' }],
  ])('refuses %s without config.edit', async (url, payload) => {
    const res = await post(support, url, payload);
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('config.edit');
  });
});
