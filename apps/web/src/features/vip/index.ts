/** The VIP club's screens (docs/product-rules/vip.md): each its own lazy chunk. */
import type { VipChange } from '@nyota/contract/im/vip';
import { loadMessages } from '../../shared/i18n/i18n';
import { lazyPage } from '../../shared/lib/lazy-page';

export const VipPage = lazyPage(
  () => import('./VipPage'),
  (m) => m.VipPage,
);

/** The member's level and progress, for the profile page. */
export const VipProgress = lazyPage(
  () => import('./VipProgress'),
  (m) => m.VipProgress,
);

/** Opens the level-up notice (its code and texts load on the first one). */
export async function showLevelUp(change: VipChange): Promise<void> {
  const [mod] = await Promise.all([import('./LevelUpNotice'), loadMessages()]);
  mod.showLevelUp(change);
}
