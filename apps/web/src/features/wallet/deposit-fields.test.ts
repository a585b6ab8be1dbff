import type { DepositChannel } from '@nyota/contract/api/payments';
import { describe, expect, it } from 'vitest';
import { depositCredit, initialDepositChannel } from './deposit-fields';

const channel = (id: number, selected: boolean): DepositChannel => ({
  id,
  channelCode: `C${id}`,
  logoUrl: '',
  mobilePattern: '',
  selected,
});

describe('deposit form rules', () => {
  it('start on the channel the server selected, else the first', () => {
    expect(initialDepositChannel([channel(1, false), channel(2, true)])).toBe(2);
    expect(initialDepositChannel([channel(1, false), channel(2, false)])).toBe(1);
    expect(initialDepositChannel([])).toBeNull();
  });

  it('credit the amount less the tax plus its subsidy', () => {
    expect(depositCredit(10_000, { taxPayable: 1_000, rateSubsidyAmount: 0 })).toBe(9_000);
    expect(depositCredit(10_000, { taxPayable: 1_000, rateSubsidyAmount: 400 })).toBe(9_400);
  });
});
