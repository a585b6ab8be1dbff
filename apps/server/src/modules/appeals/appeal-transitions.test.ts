import { describe, expect, it } from 'vitest';
import {
  APPEAL_LOG_STATUS,
  AppealKind,
  AppealLogType,
  AppealStatus,
  type AppealLogTypeValue,
} from '@nyota/contract/appeals-constants';
import { APPEAL_MOVES, canMove, statusAfter, type AppealMove } from './appeal-transitions.js';

const T = AppealLogType;
const STEPS = Object.values(AppealLogType) as AppealLogTypeValue[];
const MOVES = Object.keys(APPEAL_MOVES) as AppealMove[];
const D = AppealKind.DEPOSIT;
const W = AppealKind.WITHDRAW;

describe('appeal transition table', () => {
  // Rows: the appeal's last step; columns: the moves allowed from it on a deposit appeal.
  it.each<[AppealLogTypeValue, AppealMove[]]>([
    [T.SUBMITTED, ['startReview', 'close']],
    [T.IN_REVIEW, ['rejectReceipt', 'passToOperations', 'resolve', 'close']],
    [T.RECEIPT_WRONG, ['resubmit', 'close']],
    [T.RESUBMITTED, ['startReview', 'close']],
    [T.TO_OPERATIONS, ['operationsReject', 'resolve', 'close']],
    [T.OPERATIONS_REJECTED, ['resubmit', 'close']],
    [T.RESOLVED, []],
    [T.CLOSED, []],
  ])('after step %i a deposit appeal allows exactly %j', (step, allowed) => {
    expect(MOVES.filter((m) => canMove(m, step, D)).sort()).toEqual([...allowed].sort());
  });

  it('never moves after RESOLVED or CLOSED, nor from an unknown step', () => {
    for (const move of MOVES) {
      for (const step of [T.RESOLVED, T.CLOSED, 0, 9, -1]) {
        expect(canMove(move, step, D)).toBe(false);
        expect(canMove(move, step, W)).toBe(false);
      }
    }
  });

  it('lets the player appeal again exactly when the appeal is rejected', () => {
    for (const step of STEPS) {
      expect(canMove('resubmit', step, D)).toBe(APPEAL_LOG_STATUS[step] === AppealStatus.REJECTED);
    }
  });

  it('takes each move to the status the contract gives its log type', () => {
    for (const move of MOVES) expect(statusAfter(move)).toBe(APPEAL_LOG_STATUS[APPEAL_MOVES[move].logType]);
    expect(statusAfter('rejectReceipt')).toBe(AppealStatus.REJECTED);
    expect(statusAfter('resolve')).toBe(AppealStatus.CLOSED);
    expect(statusAfter('resubmit')).toBe(AppealStatus.REVIEWING);
  });

  it('leaves no open step without a way to close it', () => {
    for (const step of STEPS) {
      if (APPEAL_LOG_STATUS[step] !== AppealStatus.CLOSED) expect(canMove('close', step, W)).toBe(true);
    }
  });

  it('has no receipt rejection on a withdrawal appeal', () => {
    expect(canMove('rejectReceipt', T.IN_REVIEW, D)).toBe(true);
    expect(canMove('rejectReceipt', T.IN_REVIEW, W)).toBe(false);
    expect(canMove('rejectReceipt', T.IN_REVIEW, 3)).toBe(false);
  });

  it('asks for reasons on rejections and for a note on every staff decision', () => {
    expect(APPEAL_MOVES.rejectReceipt.needs).toEqual({ reasons: true, content: false });
    expect(APPEAL_MOVES.operationsReject.needs).toEqual({ reasons: true, content: true });
    expect(APPEAL_MOVES.resolve.needs.content).toBe(true);
    expect(APPEAL_MOVES.close.needs.content).toBe(true);
    expect(MOVES.filter((m) => APPEAL_MOVES[m].by === 'player').sort()).toEqual(['resubmit', 'submit']);
  });
});
