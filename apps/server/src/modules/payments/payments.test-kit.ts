/**
 * Test helpers for payments: a whole node listening on a real port (the embedded sandbox and its
 * callbacks speak real HTTP), the sandbox's control API, player calls, and waiting for the
 * asynchronous outcome the way a player's client does.
 */
import type { LightMyRequestResponse } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { memberBusMessage } from '@nyota/contract/im/bus';
import { memberTopic, type ImMemberPush } from '@nyota/contract/realtime';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { MemoryBus } from '../../platform/bus/memory-bus.js';
import { ManualClock } from '../../platform/clock.js';
import type { SandboxOptions } from '@nyota/sandbox';
import { RecordingSmsSender } from '../sms/index.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import type { TestApp } from '../../test-support/test-app.js';
import { freshIp, signUp, type SignedUp } from '../auth/auth.test-kit.js';
import type { PaymentProviders } from './provider-setup.js';
import type { Intent } from './intent-row.js';

/** No artificial delays: outcomes follow as soon as the sandbox runs its due work. */
export const FAST_SANDBOX: SandboxOptions = {
  tickMs: 10,
  timing: { submitDelayMs: 0, magicDelayMs: 0, payoutDelayMs: 0, callbackDelayMs: 0, callbackTimeoutMs: 5_000 },
};

export interface PayTestApp extends TestApp {
  /** http://127.0.0.1:<port> */
  base: string;
}

export async function createPaymentsTestApp(
  opts: { env?: Record<string, string>; sandbox?: SandboxOptions; payments?: PaymentProviders; clock?: ManualClock } = {},
): Promise<PayTestApp> {
  const database = await createTestDatabase();
  const bus = new MemoryBus();
  const clock = opts.clock ?? new ManualClock(new Date());
  const sms = new RecordingSmsSender();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env['PAYMENTS_TEST_LOG'] ?? 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    ...opts.env,
  });
  const app = await buildApp(config, {
    database,
    bus,
    clock,
    sms,
    nodeId: 'payments-test',
    sandbox: opts.sandbox ?? FAST_SANDBOX,
    ...(opts.payments ? { payments: opts.payments } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    app,
    database,
    bus,
    clock,
    sms,
    config,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

function auth(token?: string): Record<string, string> {
  return token ? { authorization: `Bearer ${token}`, token } : {};
}

export interface Env<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export async function api<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  params: Record<string, string> = {},
  token?: string,
): Promise<Env<T>> {
  const form = new URLSearchParams(params).toString();
  const res: LightMyRequestResponse =
    method === 'GET'
      ? await t.app.inject({ method, url: form ? `${path}?${form}` : path, headers: auth(token), remoteAddress: freshIp() })
      : await t.app.inject({
          method,
          url: path,
          payload: form,
          headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
          remoteAddress: freshIp(),
        });
  if (res.statusCode !== 200) throw new Error(`${method} ${path}: HTTP ${res.statusCode} ${res.body}`);
  return res.json<Env<T>>();
}

/** The sandbox control API (JSON). */
export async function control<T = Record<string, unknown>>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await t.app.inject({
    method,
    url: `/sandbox/control${path}`,
    ...(body !== undefined ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`sandbox ${method} ${path}: HTTP ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

export async function flush(t: TestApp): Promise<void> {
  await control(t, 'POST', '/flush');
}

export async function intentOf(t: TestApp, id: string): Promise<Intent> {
  const found = await t.app.payments.intents.find(t.database.db, id);
  if (!found) throw new Error(`no intent ${id}`);
  return found;
}

/** Flushes the sandbox and re-reads until `done` holds (callbacks arrive over real HTTP). */
export async function waitForIntent(t: TestApp, id: string, done: (i: Intent) => boolean, timeoutMs = 15_000): Promise<Intent> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await flush(t);
    const i = await intentOf(t, id);
    if (done(i)) return i;
    if (Date.now() > until) throw new Error(`intent ${id} stayed ${i.status}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function cashOf(t: TestApp, token: string): Promise<number> {
  const res = await api<{ money: number }>(t, 'GET', routes.memberInfo.path, {}, token);
  if (res.code !== 0) throw new Error(`memberInfo: ${res.code} ${res.msg}`);
  return res.data.money;
}

/** Collects what is pushed to a member's sockets. */
export async function recordPushes(t: TestApp, memberId: string): Promise<ImMemberPush[]> {
  const seen: ImMemberPush[] = [];
  await t.bus.subscribe(memberTopic(memberId), (m) => {
    // Parsed, so every push these tests see is also checked against the contract.
    const msg = memberBusMessage.parse(m);
    if (msg.kind === 'push') seen.push(msg.message);
  });
  return seen;
}

export async function channelId(t: TestApp, direction: 'deposit' | 'withdraw', operator: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('pay_channels')
    .select('id')
    .where('market', '=', 'zm')
    .where('direction', '=', direction)
    .where('operator', '=', operator)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces fields of a payment configuration document (6000 deposit, 6002 withdraw). */
export async function patchConfig(t: TestApp, type: 6000 | 6002, patch: Record<string, unknown>): Promise<void> {
  const row = await t.database.db
    .selectFrom('global_config')
    .select(['id', 'content'])
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
  const content = JSON.stringify({ ...(JSON.parse(row.content) as Record<string, unknown>), ...patch });
  await t.database.db.updateTable('global_config').set({ content }).where('id', '=', row.id).execute();
}

export function transNoOf(redirectUrl: string): string {
  const transNo = new URL(redirectUrl, 'http://x').searchParams.get('transNo');
  if (!transNo) throw new Error(`no transNo in ${redirectUrl}`);
  return transNo;
}

/** Starts a deposit as the deposit page does and returns our payment id. */
export async function deposit(
  t: TestApp,
  m: SignedUp,
  payMoney: number,
  operator = 'AIRTEL',
): Promise<Env<{ redirectUrl: string }>> {
  return api<{ redirectUrl: string }>(
    t,
    'POST',
    routes.depositInit.path,
    { itemId: '0', payMoney: String(payMoney), payChannel: String(await channelId(t, 'deposit', operator)) },
    m.token,
  );
}

export async function depositOk(t: TestApp, m: SignedUp, payMoney: number, operator = 'AIRTEL'): Promise<string> {
  const res = await deposit(t, m, payMoney, operator);
  if (res.code !== 0) throw new Error(`deposit refused: ${res.code} ${res.msg}`);
  return transNoOf(res.data.redirectUrl);
}

/** The phone owner's answer to the prompt of a pawaPay payment. */
export async function answerPrompt(
  t: TestApp,
  intentId: string,
  action: 'approve' | 'reject' | 'wrong_pin' | 'ignore',
  provider = 'pawapay',
): Promise<void> {
  // The prompt reaches the handset once the provider submitted it to the operator.
  const until = Date.now() + 5_000;
  for (;;) {
    await flush(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/control/intents/${provider}/${intentId}/prompt/${action}`,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    if (res.statusCode === 200) return;
    if (res.statusCode !== 409 || Date.now() > until) throw new Error(`prompt ${action}: HTTP ${res.statusCode} ${res.body}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A deposit approved on the phone and credited: the way most tests fund a member. */
export async function fundByDeposit(t: TestApp, m: SignedUp, amount: number): Promise<string> {
  const id = await depositOk(t, m, amount);
  await answerPrompt(t, id, 'approve');
  await waitForIntent(t, id, (i) => i.status === 'SUCCEEDED');
  return id;
}

export { signUp, type SignedUp };
