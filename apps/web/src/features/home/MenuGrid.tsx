import { SessionState } from '@nyota/contract/constants';
import { Link } from 'react-router';
import { useI18n } from '../../shared/i18n/i18n';
import { gateMenuEntry, MENU_ENTRIES } from '../../shared/nav/menu-entries';
import { askLogin } from '../../shared/session/login-intent';
import { useSession } from '../../shared/session/session-store';
import { Icon } from '../../shared/ui/Icon';

/** The home menu: the same entries as the desktop drawer; members' entries ask visitors to log in. */
export function MenuGrid() {
  const { t } = useI18n();
  const visitor = useSession((s) => s.state === SessionState.LOGGED_OUT);
  return (
    <nav className="menu-grid" aria-label={t('home.menu')}>
      {MENU_ENTRIES.map((e) => (
        <Link
          key={e.id}
          to={e.to}
          className="menu-grid__item"
          onClick={(ev) => gateMenuEntry(e, visitor, ev, askLogin)}
          data-testid={`menu-${e.id}`}
        >
          <span className="menu-grid__icon">
            <Icon d={e.icon} />
          </span>
          <span>{t(e.label)}</span>
        </Link>
      ))}
    </nav>
  );
}
