/**
 * Helpers for ledger tests and benches: members to own accounts, and deposits that fund them the
 * way payments will (from a provider's clearing account).
 */
import { toMinor } from '@nyota/contract/money/minor';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/database.js';
import type { LedgerApi, MemberAccountKind } from './ledger.api.js';

/** Inserts `n` members directly (no sign-up flow: the ledger only needs the rows). */
export async function createMembers(db: Db, n: number): Promise<string[]> {
  if (n === 0) return [];
  const rows = Array.from({ length: n }, () => {
    const tag = randomBytes(6).toString('hex');
    return {
      mobile: `260${BigInt(`0x${tag}`) % 10n ** 12n}`,
      password_hash: 'not-a-real-hash',
      invite_code: `L${tag}`,
      created_at: new Date(),
    };
  });
  const inserted = await db.insertInto('members').values(rows).returning('id').execute();
  return inserted.map((r) => String(r.id));
}

/** Credits a member from clearing:sandbox, as a confirmed deposit would. */
export async function fund(ledger: LedgerApi, memberId: string, amount: number, kind: MemberAccountKind = 'cash'): Promise<void> {
  await ledger.transfer({
    idempotencyKey: `test-deposit:${randomUUID()}`,
    kind: 'deposit',
    legs: [{ from: { system: 'clearing:sandbox', kind }, to: { member: memberId, kind }, amount: toMinor(amount) }],
  });
}
