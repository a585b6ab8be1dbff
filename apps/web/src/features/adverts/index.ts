/** Home pop-ups and the download page: each its own lazy chunk; only their triggers are in the first bundle. */
import { lazyPage } from '../../shared/lib/lazy-page';

export const HomePopup = lazyPage(
  () => import('./HomePopup'),
  (m) => m.HomePopup,
);
export const DownloadPage = lazyPage(
  () => import('./DownloadPage'),
  (m) => m.DownloadPage,
);
