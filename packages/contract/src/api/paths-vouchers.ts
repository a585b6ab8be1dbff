/**
 * Paths of the voucher and promotion calls. Kept out of `apiPaths` (paths.ts), which ships in the
 * web app's first screen: only the lazy coupon and promotion pages call these (through
 * `api.request`), so the first-screen budget does not pay for them. The voucher lists
 * are the seeds'; use, the promotion list, detail and claim are unnamed by them, named in their style.
 */
export const voucherPaths = {
  vouchersValid: { method: 'GET', path: '/account-service/vouchers/personal/valid' },
  vouchersUsed: { method: 'GET', path: '/account-service/vouchers/personal/used' },
  vouchersExpired: { method: 'GET', path: '/account-service/vouchers/personal/expired' },
  voucherUse: { method: 'POST', path: '/account-service/vouchers/personal/use' },
  promotions: { method: 'GET', path: '/activity-service/promotions' },
  promotionInfo: { method: 'GET', path: '/activity-service/promotions/info' },
  promotionClaim: { method: 'POST', path: '/activity-service/promotions/claim' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;
