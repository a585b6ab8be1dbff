import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../shared/i18n/i18n';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';
import { messageCountQuery } from './api';
import { unreadBadge } from './unread-badge';
import './bell.css';

/**
 * The messages entry of the member's top bar: a bell with the unread count (99+ above 99). Part of
 * the member area's lazy chunk, never of the first screen; the count is kept fresh by the
 * Notification push and by every read.
 */
export function MessagesBell() {
  const { t } = useI18n();
  const total = useQuery(messageCountQuery).data?.total ?? 0;
  const badge = unreadBadge(total);
  return (
    <Link
      to="/message"
      className="icon-btn messages-bell"
      aria-label={badge ? t('inbox.bell_unread', { count: badge }) : t('inbox.title')}
      data-testid="topbar-messages"
    >
      <Icon d={ic.bell} />
      {badge && (
        <span className="messages-bell__badge" data-testid="messages-badge">
          {badge}
        </span>
      )}
    </Link>
  );
}
