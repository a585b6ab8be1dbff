/** How the staff console sees an appeal, its log and its payment (contract staff/schemas-appeals). */
import type { AppealPayment, AppealQueueItem, AppealStaffLog, AppealAllowedMove } from '@nyota/contract/staff/schemas-appeals';
import type { Intent } from '../payments/index.js';
import { APPEAL_MOVES, canMove, type AppealMove } from './appeal-transitions.js';
import type { AppealLogRow, AppealRow } from './appeals.repo.js';

/** Usernames by staff id. */
export type StaffNames = ReadonlyMap<string, string>;

export function queueItem(a: AppealRow, amount: number, me: string, names: StaffNames): AppealQueueItem {
  return {
    id: a.id,
    memberId: a.memberId,
    kind: a.kind,
    recordId: a.intentId,
    status: a.status,
    step: a.lastLogType,
    receiptNumber: a.receiptNumber,
    amount,
    claimedBy: a.claimedBy === null ? null : (names.get(a.claimedBy) ?? a.claimedBy),
    claimedByMe: a.claimedBy === me,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function staffLog(l: AppealLogRow, names: StaffNames): AppealStaffLog {
  const p = l.params;
  return {
    id: l.id,
    logType: l.logType,
    at: l.createdAt.toISOString(),
    images: Array.isArray(p.images) ? p.images.filter((s): s is string => typeof s === 'string') : [],
    receipt: typeof p.receipt === 'string' ? p.receipt : null,
    content: typeof p.content === 'string' ? p.content : null,
    reasons: Array.isArray(p.reasons) ? p.reasons.filter((n): n is number => Number.isInteger(n)) : [],
    staff: l.staffId === null ? null : (names.get(l.staffId) ?? l.staffId),
  };
}

export function paymentView(i: Intent): AppealPayment {
  return {
    id: i.id,
    direction: i.direction,
    amount: Number(i.amount),
    currency: i.currency,
    status: i.status,
    provider: i.provider,
    operator: i.operator,
    msisdn: i.msisdn,
    providerRef: i.providerRef,
    providerTxnId: i.providerTxnId,
    failureCode: i.failureCode,
    createdAt: i.createdAt.toISOString(),
  };
}

const OFFERED: readonly AppealMove[] = [
  'startReview',
  'rejectReceipt',
  'passToOperations',
  'operationsReject',
  'resolve',
  'close',
];

/** The staff moves the transition table allows from the appeal's step, for its kind. */
export function allowedMoves(a: AppealRow): AppealAllowedMove[] {
  return OFFERED.filter((m) => APPEAL_MOVES[m].by === 'staff' && canMove(m, a.lastLogType, a.kind)).flatMap((m) =>
    m === 'submit' || m === 'resubmit' ? [] : [m],
  );
}

/** Transaction ids compared as an agent would: case, spaces and dashes aside. */
export function sameTxnId(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const norm = (s: string) => s.replace(/[\s-]/g, '').toUpperCase();
  return norm(a) === norm(b);
}
