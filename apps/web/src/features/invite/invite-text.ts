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

/** hh:mm:ss left (with days in front past 24 hours). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
