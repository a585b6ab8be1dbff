/**
 * Coins or diamonds leaving a member for the promotion expense, where they were issued from: the
 * one debit of a mall redemption and of an exchange. Too few is the mall's own message.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { toMinor } from '@nyota/contract/money/minor';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerApi } from '../ledger/index.js';

type Transfer = Parameters<LedgerApi['transfer']>[0];

export async function spendUnits(
  ledger: LedgerApi,
  trx: Db,
  s: {
    memberId: string;
    kind: 'coin' | 'diamond';
    amount: number;
    idempotencyKey: string;
    transferKind: Transfer['kind'];
    metadata?: Transfer['metadata'];
  },
) {
  const leg = {
    from: { member: s.memberId, kind: s.kind },
    to: { system: 'promotion_expense' as const, kind: s.kind },
    amount: toMinor(s.amount),
  };
  try {
    const transfer: Transfer = { idempotencyKey: s.idempotencyKey, kind: s.transferKind, legs: [leg] };
    if (s.metadata) transfer.metadata = s.metadata;
    return (await ledger.transfer(transfer, { trx })).memberBalances;
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.INSUFFICIENT_BALANCE) {
      const key = s.kind === 'coin' ? 'errors.mall_not_enough_coins' : 'errors.mall_not_enough_diamonds';
      throw new AppError(ErrorCode.INSUFFICIENT_BALANCE, key);
    }
    throw err;
  }
}
