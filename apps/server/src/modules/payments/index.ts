/**
 * Payments: deposits, withdrawals, provider callbacks, the poller and reconciliation. Other modules
 * read an intent's state words from here (records shows them, appeals judges them).
 */
export {
  createPaymentsModule,
  POLL_INTERVAL_MS,
  RECONCILE_CHECK_MS,
  type PaymentsModule,
  type PaymentsModuleDeps,
} from './payments.module.js';
export { providersFor, type PaymentProviders } from './provider-setup.js';
export * from './intent-state.js';
export {
  createWithdrawalReviewModule,
  type WithdrawalReviewModule,
  type WithdrawalReviewModuleDeps,
} from './withdrawal-review.module.js';
export { WITHDRAWAL_APPROVE_KIND } from './withdrawal-review.service.js';
export { IntentLookups } from './intent-lookups.js';
/** A failure code as the player reads it, in their language (deposit notices, inbox messages). */
export { failureText } from './payment-notifier.js';
export { PaymentLookup, type ProviderRequery } from './payment-lookup.js';
export type { Intent } from './intent-row.js';
export { PaymentFigures, type PaymentFigureRow } from './payment-figures.service.js';
export { paymentSettingStores, type PaymentSettingStore } from './market-settings.js';
export { PAYBILL_PROVIDER, PayBillService, type PayBillAccount, type PayBillAccounts } from './paybill/paybill.service.js';
export type { PayBillRow } from './paybill/paybill.repo.js';
export type { DepositService, DepositAlongside, PayingMember } from './deposit.service.js';
