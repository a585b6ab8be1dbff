/** Server texts of vouchers and promotions, spread into en.ts and sw.ts with one line each. */
export const voucherMessagesEn = {
  'errors.voucher_not_found': 'Voucher not found',
  'errors.voucher_not_valid': 'This voucher is used up or has expired',
  'errors.voucher_needs_deposit': 'Make a deposit of at least {amount} to use this voucher',
  'errors.promotion_claimed': 'You have claimed this promotion already',
  'errors.promotion_not_for_you': 'This promotion is not open to your account',
} as const;

export const voucherMessagesSw: Record<keyof typeof voucherMessagesEn, string> = {
  'errors.voucher_not_found': 'Vocha haikupatikana',
  'errors.voucher_not_valid': 'Vocha hii imetumika yote au imeisha muda',
  'errors.voucher_needs_deposit': 'Weka angalau {amount} ili kutumia vocha hii',
  'errors.promotion_claimed': 'Umeshadai ofa hii',
  'errors.promotion_not_for_you': 'Ofa hii haipatikani kwa akaunti yako',
};
