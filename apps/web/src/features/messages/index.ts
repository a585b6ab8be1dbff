/**
 * Messages (docs/product-rules/messages.md): the inbox page and the top bar's bell with the unread
 * badge, each its own small chunk (the bell loads with the member area, never for visitors).
 */
import { lazyPage } from '../../shared/lib/lazy-page';

export const MessagesPage = lazyPage(
  () => import('./MessagesPage'),
  (m) => m.MessagesPage,
);

export const MessagesBell = lazyPage(
  () => import('./MessagesBell'),
  (m) => m.MessagesBell,
);

export { unreadBadge, UNREAD_BADGE_MAX } from './unread-badge';
