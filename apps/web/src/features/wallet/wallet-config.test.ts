import { describe, expect, it } from 'vitest';
import { parseDepositSettings, parseWithdrawSettings } from './wallet-config';

const item = (content: unknown) => [{ content: typeof content === 'string' ? content : JSON.stringify(content) }];

describe('payment configuration documents (types 6000 and 6002)', () => {
  it('reads the deposit limits the screen quotes', () => {
    expect(
      parseDepositSettings(
        item({
          enable: true,
          taxRate: null,
          minimumLimitPerTransaction: 500,
          upperLimitPerTransaction: 5_000_000,
          dailyLimit: 30_000_000,
        }),
      ),
    ).toEqual({ enable: true, minimumLimitPerTransaction: 500, upperLimitPerTransaction: 5_000_000, dailyLimit: 30_000_000 });
  });

  it('a disabled withdraw config carries only the operator message (it replaces the form)', () => {
    expect(parseWithdrawSettings(item({ enable: false, message: ' Maintenance until 18:00 ' }))).toEqual({
      enable: false,
      message: 'Maintenance until 18:00',
    });
  });

  it('missing, non-JSON or malformed documents read as null, never as made-up limits', () => {
    expect(parseDepositSettings([])).toBeNull();
    expect(parseDepositSettings(item('not json'))).toBeNull();
    expect(parseDepositSettings(item({ enable: true, minimumLimitPerTransaction: '5' }))).toBeNull();
    expect(
      parseWithdrawSettings(
        item({
          enable: true,
          minimumLimitPerTransaction: 9_000,
          upperLimitPerTransaction: 1_000,
          dailyLimit: 1,
          instantDailyCap: 0,
        }),
      ),
    ).toBeNull();
  });
});
