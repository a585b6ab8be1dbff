/**
 * Texts of the Deposit screen's PayBill tab (features/wallet/PayBillPanel.tsx), spread into en.ts
 * and sw.ts with one line each. sw must have every key.
 */
export const payBillEn = {
  'paybill.tabs': 'Ways to deposit',
  'paybill.tab_deposit': 'Deposit',
  'paybill.tab_paybill': 'PayBill',
  'paybill.code_label': 'PayBill number',
  'paybill.copy': 'Copy',
  'paybill.copied': 'Copied',
  'paybill.steps_title': 'How to pay from your phone',
  'paybill.table_title': 'Extra for paying by PayBill',
  'paybill.col_range': 'Deposit',
  'paybill.col_extra': 'Extra cash',
  'paybill.col_bonus': 'Special bonus',
  'paybill.range': '{min} – {max}',
  'paybill.note': 'Your balance rises as soon as M-Pesa confirms the payment. Extra cash follows shortly after.',
  'paybill.load_failed': 'The PayBill details could not be loaded.',
} as const;

export const payBillSw: Record<keyof typeof payBillEn, string> = {
  'paybill.tabs': 'Njia za kuweka pesa',
  'paybill.tab_deposit': 'Weka pesa',
  'paybill.tab_paybill': 'PayBill',
  'paybill.code_label': 'Namba ya PayBill',
  'paybill.copy': 'Nakili',
  'paybill.copied': 'Imenakiliwa',
  'paybill.steps_title': 'Jinsi ya kulipa kwa simu yako',
  'paybill.table_title': 'Ziada kwa kulipa kwa PayBill',
  'paybill.col_range': 'Kiasi',
  'paybill.col_extra': 'Pesa za ziada',
  'paybill.col_bonus': 'Bonasi maalum',
  'paybill.range': '{min} – {max}',
  'paybill.note': 'Salio lako linaongezeka mara M-Pesa inapothibitisha malipo. Pesa za ziada zinafuata muda mfupi baadaye.',
  'paybill.load_failed': 'Maelezo ya PayBill hayakuweza kupakiwa.',
};
