import { Link } from 'react-router';
import { contactChannel } from '@nyota/contract/contact';
import type { ContactChannelKind } from '@nyota/contract/markets';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { Icon } from '../../shared/ui/Icon';
import * as wi from './wallet-icons';

/**
 * Contact icons on the wallet screens
 * (docs/product-rules/market-support-and-sign-up-code.md#support-channels). Each opens its channel
 * directly (dialler, WhatsApp, mail) when the market has it, and otherwise the contact page, which
 * lists what there is.
 */
export function ContactIcons({ onNavigate }: { onNavigate?(): void }) {
  const { t } = useI18n();
  const items: { kind: ContactChannelKind; icon: string; label: string }[] = [
    { kind: 'phone', icon: wi.phone, label: t('wallet.contact_call') },
    { kind: 'whatsapp', icon: wi.chat, label: t('wallet.contact_chat') },
    { kind: 'email', icon: wi.mail, label: t('wallet.contact_mail') },
  ];
  return (
    <nav className="wallet-contact" aria-label={t('wallet.help')} data-testid="wallet-contact">
      <span className="muted">{t('wallet.help')}</span>
      <ul>
        {items.map((item) => {
          const value = market.contact[item.kind];
          const channel = value === undefined ? undefined : contactChannel(item.kind, value);
          const common = { className: 'icon-btn wallet-contact__btn', 'aria-label': item.label, title: item.label };
          return (
            <li key={item.kind}>
              {channel ? (
                <a
                  {...common}
                  href={channel.href}
                  data-channel={item.kind}
                  {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon d={item.icon} size={22} />
                </a>
              ) : (
                <Link {...common} to="/contactus" onClick={onNavigate}>
                  <Icon d={item.icon} size={22} />
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
