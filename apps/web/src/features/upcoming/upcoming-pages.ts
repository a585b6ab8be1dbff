/**
 * Pages that later issues fill (wallet, records, promotions, games...). Each already has its real
 * frame from the seed (title, back button, action) and an honest empty state, so navigation,
 * guards and layout are complete now; a later feature replaces its route's element.
 */
import type { MessageKey } from '../../shared/i18n/i18n';
import * as ic from '../../shared/ui/icons';

export interface UpcomingSpec {
  title: MessageKey;
  /** Path data from icons.ts. */
  icon: string;
  empty: MessageKey;
  body: MessageKey;
  /** Per docs/product-rules/shell.md#page-frame, deposit has no back button. */
  back?: boolean;
  /** Header action; without `to` it is shown disabled (nothing to act on yet). */
  action?: { label: MessageKey; to?: string; testId: string };
  /** Seed: logged-out players see a login prompt instead of the page. */
  visitorPrompt?: MessageKey;
}

export const UPCOMING = {
  promotion: { title: 'menu.promotion', icon: ic.promotion, empty: 'upcoming.promotion_title', body: 'upcoming.promotion_body' },
  coupon: { title: 'upcoming.coupons', icon: ic.cashDraw, empty: 'upcoming.coupons_title', body: 'upcoming.coupons_body' },
} as const satisfies Record<string, UpcomingSpec>;

export type UpcomingId = keyof typeof UPCOMING;
