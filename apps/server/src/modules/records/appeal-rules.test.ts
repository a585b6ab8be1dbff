import { describe, expect, it } from 'vitest';
import { DepositStatus, WithdrawStatus } from '@nyota/contract/api/payments';
import { feedbackIdOf } from './appeal-rules.js';

describe('feedbackIdOf (seed §4 appeal rules)', () => {
  it.each([
    [DepositStatus.PROCESSING, 0],
    [DepositStatus.FAILED, 0],
    [DepositStatus.SUCCESS, -1],
    [DepositStatus.CLOSED, -1],
  ])('deposit status %i without an appeal gives %i', (status, expected) => {
    expect(feedbackIdOf('deposit', status, null)).toBe(expected);
  });

  it.each([
    [WithdrawStatus.WAITING, 0],
    [WithdrawStatus.PROCESSING, -1],
    [WithdrawStatus.THIRD_PARTY_PROCESSING, -1],
    [WithdrawStatus.SUCCESS, -1],
    [WithdrawStatus.FAILED_REFUNDED, -1],
    [WithdrawStatus.VERIFICATION_FAILED, -1],
  ])('withdraw status %i without an appeal gives %i', (status, expected) => {
    expect(feedbackIdOf('withdraw', status, null)).toBe(expected);
  });

  it('an existing appeal is always shown, whatever the status', () => {
    expect(feedbackIdOf('deposit', DepositStatus.SUCCESS, 7)).toBe(7);
    expect(feedbackIdOf('withdraw', WithdrawStatus.SUCCESS, 12)).toBe(12);
  });
});
