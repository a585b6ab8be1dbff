/**
 * The ledger transfers the fault test's worker posts, derived from the run and a sequence number
 * alone. A worker restarted after SIGKILL can therefore send an unanswered transfer again with the
 * very same request (a replay must return the first result; a changed body would be refused as a
 * conflict), and the test knows every key the worker may ever have used.
 *
 * Mix: wins (house → player) fund the players beyond their deposits so withdrawals have money;
 * bets, taxed bets and player-to-player gifts take it back and may be refused for lack of funds.
 */
import { toMinor } from '@nyota/contract/money/minor';
import { createHash } from 'node:crypto';
import type { TransferRequest } from '../modules/ledger/ledger.api.js';

export const FAULT_HOUSE = 'house:fault-test' as const;

export function transferKeyPrefix(runId: string): string {
  return `fault:${runId}:`;
}

export function transferKey(runId: string, seq: number): string {
  return `${transferKeyPrefix(runId)}${seq}`;
}

/** A deterministic request for `seq`; `members` must be the same list on every run of the worker. */
export function plannedTransfer(runId: string, members: readonly string[], seq: number): TransferRequest {
  if (members.length < 2) throw new Error('the transfer plan needs at least two members');
  const bytes = createHash('sha256').update(`${runId}:${seq}`).digest();
  const byte = (i: number): number => bytes[i] ?? 0;
  const pick = (i: number): string => members[byte(i) % members.length] as string;
  const amount = (min: number, max: number): number => min + (((byte(4) << 8) | byte(5)) % (max - min + 1));
  const cash = (member: string) => ({ member, kind: 'cash' as const });
  const house = { system: FAULT_HOUSE, kind: 'cash' as const };
  const idempotencyKey = transferKey(runId, seq);
  const metadata = { seq };
  const roll = byte(0) % 100;
  const player = pick(1);

  if (roll < 40) {
    return {
      idempotencyKey,
      kind: 'fault_win',
      legs: [{ from: house, to: cash(player), amount: toMinor(amount(300, 6_000)) }],
      metadata,
    };
  }
  if (roll < 70) {
    return {
      idempotencyKey,
      kind: 'fault_bet',
      legs: [{ from: cash(player), to: house, amount: toMinor(amount(100, 3_000)) }],
      metadata,
    };
  }
  if (roll < 85) {
    const stake = amount(200, 2_000);
    return {
      idempotencyKey,
      kind: 'fault_bet_taxed',
      legs: [
        { from: cash(player), to: house, amount: toMinor(stake) },
        { from: cash(player), to: { system: 'tax_payable', kind: 'cash' }, amount: toMinor(Math.max(1, Math.floor(stake / 20))) },
      ],
      metadata,
    };
  }
  let other = pick(2);
  if (other === player) other = members[(members.indexOf(player) + 1) % members.length] as string;
  return {
    idempotencyKey,
    kind: 'fault_gift',
    legs: [{ from: cash(player), to: cash(other), amount: toMinor(amount(100, 2_000)) }],
    metadata,
  };
}
