/**
 * Players already at VIP 4 before the run, where the exchange opens (docs/product-rules/mall.md#exchange),
 * holding diamonds to exchange. seed-database.ts writes this year's points at V4's default threshold
 * with the level they reached, as the vip-points consumer would have, and grants the diamonds as a
 * promotion would: no spec lowers the `mall` setting's required level under the others.
 */
import { DEFAULT_VIP_SETTINGS } from '@nyota/contract/staff/vip-settings-schemas';
import { PlayerPool } from './player-pool.js';

// exchange.spec claims one per project; the rest is room for retries run by hand.
export const exchangePlayers = new PlayerPool('exchange-players', 4);

export const EXCHANGE_LEVEL = 4;
export const EXCHANGE_VIP_POINTS = DEFAULT_VIP_SETTINGS.levels[EXCHANGE_LEVEL]?.threshold ?? 0;
/** 600.00 diamonds: more than the default daily limit of 500.00, so the limit is what stops them. */
export const EXCHANGE_DIAMONDS = 60_000;
