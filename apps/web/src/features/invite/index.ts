/** Invitations: the page and the cash-giving pop-up, each its own lazy chunk; nothing here is in the first screen. */
import { lazyPage } from '../../shared/lib/lazy-page';

export const InviteCashDialog = lazyPage(
  () => import('./InviteCashDialog'),
  (m) => m.InviteCashDialog,
);
