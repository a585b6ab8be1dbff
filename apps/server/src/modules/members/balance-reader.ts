/** Balances shown in memberInfo, in minor units. */
export interface Balances {
  money: number;
  trial: number;
  diamond: number;
  coin: number;
  voucher: number;
}

/** Implemented by the ledger (LedgerService); memberInfo only reads through it. */
export interface BalanceReader {
  balancesOf(memberId: string): Promise<Balances>;
}
