/**
 * The staff's withdrawal review through /staff-api: the queue and its filters, approve pays through
 * the provider, reject refunds once with the reason in the player's records, two staff racing on one
 * item, permissions per route, bad input, and the four-eyes path above the threshold.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { WithdrawRecord } from '@nyota/contract/api/payments';
import { toMinor } from '@nyota/contract/money/minor';
import { LedgerService } from '../ledger/index.js';
import type { StaffModule } from '../staff/index.js';
import { asStaff, makeStaff, signIn, staffModuleOf, type StaffSignIn, type TestStaff } from '../staff/staff.test-kit.js';
import {
  api,
  cashOf,
  channelId,
  createPaymentsTestApp,
  intentOf,
  patchConfig,
  recordPushes,
  signUp,
  type Env,
  type PayTestApp,
  type SignedUp,
} from './payments.test-kit.js';
import { RecordingProvider, recordingProviders } from './recording-provider.test-kit.js';
import { WithdrawalReviewService } from './withdrawal-review.service.js';

const THRESHOLD = 50_000;
let t: PayTestApp;
let provider: RecordingProvider;
let ledger: LedgerService;
let mod: StaffModule;
let ana: TestStaff;
let bo: TestStaff;
let asAna: StaffSignIn;
let asBo: StaffSignIn;

beforeAll(async () => {
  provider = new RecordingProvider();
  t = await createPaymentsTestApp({
    payments: recordingProviders(provider),
    env: { WITHDRAWAL_FOUR_EYES_MINOR: String(THRESHOLD) },
  });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
  // Every withdrawal waits for review.
  await patchConfig(t, 6002, { instantDailyCap: 0 });
  mod = staffModuleOf(t);
  ana = await makeStaff(mod, 'payments');
  bo = await makeStaff(mod, 'payments');
  asAna = await signIn(t, ana);
  asBo = await signIn(t, bo);
});
afterAll(async () => {
  await t.close();
});

async function funded(amount: number): Promise<SignedUp> {
  const m = await signUp(t);
  await ledger.transfer({
    idempotencyKey: `test-fund:${randomUUID()}`,
    kind: 'win',
    legs: [{ from: { system: 'house:test', kind: 'cash' }, to: { member: m.memberId, kind: 'cash' }, amount: toMinor(amount) }],
  });
  return m;
}

async function held(m: SignedUp, money: number): Promise<string> {
  const res = await api<WithdrawRecord>(
    t,
    'POST',
    routes.withdrawInit.path,
    { money: String(money), message: '', channel: String(await channelId(t, 'withdraw', 'AIRTEL')), payChannel: 'AIRTEL' },
    m.token,
  );
  if (res.code !== 0 || res.data.status !== 0) throw new Error(`not held: ${res.code} ${res.msg}`);
  return res.data.tradeNo;
}

async function staffCall<T = unknown>(who: StaffSignIn, method: 'GET' | 'POST', url: string, body: Record<string, unknown> = {}) {
  const query = new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await t.app.inject({
    method,
    url: method === 'GET' && query ? `${url}?${query}` : url,
    ...(method === 'POST' ? { payload: body } : {}),
    ...asStaff(who),
  });
  return { status: res.statusCode, body: res.json<Env<T>>() };
}

async function keysOf(id: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('ledger_transfers')
    .select('idempotency_key')
    .where('idempotency_key', 'like', `withdraw:${id}:%`)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.idempotency_key);
}

const sentIds = () => provider.initiated.map((r) => r.intentId);
const Q = '/staff-api/withdrawals/queue';

describe('withdrawal review', () => {
  it('lists the held withdrawals with filters and the oldest age, and one with its player context', async () => {
    const m = await funded(30_000);
    const a = await held(m, 2_000);
    t.clock.advance(10 * 60_000);
    const b = await held(m, 3_000);
    const all = await staffCall<{ items: Array<{ id: string; ageSeconds: number }>; oldestAgeSeconds: number }>(asAna, 'GET', Q);
    expect(all.body.code).toBe(0);
    expect(all.body.data.items.map((i) => i.id)).toEqual(expect.arrayContaining([a, b]));
    expect(all.body.data.oldestAgeSeconds).toBeGreaterThanOrEqual(600);
    const old = await staffCall<{ items: Array<{ id: string }> }>(asAna, 'GET', Q, {
      minAgeMinutes: 5,
      minAmount: 1_500,
      maxAmount: 2_500,
    });
    expect(old.body.data.items.map((i) => i.id)).toContain(a);
    expect(old.body.data.items.map((i) => i.id)).not.toContain(b);
    const mtn = await staffCall<{ items: unknown[] }>(asAna, 'GET', Q, { operator: 'MTN', minAmount: 2_000, maxAmount: 3_000 });
    expect(mtn.body.data.items).toEqual([]);

    const detail = await staffCall<{
      withdrawal: { id: string; amount: number };
      cashBalance: number;
      withdrawals: Array<{ id: string }>;
      play: Array<{ kind: string; total: number }>;
      openAppeals: unknown[];
    }>(asAna, 'GET', '/staff-api/withdrawals/detail', { id: b });
    expect(detail.body.data.withdrawal).toMatchObject({ id: b, amount: 3_000 });
    expect(detail.body.data.cashBalance).toBe(25_000);
    expect(detail.body.data.withdrawals.map((w) => w.id)).toEqual([b, a]);
    expect(detail.body.data.play).toContainEqual({ kind: 'win', count: 1, total: 30_000 });
    expect(detail.body.data.openAppeals).toEqual([]);
  });

  it('approve sends it to the provider once and audits the decision', async () => {
    const m = await funded(10_000);
    const id = await held(m, 4_000);
    expect(sentIds()).not.toContain(id);
    const res = await staffCall(asAna, 'POST', '/staff-api/withdrawals/approve', { id, note: 'known player' });
    expect(res.body).toMatchObject({ code: 0, data: { id, outcome: 'approved' } });
    expect(sentIds().filter((s) => s === id)).toHaveLength(1);
    expect((await intentOf(t, id)).reviewStatus).toBe('approved');
    const trail = await mod.audit.search({ target: `withdrawal:${id}`, limit: 10 });
    expect(trail).toMatchObject([{ action: 'withdrawal.approve', actor: ana.username, reason: 'known player' }]);
    const again = await staffCall(asBo, 'POST', '/staff-api/withdrawals/reject', { id, reason: 'late' });
    expect(again.body.code).toBe(ErrorCode.WITHDRAWAL_DECIDED);
  });

  it('reject refunds exactly once and shows the reason in the player records', async () => {
    const m = await funded(10_000);
    const id = await held(m, 4_000);
    expect(await cashOf(t, m.token)).toBe(6_000);
    const res = await staffCall(asAna, 'POST', '/staff-api/withdrawals/reject', { id, reason: 'Name does not match' });
    expect(res.body).toMatchObject({ code: 0, data: { outcome: 'rejected' } });
    expect(await cashOf(t, m.token)).toBe(10_000);
    expect(await keysOf(id)).toEqual([`withdraw:${id}:reserve`, `withdraw:${id}:refund`]);
    const rec = await api<{ status: number; text: string }>(t, 'GET', routes.withdrawRecord.path, { id }, m.token);
    expect(rec.data).toMatchObject({ status: -2, text: 'Rejected, refunded: Name does not match' });
    const trail = await mod.audit.search({ target: `withdrawal:${id}`, limit: 10 });
    expect(trail).toMatchObject([{ action: 'withdrawal.reject', reason: 'Name does not match' }]);
    expect(sentIds()).not.toContain(id);
  });

  it('a refusal is pushed to the player once, after it commits', async () => {
    const m = await funded(10_000);
    const id = await held(m, 4_000);
    const pushes = await recordPushes(t, m.memberId);
    await staffCall(asAna, 'POST', '/staff-api/withdrawals/reject', { id, reason: 'Name does not match' });
    await staffCall(asBo, 'POST', '/staff-api/withdrawals/reject', { id, reason: 'again' });
    const rejected = pushes.filter((p) => p.object === 'Withdraw');
    expect(rejected).toEqual([
      { object: 'Withdraw', event: 'Rejected', data: { no: id, amount: 4_000, reason: 'Name does not match' } },
    ]);
  });

  it('a refusal whose transaction fails pushes nothing and refunds nothing', async () => {
    const m = await funded(10_000);
    const id = await held(m, 4_000);
    const sent: string[] = [];
    const failing = new WithdrawalReviewService({
      db: t.database.db,
      clock: t.clock,
      intents: t.app.payments.intents,
      withdrawals: t.app.payments.withdrawals,
      audit: { append: () => Promise.reject(new Error('audit down')) },
      fourEyes: {
        registerAction: () => undefined,
        list: () => Promise.resolve([]),
        request: () => Promise.reject(new Error('no')),
      },
      fourEyesThreshold: THRESHOLD,
      notifyRejected: (i) => {
        sent.push(i.id);
        return Promise.resolve();
      },
    });
    await expect(failing.reject({ id: ana.id, username: ana.username }, id, 'x')).rejects.toThrow('audit down');
    expect(sent).toEqual([]);
    expect(await cashOf(t, m.token)).toBe(6_000);
    expect((await intentOf(t, id)).reviewStatus).toBe('pending');
  });

  it('two staff deciding one item: one wins, the other is told, nothing moves twice', async () => {
    const m = await funded(10_000);
    const id = await held(m, 4_000);
    const [x, y] = await Promise.all([
      staffCall(asAna, 'POST', '/staff-api/withdrawals/reject', { id, reason: 'fraud' }),
      staffCall(asBo, 'POST', '/staff-api/withdrawals/approve', { id }),
    ]);
    const codes = [x.body.code, y.body.code].sort((p, q) => p - q);
    expect(codes).toEqual([0, ErrorCode.WITHDRAWAL_DECIDED]);
    const keys = await keysOf(id);
    const sent = sentIds().filter((s) => s === id).length;
    if (x.body.code === 0) {
      expect(keys).toEqual([`withdraw:${id}:reserve`, `withdraw:${id}:refund`]);
      expect(sent).toBe(0);
    } else {
      expect(keys).toEqual([`withdraw:${id}:reserve`]);
      expect(sent).toBe(1);
    }
    expect(await mod.audit.search({ target: `withdrawal:${id}`, limit: 10 })).toHaveLength(1);
  });

  it('refuses each route without its permission, and bad input changes nothing', async () => {
    const m = await funded(10_000);
    const id = await held(m, 4_000);
    const risk = await signIn(t, await makeStaff(mod, 'risk'));
    const support = await signIn(t, await makeStaff(mod, 'support'));
    const refusals = [
      await staffCall(support, 'GET', Q),
      await staffCall(support, 'GET', '/staff-api/withdrawals/detail', { id }),
      await staffCall(risk, 'POST', '/staff-api/withdrawals/approve', { id }),
      await staffCall(risk, 'POST', '/staff-api/withdrawals/reject', { id, reason: 'x' }),
      await staffCall(risk, 'POST', '/staff-api/withdrawals/bulk-approve', { ids: [id] }),
    ];
    for (const r of refusals) expect([r.status, r.body.code]).toEqual([403, ErrorCode.STAFF_FORBIDDEN]);
    expect((await staffCall(risk, 'GET', Q)).body.code).toBe(0);

    const bad = [
      await staffCall(asAna, 'POST', '/staff-api/withdrawals/reject', { id, reason: '   ' }),
      await staffCall(asAna, 'POST', '/staff-api/withdrawals/reject', { id }),
      await staffCall(asAna, 'POST', '/staff-api/withdrawals/approve', { id: 'not-an-id' }),
      await staffCall(asAna, 'POST', '/staff-api/withdrawals/bulk-approve', { ids: [] }),
      await staffCall(asAna, 'GET', Q, { minAmount: 5, maxAmount: 1 }),
    ];
    for (const r of bad) expect(r.body.code).toBe(ErrorCode.VALIDATION);
    const unknown = await staffCall(asAna, 'POST', '/staff-api/withdrawals/approve', { id: randomUUID() });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await intentOf(t, id)).reviewStatus).toBe('pending');
    expect(await keysOf(id)).toEqual([`withdraw:${id}:reserve`]);
    expect(sentIds()).not.toContain(id);
  });

  it('above the threshold an approval is a four-eyes request: the maker cannot approve it, a colleague can', async () => {
    const m = await funded(200_000);
    const small = await held(m, 10_000);
    const large = await held(m, THRESHOLD + 1);
    const bulk = await staffCall<{ items: Array<{ id: string; outcome: string; fourEyesRequestId: string | null }> }>(
      asAna,
      'POST',
      '/staff-api/withdrawals/bulk-approve',
      { ids: [small, large], note: 'batch' },
    );
    expect(bulk.body.data.items).toMatchObject([
      { id: small, outcome: 'approved' },
      { id: large, outcome: 'requested' },
    ]);
    const requestId = bulk.body.data.items[1]?.fourEyesRequestId ?? '';
    expect(sentIds()).toContain(small);
    expect(sentIds()).not.toContain(large);
    expect((await intentOf(t, large)).reviewStatus).toBe('pending');
    const queue = await staffCall<{ items: Array<{ id: string; approvalRequested: boolean }> }>(asAna, 'GET', Q);
    expect(queue.body.data.items.find((i) => i.id === large)).toMatchObject({ approvalRequested: true });
    const twice = await staffCall(asAna, 'POST', '/staff-api/withdrawals/approve', { id: large });
    expect(twice.body.code).toBe(ErrorCode.WITHDRAWAL_APPROVAL_REQUESTED);

    const self = await staffCall(asAna, 'POST', '/staff-api/four-eyes/approve', { id: requestId, reason: 'ok' });
    expect(self.body.code).toBe(ErrorCode.FOUR_EYES_SAME_PERSON);
    expect(sentIds()).not.toContain(large);
    const ok = await staffCall(asBo, 'POST', '/staff-api/four-eyes/approve', { id: requestId, reason: 'checked' });
    expect(ok.body).toMatchObject({ code: 0, data: { status: 'approved' } });
    expect(sentIds().filter((s) => s === large)).toHaveLength(1);
    expect((await intentOf(t, large)).reviewStatus).toBe('approved');
    const trail = await mod.audit.search({ target: `withdrawal:${large}`, limit: 10 });
    expect(trail).toMatchObject([{ action: 'withdrawal.approve', actor: bo.username }]);
  });

  it('a request whose withdrawal was rejected meanwhile cannot be approved, and pays nothing', async () => {
    const m = await funded(200_000);
    const id = await held(m, THRESHOLD + 5);
    const asked = await staffCall<{ fourEyesRequestId: string }>(asAna, 'POST', '/staff-api/withdrawals/approve', { id });
    const requestId = asked.body.data.fourEyesRequestId;
    expect((await staffCall(asAna, 'POST', '/staff-api/withdrawals/reject', { id, reason: 'fraud' })).body.code).toBe(0);
    const late = await staffCall(asBo, 'POST', '/staff-api/four-eyes/approve', { id: requestId, reason: 'ok' });
    expect(late.body.code).toBe(ErrorCode.WITHDRAWAL_DECIDED);
    expect(sentIds()).not.toContain(id);
    expect(await keysOf(id)).toEqual([`withdraw:${id}:reserve`, `withdraw:${id}:refund`]);
    expect(await cashOf(t, m.token)).toBe(200_000);
  });
});
