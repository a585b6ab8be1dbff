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

/** `percent` of a net loss of at least `minLoss`, floored, at most `weeklyCap`; 0 otherwise. */
export function cashbackFor(netLoss: number, s: Pick<WeeklyCashback, 'percent' | 'minLoss' | 'weeklyCap'>): number {
  if (netLoss <= 0 || netLoss < s.minLoss) return 0;
  return Math.min(s.weeklyCap, Math.floor((netLoss * s.percent) / 100));
}
