/** The share dialog after a round: a messaging app, social networks and SMS, each with the invitation text. */
import { useI18n } from '../../shared/i18n/i18n';
import { Dialog } from '../../shared/ui/Dialog';

export function ShareDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const text = t('rain.share_text');
  const url = typeof location === 'undefined' ? '' : location.origin;
  const message = encodeURIComponent(`${text} ${url}`);
  const links = [
    { key: 'whatsapp', label: t('rain.share_whatsapp'), href: `https://wa.me/?text=${message}` },
    {
      key: 'facebook',
      label: t('rain.share_facebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    { key: 'x', label: t('rain.share_x'), href: `https://twitter.com/intent/tweet?text=${message}` },
    { key: 'sms', label: t('rain.share_sms'), href: `sms:?body=${message}` },
  ];
  return (
    <Dialog title={t('rain.share_title')} onClose={onClose} data-testid="cash-rain-share-dialog">
      <ul className="rain-share">
        {links.map((l) => (
          <li key={l.key}>
            <a
              className="btn btn--secondary btn--block"
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`cash-rain-share-${l.key}`}
            >
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
