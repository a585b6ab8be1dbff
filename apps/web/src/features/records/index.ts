/** The Records screen (wallet seed §2): deposits and withdrawals by month, with their appeals. */
import { lazyPage } from '../../shared/lib/lazy-page';

export const RecordsPage = lazyPage(
  () => import('./RecordsPage'),
  (m) => m.RecordsPage,
);
