/**
 * The game centre in the web app: lobby rows, leaderboard and winners for home, the category and
 * collection pages, the game page shell and game records. Everything is a lazy chunk; the lobby's
 * first paint (its tabs) needs none of it.
 */
import { lazyPage } from '../../shared/lib/lazy-page';
import { preloadGameViewOf } from './registry';

export const LobbyPanel = lazyPage(
  () => import('./lobby/LobbyPanel'),
  (m) => m.LobbyPanel,
);
export const Leaderboard = lazyPage(
  () => import('./lobby/Leaderboard'),
  (m) => m.Leaderboard,
);
export const WinnersBroadcast = lazyPage(
  () => import('./lobby/WinnersBroadcast'),
  (m) => m.WinnersBroadcast,
);
export const CategoryPage = lazyPage(
  () => import('./lobby/CategoryPage'),
  (m) => m.CategoryPage,
);
export const GamePage = lazyPage(
  () => {
    preloadGameViewOf(location.pathname);
    return import('./page/GamePage');
  },
  (m) => m.GamePage,
);
/** Routes `coinspin/{id}` and `diamondspin`: the wheels with their own demo/real switch. */
export const WheelPage = lazyPage(
  () => import('./wheels/WheelPage'),
  (m) => m.WheelPage,
);
export const GameRecordsPage = lazyPage(
  () => import('./records/GameRecordsPage'),
  (m) => m.GameRecordsPage,
);
