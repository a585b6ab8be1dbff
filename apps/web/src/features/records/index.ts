/**
 * The Records screen (docs/product-rules/records-and-appeals.md#records-screen): deposits and
 * withdrawals by month, with their appeals.
 */
import { lazyPage } from '../../shared/lib/lazy-page';

export const RecordsPage = lazyPage(
  () => import('./RecordsPage'),
  (m) => m.RecordsPage,
);

/** The 6-month picker, shared with the game records page. */
export { monthLabel, recordMonths } from './record-months';
