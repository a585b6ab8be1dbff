/** The cashback and trial fund sections of the `offers` setting, or the market's presets when absent. */
import type { MarketCode } from '@nyota/contract/markets';
import {
  trialFundPreset,
  weeklyCashbackPreset,
  type TrialFund,
  type WeeklyCashback,
} from '@nyota/contract/staff/cashback-offer-schemas';
import type { Db } from '../../platform/db/database.js';
import { readOfferSettings } from '../offers/index.js';

export async function weeklyCashbackOf(db: Db, market: MarketCode): Promise<WeeklyCashback> {
  return (await readOfferSettings(db)).weeklyCashback ?? weeklyCashbackPreset(market);
}

export async function trialFundOf(db: Db, market: MarketCode): Promise<TrialFund> {
  return (await readOfferSettings(db)).trialFund ?? trialFundPreset(market);
}

/**
 * The member's rate in hundredths of a percent: `percent` plus what their VIP level adds, at most
 * `vipMaxPercent` (and never below `percent`, should staff set the cap under it).
 */
export function rateFor(s: Pick<WeeklyCashback, 'percent' | 'vipMaxPercent'>, vipRate: number): number {
  const base = s.percent * 100;
  return Math.min(base + Math.max(0, vipRate), Math.max(s.percent, s.vipMaxPercent) * 100);
}

/** `rate` (hundredths of a percent) of a net loss of at least `minLoss`, floored, at most `weeklyCap`; 0 otherwise. */
export function cashbackFor(netLoss: number, s: Pick<WeeklyCashback, 'minLoss' | 'weeklyCap'>, rate: number): number {
  if (netLoss <= 0 || netLoss < s.minLoss) return 0;
  return Math.min(s.weeklyCap, Math.floor((netLoss * rate) / 10_000));
}
