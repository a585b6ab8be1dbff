import { describe, expect, it } from 'vitest';
import { DepositResult } from '@nyota/contract/payments-constants';
import { depositNotice, noticeBody, onDepositScreen } from './deposit-notices';

describe('deposit notices outside the deposit screens (core seed §4)', () => {
  it('the deposit and waiting routes and the wallet dialog count as the deposit screen', () => {
    expect(onDepositScreen('/deposit', null)).toBe(true);
    expect(onDepositScreen('/Waiting', null)).toBe(true);
    expect(onDepositScreen('/profile', 'wallet')).toBe(true);
    expect(onDepositScreen('/profile', 'login')).toBe(false);
    expect(onDepositScreen('/', null)).toBe(false);
    expect(onDepositScreen('/withdraw-waiting', null)).toBe(false);
  });

  it('finished deposits give a success or failure notice; pending ones and on-screen ones none', () => {
    const done = { no: 'T', status: DepositResult.SUCCESS, desc: 'Deposit successful: K100.00 added' };
    expect(depositNotice(done, false)).toEqual({ title: 'wallet.notice_success', desc: done.desc });
    expect(depositNotice(done, true)).toBeNull();
    expect(depositNotice({ ...done, status: DepositResult.FAILURE }, false)?.title).toBe('wallet.notice_failed');
    expect(depositNotice({ ...done, status: DepositResult.PENDING }, false)).toBeNull();
  });

  it('shows the amount or reason under the title without repeating the title', () => {
    expect(noticeBody('Deposit successful', 'Deposit successful: K100.00 added')).toBe('K100.00 added');
    expect(noticeBody('Deposit failed', 'Deposit failed: the PIN was wrong')).toBe('The PIN was wrong');
    expect(noticeBody('Kuweka pesa kumeshindikana', 'Deposit failed: the PIN was wrong')).toBe(
      'Deposit failed: the PIN was wrong',
    );
  });
});
