import { call } from '../../shared/api/client';
import { market } from '../../shared/lib/market';
import { ME_KEY } from '../../shared/session/member-keys';

/** A member's figures sit under ME_KEY (a balance push reloads them, logout drops them). */
export const cashbackKey = (member: boolean) => (member ? ([...ME_KEY, 'cashback'] as const) : (['cashback', 'guest'] as const));
export const trialFundKey = [...ME_KEY, 'trial-fund'] as const;

export const fetchCashback = () => call('cashback', {});
export const claimCashback = () => call('cashbackClaim', {});
export const fetchTrialFund = () => call('trialFund', {});
export const claimTrialFund = () => call('trialFundClaim', {});

/** "Sun 29 Nov, 23:59" in the market's time (the weeks and windows are the market's). */
export function marketTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    timeZone: market.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** The last minute of a window whose end is exclusive (a window ending at midnight reads "23:59"). */
export function lastMinuteOf(iso: string): string {
  return new Date(Date.parse(iso) - 60_000).toISOString();
}
