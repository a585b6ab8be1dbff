/**
 * Vouchers (coupons, bonus type 5) and promotion campaigns as the player reads them
 * (docs/product-rules/vouchers-and-promotions.md). The seeds name the three voucher lists
 * (GET /vouchers/personal/valid, /used and /expired with size and maxId) and the bonus entry fields
 * (type, amount, copies, name, minAmount); the rest is named in their style.
 */
import { z } from 'zod';

export const VOUCHER_STATUSES = ['valid', 'used', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** The seeds' coupon tiers by copies: 3 or more, 2, or 1. */
export type VoucherTier = 1 | 2 | 3;
export function voucherTierOf(copies: number): VoucherTier {
  if (copies >= 3) return 3;
  return copies === 2 ? 2 : 1;
}

/** Page sizes of the used and expired lists. */
export const VOUCHER_PAGE_DEFAULT = 10;
export const VOUCHER_PAGE_MAX = 50;

/** One row of a list: a voucher (valid, expired) or one use of a copy (used). */
export const voucherView = z.object({
  /** The row's id: the voucher's in valid and expired, the use's in used; pass the last as maxId. */
  id: z.string(),
  voucherId: z.string(),
  /** Always 5 (coupon). */
  type: z.number().int(),
  name: z.string(),
  /** Value of one copy, minor units. */
  amount: z.number().int(),
  /** Copies this row stands for: left (valid), left unused (expired), 1 (used). */
  copies: z.number().int(),
  copiesTotal: z.number().int(),
  /** The smallest deposit the voucher may be used with; 0 needs none. */
  minAmount: z.number().int(),
  status: z.enum(VOUCHER_STATUSES),
  expireAt: z.string(),
  createTime: z.string(),
  /** When this copy was used (used only). */
  usedAt: z.string().nullable(),
});
export type VoucherView = z.infer<typeof voucherView>;

export const validVouchersQuery = z.object({});
export const validVouchersData = z.object({
  /** The voucher balance: the value of every copy left, minor units. */
  balance: z.number().int(),
  list: z.array(voucherView),
});
export type ValidVouchersData = z.infer<typeof validVouchersData>;

export const voucherPageQuery = z.object({
  size: z
    .string({ error: 'errors.invalid_quantity' })
    .regex(/^[0-9]{1,2}$/, { error: 'errors.invalid_quantity' })
    .transform((v) => Number(v))
    .refine((n) => n >= 1 && n <= VOUCHER_PAGE_MAX, { error: 'errors.invalid_quantity' })
    .optional()
    .default(VOUCHER_PAGE_DEFAULT),
  /** Rows with a smaller id than this (the last id of the page before); none for the first page. */
  maxId: z
    .string({ error: 'errors.validation' })
    .regex(/^[1-9][0-9]{0,18}$/, { error: 'errors.validation' })
    .optional(),
});
export type VoucherPageQuery = z.output<typeof voucherPageQuery>;

export const voucherPageData = z.object({
  list: z.array(voucherView),
  /** The maxId of the next page, or null when this was the last. */
  nextMaxId: z.string().nullable(),
});
export type VoucherPageData = z.infer<typeof voucherPageData>;

export const useVoucherBody = z.object({
  id: z.string({ error: 'errors.validation' }).regex(/^[1-9][0-9]{0,18}$/, { error: 'errors.validation' }),
});

export const useVoucherData = z.object({
  /** The row of the copy just used (status used). */
  used: voucherView,
  /** Cash added to the main balance, minor units. */
  paid: z.number().int(),
  /** The deposit it was used with, or null when the voucher needs none. */
  depositNo: z.string().nullable(),
});
export type UseVoucherData = z.infer<typeof useVoucherData>;
