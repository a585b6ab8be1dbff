import { PromotionsStrip } from '../vouchers/index';
import { HomeIntro } from './HomeIntro';

/**
 * The lobby's lazy slot below the games: the promotions banner (docs/product-rules/vouchers-and-promotions.md),
 * then the intro text. One chunk, so the banner costs the first screen nothing.
 */
export function HomeBelowFold() {
  return (
    <>
      <PromotionsStrip />
      <HomeIntro />
    </>
  );
}
