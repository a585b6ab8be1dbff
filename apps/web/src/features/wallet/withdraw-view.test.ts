import { describe, expect, it } from 'vitest';
import { asWithdrawRecord, channelForNumber, withdrawTone } from './withdraw-view';

describe('withdraw result and channel choice', () => {
  it('reads seed §4 withdraw statuses as review, sent, success or failed', () => {
    expect(withdrawTone(0)).toBe('review');
    expect(withdrawTone(1)).toBe('sent');
    expect(withdrawTone(9)).toBe('sent');
    expect(withdrawTone(99)).toBe('success');
    expect(withdrawTone(-1)).toBe('failed');
    expect(withdrawTone(-2)).toBe('failed');
  });

  it("preselects the channel whose number pattern matches the member's number, tolerating a bad pattern", () => {
    const channels = [
      { id: 1, mobilePattern: '(' },
      { id: 2, mobilePattern: '^0(?:96\\d{7}|76\\d{7})$' },
      { id: 3, mobilePattern: '^0(?:97\\d{7}|77\\d{7})$' },
    ];
    expect(channelForNumber(channels, '0971234567')?.id).toBe(3);
    expect(channelForNumber(channels, '0961234567')?.id).toBe(2);
    expect(channelForNumber(channels, '0951234567')).toBeNull();
    expect(channelForNumber(channels, '')).toBeNull();
  });

  it('accepts only a complete withdrawal from router state', () => {
    const record = {
      id: 'x',
      createTime: '',
      tradeNo: 't',
      money: 1,
      fee: 0,
      tax: 0,
      net: 1,
      status: 0,
      channel: 1,
      channelCode: 'MTN',
      mobile: '096****567',
    };
    expect(asWithdrawRecord(record)).toBe(record);
    expect(asWithdrawRecord({ ...record, net: '1' })).toBeNull();
    expect(asWithdrawRecord(undefined)).toBeNull();
  });
});
