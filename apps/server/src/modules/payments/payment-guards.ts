/**
 * Checks deposits and withdrawals share before an intent is written: the configured amount range
 * and a provider that serves the channel's operator in the market.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { MarketPreset } from '@nyota/contract/markets';
import { AppError } from '../../platform/http/app-error.js';
import { countryOf } from './channel-view.js';
import { formatMoneyInText } from '@nyota/contract/money/format';
import type { ProviderDirectory } from './provider-directory.js';
import type { Direction, Operator } from './providers/provider-adapter.js';

export interface AmountLimits {
  minimumLimitPerTransaction: number;
  upperLimitPerTransaction: number;
}

/** docs/product-rules/wallet.md#deposit-limits: one message for both bounds, naming the range. */
export function assertAmountInRange(
  amount: number,
  limits: AmountLimits,
  market: MarketPreset,
  key: 'errors.deposit_amount_range' | 'errors.withdraw_amount_range',
): void {
  if (amount < limits.minimumLimitPerTransaction || amount > limits.upperLimitPerTransaction) {
    throw new AppError(ErrorCode.LIMIT_EXCEEDED, key, {
      min: formatMoneyInText(limits.minimumLimitPerTransaction, market.currencySymbol),
      max: formatMoneyInText(limits.upperLimitPerTransaction, market.currencySymbol),
    });
  }
}

export function routeOrRefuse(providers: ProviderDirectory, market: MarketPreset, operator: string, direction: Direction) {
  const adapter = providers.route(countryOf(market), operator as Operator, direction);
  if (!adapter) throw new AppError(ErrorCode.CHANNEL_UNAVAILABLE, 'errors.channel_unavailable');
  return adapter;
}
