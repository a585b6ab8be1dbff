import { describe, expect, it } from 'vitest';
import { voucherTierOf } from './vouchers.js';

describe('voucher tiers (seeds: 3 or more copies, 2, or 1)', () => {
  it('maps copies to their tier', () => {
    expect([1, 2, 3, 4, 100].map(voucherTierOf)).toEqual([1, 2, 3, 3, 3]);
  });
});
