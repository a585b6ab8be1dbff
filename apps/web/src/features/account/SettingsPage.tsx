import * as ic from '../../shared/ui/icons';
import { useI18n } from '../../shared/i18n/i18n';
import { logout } from '../../shared/session/session-actions';
import { ListButton, ListLink } from '../../shared/ui/ListRow';
import { PageFrame } from '../../shared/ui/PageFrame';
import { LanguagePicker } from './LanguagePicker';

/**
 * Settings: 'settings' is the mobile layout (one column), 'settingspc' the desktop one (language and
 * account side by side). Same content, so one component with a variant.
 */
export function SettingsPage({ variant }: { variant: 'mobile' | 'pc' }) {
  const { t } = useI18n();
  return (
    <PageFrame title={t('settings.title')} data-testid="settings-page">
      <div className={variant === 'pc' ? 'settings settings--pc' : 'settings'}>
        <section className="card" aria-label={t('settings.language')}>
          <LanguagePicker />
        </section>
        <nav className="card list" aria-label={t('settings.account')}>
          <ListLink to="/settingspassword" icon={ic.lock} label={t('settings.password')} data-testid="settings-password" />
          <ListLink to="/personal" icon={ic.personal} label={t('settings.personal')} data-testid="settings-personal" />
          <ListLink to="/safer-play" icon={ic.pause} label={t('rg.title')} data-testid="settings-safer-play" />
          <ListLink
            to="/self-excusion"
            icon={ic.pause}
            label={t('settings.self_exclusion')}
            data-testid="settings-self-exclusion"
          />
          <ListButton onClick={() => void logout()} icon={ic.logout} label={t('auth.logout')} data-testid="logout" />
        </nav>
      </div>
    </PageFrame>
  );
}
