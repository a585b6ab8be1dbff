/**
 * The appeal's life (docs/product-rules/records-and-appeals.md#appeal-log) as a table: which step may follow which, who takes it,
 * and for which kind of record. The status a step leaves the appeal in is the contract's
 * APPEAL_LOG_STATUS, so the timeline and the status cannot disagree. The repo applies a move as
 * one conditional UPDATE on last_log_type (see appeals.repo move), so of two racing moves from the
 * same step only one wins.
 *
 *   SUBMITTED ─▶ IN_REVIEW ─▶ RECEIPT_WRONG ─▶ RESUBMITTED ─▶ IN_REVIEW ...
 *                    │ └────▶ RESOLVED
 *                    └──────▶ TO_OPERATIONS ─▶ OPERATIONS_REJECTED ─▶ RESUBMITTED ...
 *                                   └────────▶ RESOLVED
 *   CLOSED from any open step; nothing follows RESOLVED or CLOSED.
 */
import {
  APPEAL_LOG_STATUS,
  AppealKind,
  AppealLogType,
  type AppealKindValue,
  type AppealLogTypeValue,
  type AppealStatusValue,
} from '@nyota/contract/appeals-constants';

export type AppealMove =
  'submit' | 'resubmit' | 'startReview' | 'rejectReceipt' | 'passToOperations' | 'operationsReject' | 'resolve' | 'close';

export interface MoveRule {
  logType: AppealLogTypeValue;
  /** The steps it may follow; empty for the first step, which only a new appeal takes. */
  after: readonly AppealLogTypeValue[];
  by: 'player' | 'staff';
  kinds: readonly AppealKindValue[];
  /** What the log's params must carry. */
  needs: { reasons: boolean; content: boolean };
}

const T = AppealLogType;
const ANY_KIND = [AppealKind.DEPOSIT, AppealKind.WITHDRAW] as const;
const NOTHING = { reasons: false, content: false };

export const APPEAL_MOVES: Record<AppealMove, MoveRule> = {
  submit: { logType: T.SUBMITTED, after: [], by: 'player', kinds: ANY_KIND, needs: NOTHING },
  resubmit: {
    logType: T.RESUBMITTED,
    after: [T.RECEIPT_WRONG, T.OPERATIONS_REJECTED],
    by: 'player',
    kinds: ANY_KIND,
    needs: NOTHING,
  },
  startReview: { logType: T.IN_REVIEW, after: [T.SUBMITTED, T.RESUBMITTED], by: 'staff', kinds: ANY_KIND, needs: NOTHING },
  // A withdrawal appeal has no receipt to be wrong.
  rejectReceipt: {
    logType: T.RECEIPT_WRONG,
    after: [T.IN_REVIEW],
    by: 'staff',
    kinds: [AppealKind.DEPOSIT],
    needs: { reasons: true, content: false },
  },
  passToOperations: { logType: T.TO_OPERATIONS, after: [T.IN_REVIEW], by: 'staff', kinds: ANY_KIND, needs: NOTHING },
  operationsReject: {
    logType: T.OPERATIONS_REJECTED,
    after: [T.TO_OPERATIONS],
    by: 'staff',
    kinds: ANY_KIND,
    needs: { reasons: true, content: true },
  },
  resolve: {
    logType: T.RESOLVED,
    after: [T.IN_REVIEW, T.TO_OPERATIONS],
    by: 'staff',
    kinds: ANY_KIND,
    needs: { reasons: false, content: true },
  },
  close: {
    logType: T.CLOSED,
    after: [T.SUBMITTED, T.IN_REVIEW, T.RECEIPT_WRONG, T.RESUBMITTED, T.TO_OPERATIONS, T.OPERATIONS_REJECTED],
    by: 'staff',
    kinds: ANY_KIND,
    needs: { reasons: false, content: true },
  },
};

/** Whether `move` may follow the appeal's last step, for its kind of record. */
export function canMove(move: AppealMove, lastLogType: number, kind: number): boolean {
  const rule = APPEAL_MOVES[move];
  return rule.after.some((t) => t === lastLogType) && rule.kinds.some((k) => k === kind);
}

export function statusAfter(move: AppealMove): AppealStatusValue {
  return APPEAL_LOG_STATUS[APPEAL_MOVES[move].logType];
}
