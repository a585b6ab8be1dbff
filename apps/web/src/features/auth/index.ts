/** Auth dialogs, each its own lazy chunk (loaded when opened, with the complete dictionary). */
import { lazyPage } from '../../shared/lib/lazy-page';

export const LoginDialog = lazyPage(
  () => import('./LoginDialog'),
  (m) => m.LoginDialog,
);
export const SignUpDialog = lazyPage(
  () => import('./SignUpDialog'),
  (m) => m.SignUpDialog,
);
export const ForgotPasswordDialog = lazyPage(
  () => import('./ForgotPasswordDialog'),
  (m) => m.ForgotPasswordDialog,
);

/** Visitors are likely to open these next: fetch them when the page is idle so they open at once. */
export function preloadAuthDialogs(): void {
  void import('./LoginDialog');
  void import('./SignUpDialog');
  void import('../../shared/api/query-root');
}
/**
 * The sign-up form for a page with its own sign-up call (the giveaway's register-and-claim). It
 * shares the sign-up dialog's chunk, which costs the first screen least (its budget is full).
 */
export const SignUpForm = lazyPage(
  () => import('./SignUpDialog'),
  (m) => m.SignUpForm,
);
