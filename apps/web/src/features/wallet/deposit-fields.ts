/** The deposit form's rules that need no React, pure. */
import type { DepositChannel } from '@nyota/contract/api/payments';

/** The channel the server marks selected, else the first. */
export function initialDepositChannel(channels: readonly DepositChannel[]): number | null {
  return (channels.find((c) => c.selected) ?? channels[0])?.id ?? null;
}

/** What reaches the wallet: the amount less the tax, plus any subsidy of the tax rate. */
export function depositCredit(amount: number, tax: { taxPayable: number; rateSubsidyAmount: number }): number {
  return amount - tax.taxPayable + tax.rateSubsidyAmount;
}
