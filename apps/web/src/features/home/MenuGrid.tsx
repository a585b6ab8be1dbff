import { Link } from 'react-router';
import { useI18n } from '../../shared/i18n/i18n';
import { MENU_ENTRIES } from '../../shared/nav/menu-entries';
import { Icon } from '../../shared/ui/Icon';

/** The home menu: the same entries as the desktop drawer (seed §2). */
export function MenuGrid() {
  const { t } = useI18n();
  return (
    <nav className="menu-grid" aria-label={t('home.menu')}>
      {MENU_ENTRIES.map((e) => (
        <Link key={e.id} to={e.to} className="menu-grid__item" data-testid={`menu-${e.id}`}>
          <span className="menu-grid__icon">
            <Icon d={e.icon} />
          </span>
          <span>{t(e.label)}</span>
        </Link>
      ))}
    </nav>
  );
}
