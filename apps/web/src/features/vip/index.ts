/**
 * The VIP club's piece another feature uses (docs/product-rules/vip.md): the profile's progress
 * card, loaded with the VIP page's chunk. The VIP page's route is in app/pages.ts, the level-up
 * dialog is loaded by the live connection (shared/session/live-connection.ts) and the daily VIP
 * reward dialog by the pop-up slot (app/shell/VipDailySlot.tsx), each importing its chunk directly,
 * so neither the first screen nor its preload lists carry anything of the club.
 */
import { lazyPage } from '../../shared/lib/lazy-page';

/** The member's level and progress, for the profile page (the VIP page's chunk re-exports it). */
export const VipProgress = lazyPage(
  () => import('./VipPage'),
  (m) => m.VipProgress,
);
