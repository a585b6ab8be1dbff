import { describe, expect, it } from 'vitest';
import { offerSettingsSchema } from './offer-settings-schemas.js';
import { DEFAULT_PAY_BILL_OFFER, payBillOfferSchema } from './pay-bill-offer-schema.js';

describe('pay-bill offer settings', () => {
  it('accepts the default and fills it into an offers document saved before the section existed', () => {
    expect(payBillOfferSchema.parse(DEFAULT_PAY_BILL_OFFER)).toEqual(DEFAULT_PAY_BILL_OFFER);
    const old = { signIn: { enabled: true, bonusType: 3, amount: 500, name: 'Daily sign-in coins' } };
    expect(offerSettingsSchema.parse(old).payBill).toEqual(DEFAULT_PAY_BILL_OFFER);
  });

  it('refuses overlapping or descending ranges, an inverted range and a paybill number that is not one', () => {
    const range = (min: number, max: number) => ({ min, max, extraCash: 0, bonusPercent: 1 });
    const withRanges = (ranges: unknown[]) => ({ ...DEFAULT_PAY_BILL_OFFER, ranges });
    expect(payBillOfferSchema.safeParse(withRanges([range(100, 500), range(500, 900)])).success).toBe(false);
    expect(payBillOfferSchema.safeParse(withRanges([range(600, 900), range(100, 500)])).success).toBe(false);
    expect(payBillOfferSchema.safeParse(withRanges([range(500, 100)])).success).toBe(false);
    expect(payBillOfferSchema.safeParse(withRanges([range(100, 499), range(500, 900)])).success).toBe(true);
    expect(payBillOfferSchema.safeParse({ ...DEFAULT_PAY_BILL_OFFER, payBillCode: '12ab' }).success).toBe(false);
    expect(payBillOfferSchema.safeParse({ ...DEFAULT_PAY_BILL_OFFER, steps: { en: [], sw: ['x'] } }).success).toBe(false);
  });

  it('refuses a window that ends before it starts, and a percent over 100', () => {
    const window = { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' };
    expect(payBillOfferSchema.safeParse({ ...DEFAULT_PAY_BILL_OFFER, ...window }).success).toBe(false);
    const ranges = [{ min: 100, max: 200, extraCash: 0, bonusPercent: 101 }];
    expect(payBillOfferSchema.safeParse({ ...DEFAULT_PAY_BILL_OFFER, ranges }).success).toBe(false);
  });
});
