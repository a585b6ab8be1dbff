/**
 * `npm run reconcile` with configured providers (here: pawaPay at a standalone sandbox reached
 * over HTTP, as the real pawaPay would be): it reconciles the day on the node's database, prints
 * the differences and exits non-zero while one is unexplained.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { ManualClock } from '../platform/clock.js';
import { DEFAULT_PAWAPAY_TOKEN } from '@nyota/sandbox';
import { startHarness, type Harness } from '@nyota/sandbox/testing';
import { createPaymentsTestApp, depositOk, signUp, type PayTestApp } from '../modules/payments/payments.test-kit.js';
import { parseReconcileArgs, runReconcile, type CommandContext } from './reconcile-command.js';

let h: Harness;
let t: PayTestApp;
const clock = new ManualClock(new Date('2026-06-10T08:00:00Z'));

beforeAll(async () => {
  h = await startHarness();
  h.clock.set(clock.now());
  t = await createPaymentsTestApp({
    clock,
    env: {
      PAWAPAY_API_TOKEN: DEFAULT_PAWAPAY_TOKEN,
      PAWAPAY_BASE_URL: `${h.base}/pawapay`,
      PAWAPAY_CALLBACK_PUBLIC_KEYS: JSON.stringify([{ id: h.sandbox.signingKey.keyId, key: h.sandbox.signingKey.publicKeyPem }]),
    },
  });
});
afterAll(async () => {
  await t.close();
  await h.close();
});

function context(config = t.config): CommandContext & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    config,
    db: t.database.db,
    bus: t.bus,
    clock: t.clock,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    out: (s) => stdout.push(s),
    err: (s) => stderr.push(s),
    stdout,
    stderr,
  };
}

/** A deposit approved on the phone; pawaPay's callback goes elsewhere, so we confirm by status query. */
async function paidDeposit(mobile: string, amount: number): Promise<string> {
  const id = await depositOk(t, await signUp(t, { mobile }), amount);
  await h.advance(300);
  const approved = await h.control('POST', `/intents/pawapay/${id}/prompt/approve`);
  expect(approved.status).toBe(200);
  const after = await t.app.payments.processor.confirm(id, 'poll');
  expect(after?.status).toBe('SUCCEEDED');
  return id;
}

describe('npm run reconcile', () => {
  it('reconciles a day with configured pawaPay, exits 1 while a difference is unexplained and 0 once it is', async () => {
    expect(t.app.payments.reconciler.providers()).toEqual(['pawapay']);
    await paidDeposit('0971400001', 3_000);
    const omitted = await paidDeposit('0971400002', 4_000);
    await h.control('POST', '/statement/discrepancies', { provider: 'pawapay', kind: 'omit', intentId: omitted });

    const first = context();
    expect(await runReconcile({ date: '2026-06-10' }, first)).toBe(1);
    const printed = first.stdout.join('');
    expect(printed).toContain('pawapay 2026-06-10 (Africa/Lusaka');
    expect(printed).toContain('2 intents, 1 provider statement lines; 1 difference(s), 1 unexplained');
    expect(printed).toMatch(new RegExp(`missing_at_provider ${omitted}: ours SUCCEEDED 40\\.00 ZMW; theirs: none`));

    const report = await t.app.payments.reconciler.forDay('pawapay', '2026-06-10');
    const line = report?.lines[0];
    if (!line) throw new Error('no line stored');
    expect((await t.app.payments.reconciler.explain(line.id, 'ops.amina', 'refund agreed with pawaPay support')).ok).toBe(true);
    const second = context();
    expect(await runReconcile({ date: '2026-06-10' }, second)).toBe(0);
    expect(second.stdout.join('')).toContain('[explained by ops.amina: refund agreed with pawaPay support]');

    const quiet = context();
    expect(await runReconcile({ date: '2026-06-09', provider: 'pawapay' }, quiet)).toBe(0);
    expect(quiet.stdout.join('')).toContain('0 intents, 0 provider statement lines; clean');
    expect(await runReconcile({ date: '2026-06-09', provider: 'mtn' }, context())).toBe(2);
  });

  it('refuses bad arguments and an embedded configuration', async () => {
    expect(parseReconcileArgs(['--date', '2026-02-30'])).toMatch(/calendar day/);
    expect(parseReconcileArgs(['--when', 'today'])).toMatch(/unknown argument/);
    expect(parseReconcileArgs(['--date=2026-02-28', '--provider', 'mtn'])).toEqual({ date: '2026-02-28', provider: 'mtn' });
    const embedded = context(loadConfig({ NODE_ENV: 'test' }));
    expect(await runReconcile({ date: '2026-06-10' }, embedded)).toBe(2);
    expect(embedded.stderr.join('')).toMatch(/No payment provider is configured/);
  });
});
