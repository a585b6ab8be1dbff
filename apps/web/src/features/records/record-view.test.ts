import { describe, expect, it } from 'vitest';
import { AppealStatus } from '@nyota/contract/appeals-constants';
import { appealActionOf, appealKindOf, recordKindOf, recordNumber, statusToneOf } from './record-view';

describe('records tab from the route (records/{id?})', () => {
  it('opens withdrawals for 2 or "withdraw", deposits for anything else', () => {
    expect(recordKindOf('2')).toBe('withdraw');
    expect(recordKindOf('Withdraw')).toBe('withdraw');
    expect(recordKindOf('1')).toBe('deposit');
    expect(recordKindOf('deposit')).toBe('deposit');
    expect(recordKindOf(undefined)).toBe('deposit');
    expect(recordKindOf('7')).toBe('deposit');
    expect(appealKindOf('deposit')).toBe(1);
    expect(appealKindOf('withdraw')).toBe(2);
  });
});

describe('appeal control of a record (seed §4)', () => {
  it('shows nothing when the record may never be appealed', () => {
    expect(appealActionOf({ feedbackId: -1, work: null })).toEqual({ type: 'none' });
  });

  it('shows the Appeal button before an appeal exists', () => {
    expect(appealActionOf({ feedbackId: 0, work: null })).toEqual({ type: 'appeal' });
  });

  it("shows the appeal's status once one exists", () => {
    expect(appealActionOf({ feedbackId: 42, work: { id: 42, status: AppealStatus.REJECTED } })).toEqual({
      type: 'status',
      appealId: 42,
      status: 2,
    });
    expect(appealActionOf({ feedbackId: 42, work: null })).toEqual({ type: 'status', appealId: 42, status: null });
  });

  it('reads the number of either kind of record', () => {
    const base = { id: 'x', createTime: '', money: 1, status: 0, feedbackId: 0, work: null, text: '' };
    expect(recordNumber({ ...base, orderNo: 'order-1' })).toBe('order-1');
    expect(recordNumber({ ...base, tradeNo: 'trade-1' })).toBe('trade-1');
  });
});

describe('status colour of a record (seed §4)', () => {
  it('marks success, failure and still-open records of both kinds', () => {
    expect([0, 1, 2, 3].map((s) => statusToneOf('deposit', s))).toEqual(['open', 'ok', 'bad', 'bad']);
    expect([0, 1, 9, 99, -1, -2].map((s) => statusToneOf('withdraw', s))).toEqual(['open', 'open', 'open', 'ok', 'bad', 'bad']);
  });
});
