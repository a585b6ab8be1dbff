/**
 * Money adjustments (docs/staff-console.md#players): always a four-eyes request of kind
 * `money.adjust`. The approving transaction moves the money through the ledger (member cash ⇄
 * `staff_adjustments`) under the request's idempotency key, with its audit row. A debit that would
 * take the balance below zero is refused by the ledger (a database CHECK, whatever runs at once);
 * the request then stays pending and the checker reads why.
 */
import { z } from 'zod';
import { ErrorCode } from '@nyota/contract/error-codes';
import { formatMinor } from '@nyota/contract/money/format';
import { toMinor } from '@nyota/contract/money/minor';
import type { FourEyesRequest } from '@nyota/contract/staff/schemas';
import type { AdjustmentInput } from '@nyota/contract/staff/players-schemas';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerService, MemberBalanceChange } from '../ledger/index.js';
import type { Actor, AuditService, FourEyesService } from '../staff/index.js';
import type { PlayerReadsService } from './player-reads.service.js';

export const MONEY_ADJUST = 'money.adjust';

const payloadSchema = z.object({
  memberId: z.string().regex(/^[1-9][0-9]{0,18}$/),
  direction: z.enum(['credit', 'debit']),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export interface MoneyAdjustmentDeps {
  ledger: LedgerService;
  audit: AuditService;
  fourEyes: FourEyesService;
  reads: PlayerReadsService;
}

export function registerMoneyAdjustment(d: MoneyAdjustmentDeps): void {
  d.fourEyes.registerAction(MONEY_ADJUST, {
    payload: payloadSchema,
    run: async (trx, p, who) => {
      const amount = toMinor(p.amount);
      const member = { member: p.memberId, kind: 'cash' as const };
      const system = { system: 'staff_adjustments' as const, kind: 'cash' as const };
      const before = (await d.ledger.balances(p.memberId, { trx })).cash;
      if (p.direction === 'debit' && before < amount) throw belowZero(before);
      let result;
      try {
        result = await d.ledger.transfer(
          {
            idempotencyKey: `staff-adjust:${who.requestId}`,
            kind: `staff_${p.direction}`,
            legs: [p.direction === 'credit' ? { from: system, to: member, amount } : { from: member, to: system, amount }],
            metadata: { fourEyesRequest: who.requestId },
          },
          { trx },
        );
      } catch (err) {
        if (err instanceof AppError && err.code === ErrorCode.INSUFFICIENT_BALANCE) throw belowZero(before);
        throw err;
      }
      const after = result.memberBalances.find((b) => b.memberId === p.memberId)?.balance ?? before;
      await d.audit.append(trx, {
        actorId: who.checker.id,
        actor: who.checker.username,
        action: MONEY_ADJUST,
        target: `member:${p.memberId}`,
        before: { cash: before },
        after: { cash: after, direction: p.direction, amount, transferId: result.transferId },
        reason: `four_eyes:${who.requestId}`,
      });
      return result.memberBalances;
    },
    after: async (changes) => {
      if (Array.isArray(changes)) await d.ledger.publishBalances(changes.filter(isBalanceChange));
    },
  });
}

function isBalanceChange(v: unknown): v is MemberBalanceChange {
  return typeof v === 'object' && v !== null && 'memberId' in v && 'balance' in v && 'kind' in v;
}

function belowZero(balance: number): AppError {
  return new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'errors.adjust_below_zero', { balance: formatMinor(balance) });
}

/** The maker's side: checks the member exists, then files the request; nothing moves yet. */
export async function requestAdjustment(d: MoneyAdjustmentDeps, maker: Actor, input: AdjustmentInput): Promise<FourEyesRequest> {
  await d.reads.profile(input.memberId);
  const payload = { memberId: input.memberId, direction: input.direction, amount: input.amount };
  return d.fourEyes.request(maker, { kind: MONEY_ADJUST, payload, reason: input.reason });
}
