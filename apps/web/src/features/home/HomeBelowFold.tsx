import { PromotionsStrip } from '../vouchers/index';
import { CashRainStrip } from '../cash-rain/index';
import { HomeIntro } from './HomeIntro';

/**
 * The lobby's lazy slot below the games: the promotions banner (docs/product-rules/vouchers-and-promotions.md),
 * the cash-rain strip (docs/product-rules/cash-rain.md), then the intro text. One chunk, so neither
 * costs the first screen anything.
 */
export function HomeBelowFold() {
  return (
    <>
      <PromotionsStrip />
      <CashRainStrip />
      <HomeIntro />
    </>
  );
}
