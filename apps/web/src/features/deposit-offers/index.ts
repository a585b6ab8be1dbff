/** Deposit offers: each dialog its own lazy chunk; nothing here is in the first screen. */
import { lazyPage } from '../../shared/lib/lazy-page';

export const FirstDepositPopup = lazyPage(
  () => import('./FirstDepositPopup'),
  (m) => m.FirstDepositPopup,
);
export const PackPopup = lazyPage(
  () => import('./PackPopup'),
  (m) => m.PackPopup,
);
/** The Deposit screen's Package tab (the pack, promotion and normal offers). */
export const PackagePanel = lazyPage(
  () => import('./PackagePanel'),
  (m) => m.PackagePanel,
);
