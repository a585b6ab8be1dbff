/**
 * Vouchers and promotions (docs/product-rules/vouchers-and-promotions.md): the coupon and
 * promotion pages (lazy, app/pages.ts), the Bonus Center's voucher section and the lobby's
 * promotions strip.
 */
export { BonusCenterVouchers } from './BonusCenterVouchers';
export { PromotionsStrip } from './PromotionsStrip';
export { voucherCall, vouchersKey, promotionsKey } from './api';
