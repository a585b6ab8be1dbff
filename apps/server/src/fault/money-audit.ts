/**
 * What must hold after the fault run, read from the stored rows and the provider's (sandbox's)
 * books. Returns readable problems rather than throwing at the first, so one failure shows the
 * whole picture.
 *
 *  - every payment is final (nothing left open) and none needs a person (attention);
 *  - every payment the client was told about exists, in the right direction;
 *  - each payment moved money exactly as its outcome says, once: a deposit is credited iff it
 *    succeeded; a withdrawal is reserved, then settled iff it succeeded or refunded iff it failed,
 *    never both; no payment transfer belongs to an unknown payment;
 *  - our outcome agrees with the provider's: we never credit a deposit it did not complete, never
 *    refund a payout it paid, and everything it completed is a success of ours;
 *  - every transfer the worker saw acknowledged exists once, with the id it was given; every
 *    refused one is absent; no transfer exists that the worker never sent.
 */
import { sql } from 'kysely';
import type { Db } from '../platform/db/database.js';
import type { Sandbox } from '@nyota/sandbox';
import { transferKey, transferKeyPrefix } from './transfer-plan.js';

export interface AuditInput {
  db: Db;
  sandbox: Sandbox;
  acknowledged: { deposits: ReadonlySet<string>; withdrawals: ReadonlySet<string> };
  transfers: {
    runId: string;
    sent: ReadonlySet<number>;
    acked: ReadonlyMap<number, { id: string }>;
    refused: ReadonlySet<number>;
  };
}

export interface AuditStats {
  deposits: { succeeded: number; failed: number };
  withdrawals: { succeeded: number; failed: number };
  transfers: number;
}

export interface IntentRow {
  id: string;
  direction: 'deposit' | 'withdraw';
  status: string;
  providerAmount: number;
  attention: string | null;
  reviewStatus: string;
  attempts: number;
}

const OPEN = ['CREATED', 'UNKNOWN', 'SUBMITTED', 'PENDING'] as const;

export async function openIntents(db: Db): Promise<IntentRow[]> {
  return (await intents(db)).filter((i) => (OPEN as readonly string[]).includes(i.status));
}

async function intents(db: Db): Promise<IntentRow[]> {
  const rows = await db
    .selectFrom('payment_intents')
    .select(['id', 'direction', 'status', 'provider_amount', 'attention', 'review_status', 'attempts'])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    direction: r.direction,
    status: r.status,
    providerAmount: Number(r.provider_amount),
    attention: r.attention,
    reviewStatus: r.review_status,
    attempts: r.attempts,
  }));
}

/** Makes every open payment due for the poller now: the backoff's minutes pass in an instant. */
export async function makeOpenIntentsDue(db: Db): Promise<void> {
  await db
    .updateTable('payment_intents')
    .set({ next_check_at: sql<Date>`now()` })
    .where('status', 'in', [...OPEN])
    .where((eb) => eb.or([eb('next_check_at', 'is', null), eb('next_check_at', '>', sql<Date>`now()`)]))
    .where('review_status', '!=', 'pending')
    .execute();
}

export async function auditMoney(input: AuditInput): Promise<{ problems: string[]; stats: AuditStats }> {
  const { db, sandbox } = input;
  const problems: string[] = [];
  const all = await intents(db);
  const byId = new Map(all.map((i) => [i.id, i]));
  const stats: AuditStats = {
    deposits: { succeeded: 0, failed: 0 },
    withdrawals: { succeeded: 0, failed: 0 },
    transfers: 0,
  };
  auditStatuses(input, all, byId, stats, problems);
  await auditPaymentTransfers(db, all, byId, problems);
  auditProviderBooks(sandbox, all, byId, problems);
  stats.transfers = await auditWorkerTransfers(db, input.transfers, problems);
  return { problems, stats };
}

type IntentsById = ReadonlyMap<string, IntentRow>;

/** Every payment final and unflagged, and every acknowledged one stored with its direction. */
function auditStatuses(input: AuditInput, all: IntentRow[], byId: IntentsById, stats: AuditStats, problems: string[]): void {
  for (const i of all) {
    if ((OPEN as readonly string[]).includes(i.status)) problems.push(`payment ${i.id} (${i.direction}) still ${i.status}`);
    if (i.attention) problems.push(`payment ${i.id} (${i.direction}) needs attention: ${i.attention}`);
    const bucket = i.direction === 'deposit' ? stats.deposits : stats.withdrawals;
    if (i.status === 'SUCCEEDED') bucket.succeeded += 1;
    if (i.status === 'FAILED') bucket.failed += 1;
  }
  for (const [ids, direction] of [
    [input.acknowledged.deposits, 'deposit'],
    [input.acknowledged.withdrawals, 'withdraw'],
  ] as const) {
    for (const id of ids) {
      const found = byId.get(id);
      if (!found) problems.push(`acknowledged ${direction} ${id} is missing`);
      else if (found.direction !== direction) problems.push(`acknowledged ${direction} ${id} is stored as a ${found.direction}`);
    }
  }
}

/** Money per payment, by the ledger keys settlement.ts derives from the payment id. */
async function auditPaymentTransfers(db: Db, all: IntentRow[], byId: IntentsById, problems: string[]): Promise<void> {
  const paymentTransfers = await db
    .selectFrom('ledger_transfers')
    .select(['idempotency_key', 'kind'])
    .where((eb) => eb.or([eb('idempotency_key', 'like', 'deposit:%'), eb('idempotency_key', 'like', 'withdraw:%')]))
    .execute();
  const keys = new Set(paymentTransfers.map((t) => t.idempotency_key));
  for (const t of paymentTransfers) {
    const id = t.idempotency_key.split(':')[1] ?? '';
    if (!byId.has(id)) problems.push(`ledger transfer ${t.idempotency_key} belongs to no payment`);
  }
  for (const i of all) {
    const has = (suffix: string) => keys.has(`${i.direction}:${i.id}${suffix}`);
    if (i.direction === 'deposit') {
      if (has('') !== (i.status === 'SUCCEEDED')) {
        problems.push(`deposit ${i.id} is ${i.status} but was ${has('') ? '' : 'not '}credited`);
      }
      continue;
    }
    if (!has(':reserve')) problems.push(`withdrawal ${i.id} was never reserved`);
    if (has(':settle') !== (i.status === 'SUCCEEDED')) {
      problems.push(`withdrawal ${i.id} is ${i.status} but was ${has(':settle') ? '' : 'not '}settled`);
    }
    if (has(':refund') !== (i.status === 'FAILED')) {
      problems.push(`withdrawal ${i.id} is ${i.status} but was ${has(':refund') ? '' : 'not '}refunded`);
    }
  }
}

/** The provider's books against ours. */
function auditProviderBooks(sandbox: Sandbox, all: IntentRow[], byId: IntentsById, problems: string[]): void {
  const provider = new Map<string, { phase: string; amountMinor: number }>();
  for (const s of Object.values(sandbox.store.data.intents)) {
    if (s.provider !== 'pawapay') continue;
    const direction = s.direction === 'collection' ? 'deposit' : s.direction === 'payout' ? 'withdraw' : 'refund';
    provider.set(`${direction}:${s.id}`, { phase: s.phase, amountMinor: s.amountMinor });
    if (s.phase === 'succeeded' && byId.get(s.id)?.status !== 'SUCCEEDED') {
      problems.push(`the provider completed ${direction} ${s.id} but ours is ${byId.get(s.id)?.status ?? 'missing'}`);
    }
  }
  for (const i of all) {
    const theirs = provider.get(`${i.direction}:${i.id}`);
    if (i.status === 'SUCCEEDED') {
      if (theirs?.phase !== 'succeeded') {
        problems.push(`${i.direction} ${i.id} SUCCEEDED here but is ${theirs?.phase ?? 'unknown'} at the provider`);
      } else if (theirs.amountMinor !== i.providerAmount) {
        problems.push(`${i.direction} ${i.id}: provider amount ${theirs.amountMinor}, ours ${i.providerAmount}`);
      }
    }
    // (A FAILED one the provider completed is reported above.)
    if (i.status === 'FAILED' && theirs && theirs.phase !== 'failed' && theirs.phase !== 'succeeded') {
      problems.push(`${i.direction} ${i.id} FAILED here but is still ${theirs.phase} at the provider`);
    }
  }
}

/** The worker's transfers: each sent one stored once, each acknowledged one as told, no refused one. Returns how many are stored. */
async function auditWorkerTransfers(db: Db, transfers: AuditInput['transfers'], problems: string[]): Promise<number> {
  const { runId, sent, acked, refused } = transfers;
  const stored = await db
    .selectFrom('ledger_transfers')
    .select(['idempotency_key', 'id'])
    .where('idempotency_key', 'like', `${transferKeyPrefix(runId)}%`)
    .execute();
  const storedIds = new Map<string, string[]>();
  for (const t of stored) storedIds.set(t.idempotency_key, [...(storedIds.get(t.idempotency_key) ?? []), String(t.id)]);
  const sentKeys = new Set([...sent].map((s) => transferKey(runId, s)));
  for (const [key, ids] of storedIds) {
    if (ids.length !== 1) problems.push(`transfer ${key} is stored ${ids.length} times`);
    if (!sentKeys.has(key)) problems.push(`transfer ${key} is stored but was never sent`);
  }
  for (const [seq, { id }] of acked) {
    const ids = storedIds.get(transferKey(runId, seq));
    if (!ids) problems.push(`acknowledged transfer ${transferKey(runId, seq)} is missing`);
    else if (!ids.includes(id))
      problems.push(`acknowledged transfer ${transferKey(runId, seq)} is ${ids.join(',')}, was told ${id}`);
  }
  for (const seq of refused) {
    if (storedIds.has(transferKey(runId, seq))) problems.push(`refused transfer ${transferKey(runId, seq)} is stored`);
  }
  return stored.length;
}
