import { Link } from 'react-router';
import { useI18n } from '../../shared/i18n/i18n';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';

/**
 * The mobile-app banner (lazy chunk), drawn into the box PromoSlot reserved at the top of the page
 * content: in the flow, so it covers nothing, and the box is there before it, so it moves nothing.
 */
export function PromoBanner({ onDismiss }: { onDismiss(): void }) {
  const { t } = useI18n();
  return (
    <aside className="promo" aria-label={t('promo.label')} data-testid="promo-banner">
      <span className="promo__icon" aria-hidden="true">
        <Icon d={ic.download} size={20} />
      </span>
      <p className="promo__text">
        <strong>{t('promo.title')}</strong> <span>{t('promo.body')}</span>
      </p>
      <Link to="/download" className="btn btn--primary btn--sm" onClick={onDismiss} data-testid="promo-banner-get">
        {t('promo.get')}
      </Link>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('promo.dismiss')}
        onClick={onDismiss}
        data-testid="promo-banner-close"
      >
        <Icon d={ic.close} size={20} />
      </button>
    </aside>
  );
}
