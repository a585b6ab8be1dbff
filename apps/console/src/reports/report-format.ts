/** How the Figures pages write amounts, counts and rates: the contract's formatters, never floats. */
import { formatCount, formatHundredths, formatMoney } from '@nyota/contract/money/format';

export const money = (minor: number, symbol: string) => formatMoney(minor, symbol);
export const count = (n: number) => formatCount(n);
/** Basis points as a percentage: 9_700 -> "97.00%"; a dash where there is nothing to divide. */
export const rate = (bp: number | null) => (bp === null ? '–' : `${formatHundredths(bp)}%`);
