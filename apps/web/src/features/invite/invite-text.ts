/** Money and formula texts of the invitation page and dialog. */
import { formatHundredths, formatMoney } from '@nyota/contract/money/format';
import type { MessageKey } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';

type TranslateFn = (key: MessageKey, params?: Record<string, string | number>) => string;

export const cash = (minor: number): string => formatMoney(minor, market.currencySymbol);
export const odds = (hundredths: number): string => formatHundredths(hundredths);

/** The published table as lines: the start, each entry in turn, then the last one repeating. */
export function formulaLines(t: TranslateFn, start: number, increments: readonly number[], needed: number): string[] {
  const lines = [t('invite.formula_start', { start: cash(start) })];
  increments.forEach((amount, i) => lines.push(t('invite.formula_step', { n: i + 1, amount: cash(amount) })));
  const last = increments.at(-1);
  if (last !== undefined) lines.push(t('invite.formula_rest', { amount: cash(last) }));
  lines.push(t('invite.formula_needed', { n: needed }));
  return lines;
}

export function neededText(t: TranslateFn, needed: number, target: number): string {
  return needed === 1
    ? t('invite.needed_one', { target: cash(target) })
    : t('invite.needed', { n: needed, target: cash(target) });
}

export function processStatusKey(status: -1 | 0 | 1 | 2): MessageKey {
  return `invite.status.${status}`;
}

/** The link a friend opens: any route may carry the code and a channel (/:code/:channel). */
export function shareLink(code: string, channel: string): string {
  return `${location.origin}/${code}/${channel}`;
}
