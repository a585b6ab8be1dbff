/**
 * The deposit (type 6000) and withdraw (type 6002) configuration documents, read from the global
 * config's `content` JSON. The contract describes them with zod, which stays out of the bundle; these
 * guards check the fields the screens use. A missing or malformed document reads as null, and the
 * screen then says the service is unavailable rather than guessing limits for real money.
 */
export interface DepositSettings {
  enable: true;
  minimumLimitPerTransaction: number;
  upperLimitPerTransaction: number;
  dailyLimit: number;
}

/**
 * Switched off: only the operator's message matters (it replaces the form,
 * docs/product-rules/wallet.md#withdraw-switched-off).
 */
export interface WithdrawPaused {
  enable: false;
  message: string;
}

export interface WithdrawSettings {
  enable: true;
  minimumLimitPerTransaction: number;
  upperLimitPerTransaction: number;
  dailyLimit: number;
  instantDailyCap: number;
}

type Json = Record<string, unknown>;

function firstContent(items: readonly { content: string }[]): Json | null {
  const content = items[0]?.content;
  if (content === undefined) return null;
  try {
    const value: unknown = JSON.parse(content);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

function amount(v: unknown, positive = true): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && (positive ? v > 0 : v >= 0);
}

export function parseDepositSettings(items: readonly { content: string }[]): DepositSettings | { enable: false } | null {
  const c = firstContent(items);
  if (!c || typeof c['enable'] !== 'boolean') return null;
  if (!c['enable']) return { enable: false };
  const { minimumLimitPerTransaction: min, upperLimitPerTransaction: max, dailyLimit } = c;
  if (!amount(min) || !amount(max) || !amount(dailyLimit) || min > max) return null;
  return { enable: true, minimumLimitPerTransaction: min, upperLimitPerTransaction: max, dailyLimit };
}

export function parseWithdrawSettings(items: readonly { content: string }[]): WithdrawSettings | WithdrawPaused | null {
  const c = firstContent(items);
  if (!c || typeof c['enable'] !== 'boolean') return null;
  if (!c['enable']) return { enable: false, message: typeof c['message'] === 'string' ? c['message'].trim() : '' };
  const { minimumLimitPerTransaction: min, upperLimitPerTransaction: max, dailyLimit, instantDailyCap } = c;
  if (!amount(min) || !amount(max) || !amount(dailyLimit) || !amount(instantDailyCap, false) || min > max) return null;
  return {
    enable: true,
    minimumLimitPerTransaction: min,
    upperLimitPerTransaction: max,
    dailyLimit,
    instantDailyCap,
  };
}
