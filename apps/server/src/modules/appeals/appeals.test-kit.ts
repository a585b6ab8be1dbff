/**
 * Test helpers for appeals: payment records written straight through the payments repo (any
 * state, any time), and the appeal calls as the records screen makes them.
 */
import { toMinor, ZERO_MINOR } from '@nyota/contract/money/minor';
import { randomUUID } from 'node:crypto';
import { routes } from '@nyota/contract/api/routes';
import type { Appeal, AppealLog } from '@nyota/contract/api/appeals';
import type { TestApp } from '../../test-support/test-app.js';
import type { IntentDirection, IntentStatus, ReviewStatus } from '../payments/index.js';
import { api, channelId, type Env } from '../payments/payments.test-kit.js';
import type { SignedUp } from '../auth/auth.test-kit.js';

export interface RecordSpec {
  direction: IntentDirection;
  createdAt?: Date;
  amount?: number;
  status?: IntentStatus;
  review?: ReviewStatus;
  expired?: boolean;
}

/** A payment record of the member in the given state; returns its id. */
export async function makeRecord(t: TestApp, m: SignedUp, spec: RecordSpec): Promise<string> {
  const db = t.database.db;
  const intents = t.app.payments.intents;
  const id = randomUUID();
  const at = spec.createdAt ?? t.clock.now();
  await intents.insert(db, {
    id,
    memberId: m.memberId,
    direction: spec.direction,
    amount: toMinor(spec.amount ?? 1_000),
    providerAmount: toMinor(spec.amount ?? 1_000),
    fee: ZERO_MINOR,
    tax: ZERO_MINOR,
    subsidy: ZERO_MINOR,
    currency: 'ZMW',
    country: 'ZMB',
    msisdn: '260971234567',
    operator: 'AIRTEL',
    channelId: await channelId(t, spec.direction, 'AIRTEL'),
    provider: 'pawapay',
    payItemId: null,
    note: '',
    lang: 'en',
    reviewStatus: spec.review ?? 'none',
    expiresAt: null,
    nextCheckAt: null,
    now: at,
  });
  if (spec.status && spec.status !== 'CREATED') await intents.transition(db, id, spec.status, {}, at);
  if (spec.expired) await db.updateTable('payment_intents').set({ expired_at: at }).where('id', '=', id).execute();
  return id;
}

/** A deposit that failed: the usual record a player appeals. */
export function failedDeposit(t: TestApp, m: SignedUp, amount = 1_000): Promise<string> {
  return makeRecord(t, m, { direction: 'deposit', status: 'FAILED', amount });
}

/** A withdrawal held for review: seed status 0, the only one that may be appealed. */
export function waitingWithdrawal(t: TestApp, m: SignedUp, amount = 2_000): Promise<string> {
  return makeRecord(t, m, { direction: 'withdraw', review: 'pending', amount });
}

export function appealDeposit(
  t: TestApp,
  m: SignedUp,
  id: string,
  images: readonly string[],
  receiptNumber = 'MP240101.1234.A12345',
): Promise<Env<Appeal>> {
  return api<Appeal>(t, 'POST', routes.appealDeposit.path, { id, images: images.join(','), receiptNumber }, m.token);
}

export function appealWithdraw(t: TestApp, m: SignedUp, id: string): Promise<Env<Appeal>> {
  return api<Appeal>(t, 'POST', routes.appealWithdraw.path, { id }, m.token);
}

export function appealWork(t: TestApp, m: SignedUp, q: Record<string, string> = {}): Promise<Env<Appeal[]>> {
  return api<Appeal[]>(t, 'GET', routes.appealWork.path, q, m.token);
}

export function appealLogs(t: TestApp, m: SignedUp, id: number): Promise<Env<AppealLog[]>> {
  return api<AppealLog[]>(t, 'GET', routes.appealLogs.path, { id: String(id) }, m.token);
}
