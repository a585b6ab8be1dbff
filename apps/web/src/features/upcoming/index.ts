/** Framed placeholder pages for features of later issues (one small lazy chunk). */
import { lazyPage } from '../../shared/lib/lazy-page';

export type { UpcomingId } from './upcoming-pages';
export const UpcomingPage = lazyPage(
  () => import('./UpcomingPage'),
  (m) => m.UpcomingPage,
);
