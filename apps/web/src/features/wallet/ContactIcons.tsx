import { Link } from 'react-router';
import { useI18n } from '../../shared/i18n/i18n';
import { Icon } from '../../shared/ui/Icon';
import * as wi from './wallet-icons';

/** Seed §2: contact icons on the wallet screens; each opens the contact page with the real addresses. */
export function ContactIcons({ onNavigate }: { onNavigate?(): void }) {
  const { t } = useI18n();
  const items = [
    { icon: wi.phone, label: t('wallet.contact_call') },
    { icon: wi.chat, label: t('wallet.contact_chat') },
    { icon: wi.mail, label: t('wallet.contact_mail') },
  ];
  return (
    <nav className="wallet-contact" aria-label={t('wallet.help')} data-testid="wallet-contact">
      <span className="muted">{t('wallet.help')}</span>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            <Link
              to="/contactus"
              className="icon-btn wallet-contact__btn"
              aria-label={item.label}
              title={item.label}
              onClick={onNavigate}
            >
              <Icon d={item.icon} size={22} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
