/**
 * The bonus on every deposit (docs/product-rules/deposit-offers.md#every-deposit): staff's section
 * of the `offers` setting when saved, else the market's preset (5% in Kenya, off elsewhere).
 */
import type { MarketCode } from '@nyota/contract/markets';
import { everyDepositPreset, type EveryDepositOffer } from '@nyota/contract/staff/deposit-offer-settings-schemas';
import type { Db } from '../../platform/db/database.js';
import { readOfferSettings } from '../offers/index.js';

export const EVERY_DEPOSIT = 'deposit-bonus';

export async function everyDepositOffer(db: Db, market: MarketCode): Promise<EveryDepositOffer> {
  return (await readOfferSettings(db)).everyDeposit ?? everyDepositPreset(market);
}
