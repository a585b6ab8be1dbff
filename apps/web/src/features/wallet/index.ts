/**
 * The wallet (docs/product-rules/wallet.md): deposit, its waiting/result screen, withdraw, its result, and the
 * desktop wallet dialog. Each is its own lazy chunk; only the click helper below is in the shell.
 */
import type { MouseEvent } from 'react';
import { openDialog } from '../../shared/lib/dialogs';
import { lazyPage } from '../../shared/lib/lazy-page';
import { matches, MOBILE_QUERY } from '../../shared/lib/layout';
import { isLoggedIn } from '../../shared/session/session-store';

export const DepositPage = lazyPage(
  () => import('./DepositPage'),
  (m) => m.DepositPage,
);
export const DepositWaitingPage = lazyPage(
  () => import('./DepositWaitingPage'),
  (m) => m.DepositWaitingPage,
);
export const WithdrawPage = lazyPage(
  () => import('./WithdrawPage'),
  (m) => m.WithdrawPage,
);
export const WithdrawWaitingPage = lazyPage(
  () => import('./WithdrawWaitingPage'),
  (m) => m.WithdrawWaitingPage,
);
export const WalletDialog = lazyPage(
  () => import('./WalletDialog'),
  (m) => m.WalletDialog,
);

/**
 * For Deposit links in the header and the drawer: on desktop (> 768 px) they open a member's wallet
 * dialog over the current page; on mobile, for a visitor (the deposit page opens the login dialog
 * and shows the form once they log in), or when the player asks for a new tab, they stay links.
 */
export function openDepositDialog(event: MouseEvent): void {
  if (
    matches(MOBILE_QUERY) ||
    !isLoggedIn() ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  event.preventDefault();
  openDialog('wallet');
}
