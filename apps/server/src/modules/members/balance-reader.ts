/** Balances shown in memberInfo, in minor units. */
export interface Balances {
  money: number;
  trial: number;
  diamond: number;
  coin: number;
  voucher: number;
}

/** The ledger module will implement this; memberInfo only reads through it. */
export interface BalanceReader {
  balancesOf(memberId: string): Promise<Balances>;
}

/**
 * There is no ledger yet (a later issue builds it), so every balance is zero. Named so nobody
 * mistakes it for a real balance source.
 */
export class NoLedgerYetBalances implements BalanceReader {
  async balancesOf(_memberId: string): Promise<Balances> {
    return { money: 0, trial: 0, diamond: 0, coin: 0, voucher: 0 };
  }
}
