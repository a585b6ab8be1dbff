import { Link, NavLink } from 'react-router';
import { useI18n } from '../../shared/i18n/i18n';
import { BOTTOM_NAV } from '../../shared/nav/menu-entries';
import { Icon, Logo } from '../../shared/ui/Icon';
import { AccountArea } from './AccountArea';

/** Mobile layout (<= 768 px): a top bar on the lobby and the bottom navigation. */
export function MobileTopBar() {
  const { t } = useI18n();
  return (
    <header className="topbar">
      <Link to="/" className="topbar__brand" aria-label={t('app.home_label')}>
        <Logo />
      </Link>
      <AccountArea />
    </header>
  );
}

export function BottomNav() {
  const { t } = useI18n();
  return (
    <nav className="bottomnav" aria-label={t('nav.label')}>
      {BOTTOM_NAV.map((e) => (
        <NavLink key={e.id} to={e.to} end={e.to === '/'} className="bottomnav__item" data-testid={`nav-${e.id}`}>
          <Icon d={e.icon} />
          <span>{t(e.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
