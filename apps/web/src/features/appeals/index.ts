/**
 * Appeals (docs/product-rules/records-and-appeals.md#appeal-form): the appeal dialogs, opened by the
 * Records page and the Complaint records page, and that page. Everything here is lazy.
 */
import { lazyPage } from '../../shared/lib/lazy-page';

export type { AppealTarget } from './appeal-target';

const loadDialogs = () => import('./AppealDialogHost');

/** Render inside <Suspense>; it draws the dialog for its `target` into <body>. */
export const AppealDialogHost = lazyPage(loadDialogs, (m) => m.AppealDialogHost);

/** Fetches the dialogs' chunk ahead of the first tap on Appeal (slow networks). */
export function preloadAppealDialogs(): void {
  void loadDialogs().catch(() => undefined);
}

export const ComplainRecordsPage = lazyPage(
  () => import('./ComplainRecordsPage'),
  (m) => m.ComplainRecordsPage,
);
