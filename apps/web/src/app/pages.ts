/**
 * Lazy route modules: every page and dialog is its own chunk (budget: initial JS <= 100 KiB gzip,
 * each lazy chunk <= 30 KiB). The lobby is the exception: it is the landing route and stays mounted,
 * so it ships in the initial chunk instead of costing a second round trip on slow networks.
 */
import { lazyPage } from '../shared/lib/lazy-page';

export const LinksPage = lazyPage(
  () => import('../features/content/index'),
  (m) => m.LinksPage,
);
export const FaqPage = lazyPage(
  () => import('../features/content/index'),
  (m) => m.FaqPage,
);
export const PrivacyPage = lazyPage(
  () => import('../features/content/index'),
  (m) => m.PrivacyPage,
);
export const ContactUsPage = lazyPage(
  () => import('../features/content/index'),
  (m) => m.ContactUsPage,
);

export const GlobalAlert = lazyPage(
  () => import('../shared/ui/feedback/GlobalAlert'),
  (m) => m.GlobalAlert,
  { query: false },
);

/** The reality check's timer and dialog: loaded only while a logged-in player is on a real-money game. */
export const RealityCheckWatcher = lazyPage(
  () => import('../features/safer-play/time-out/RealityCheckDialog'),
  (m) => m.RealityCheckWatcher,
);
/** Safer play: the limits page and the limit offer after sign-up. */
export const SaferPlayPage = lazyPage(
  () => import('../features/safer-play/SaferPlayPage'),
  (m) => m.SaferPlayPage,
);
export const LimitOfferDialog = lazyPage(
  () => import('../features/safer-play/LimitOfferDialog'),
  (m) => m.LimitOfferDialog,
);

/** Bonus Center: the player's bonus money, its terms and progress. */
export const BonusCenterPage = lazyPage(
  () => import('../features/bonus-center/BonusCenterPage'),
  (m) => m.BonusCenterPage,
);

/** VIP Club: levels, benefits and the member's progress (docs/product-rules/vip.md); open to guests. */
export const VipPage = lazyPage(
  () => import('../features/vip/VipPage'),
  (m) => m.VipPage,
);

/** CashBack: the weekly cashback and the weekly trial fund (docs/product-rules/cashback.md). */
export const CashbackPage = lazyPage(
  () => import('../features/cashback/CashbackPage'),
  (m) => m.CashbackPage,
);
/** Coupons: the player's vouchers, valid, used and expired (docs/product-rules/vouchers-and-promotions.md). */
export const CouponPage = lazyPage(
  () => import('../features/vouchers/CouponPage'),
  (m) => m.CouponPage,
);
/** Promotions: the list and one promotion's detail. */
export const PromotionsPage = lazyPage(
  () => import('../features/vouchers/PromotionsPage'),
  (m) => m.PromotionsPage,
);

/** The home pop-up's trigger: loaded once the page has settled, never part of the first screen. */
export const PopupSlot = lazyPage(
  () => import('./shell/PopupSlot'),
  (m) => m.PopupSlot,
  { query: false },
);

/** Task Center: the task centre and diamond tasks (docs/product-rules/tasks.md). */
export const TaskCenterPage = lazyPage(
  () => import('../features/tasks/TaskCenterPage'),
  (m) => m.TaskCenterPage,
);

/** The mall (Cash Draw), its "more" pages and the exchange: one chunk (docs/product-rules/mall.md). */
/** The giveaway (/activities/giveaway/{id?}): a round's presents, claim, or sign up and claim. */
export const GiveawayPage = lazyPage(
  () => import('../features/giveaway/GiveawayPage'),
  (m) => m.GiveawayPage,
);
export const MallPages = lazyPage(
  () => import('../features/mall/MallPages'),
  (m) => m.MallPages,
);

/** Invitations and cash giving (docs/product-rules/invites.md): invite/{id}/{action?}. */
export const InvitePage = lazyPage(
  () => import('../features/invite/InvitePage'),
  (m) => m.InvitePage,
);
