import { Link, useLocation } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import { openDepositDialog } from '../../features/wallet/index';
import { useI18n } from '../../shared/i18n/i18n';
import { gateMenuEntry, isEntryCurrent, MENU_ENTRIES } from '../../shared/nav/menu-entries';
import { askLogin } from '../../shared/session/login-intent';
import { useSession } from '../../shared/session/session-store';
import { Icon, Logo } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';
import { AccountArea } from './AccountArea';

export const DRAWER_ID = 'side-drawer';

/** Desktop layout (> 768 px): a top bar with the drawer toggle, and the side drawer (300 px, 68 collapsed). */
export function DesktopTopBar({ collapsed, onToggle }: { collapsed: boolean; onToggle(): void }) {
  const { t } = useI18n();
  return (
    <header className="topbar topbar--desktop">
      <button
        type="button"
        className="icon-btn"
        aria-controls={DRAWER_ID}
        aria-expanded={!collapsed}
        aria-label={t(collapsed ? 'drawer.expand' : 'drawer.collapse')}
        onClick={onToggle}
        data-testid="drawer-toggle"
      >
        <Icon d={ic.menu} />
      </button>
      <Link to="/" className="topbar__brand" aria-label={t('app.home_label')}>
        <Logo />
      </Link>
      <AccountArea desktop />
    </header>
  );
}

export function SideDrawer({ collapsed }: { collapsed: boolean }) {
  const { t } = useI18n();
  const visitor = useSession((s) => s.state === SessionState.LOGGED_OUT);
  const { pathname, hash } = useLocation();
  return (
    <nav id={DRAWER_ID} className="drawer" aria-label={t('drawer.label')} data-collapsed={collapsed} data-testid="side-drawer">
      <ul>
        {MENU_ENTRIES.map((e) => (
          <li key={e.id}>
            <Link
              to={e.to}
              aria-current={isEntryCurrent(e, pathname, hash) ? 'page' : undefined}
              className="drawer__item"
              title={collapsed ? t(e.label) : undefined}
              onClick={(ev) => {
                if (!gateMenuEntry(e, visitor, ev, askLogin) && e.id === 'deposit') openDepositDialog(ev);
              }}
              data-testid={`drawer-${e.id}`}
            >
              <Icon d={e.icon} />
              <span className="drawer__label">{t(e.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
