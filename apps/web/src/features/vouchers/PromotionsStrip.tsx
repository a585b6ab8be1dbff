import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import { promotionsKey, voucherCall } from './api';
import './coupon.css';

/**
 * The home page's promotions banner: the first running promotions as links to their details, and
 * a link to all. Its own lazy chunk below the games (the first screen's JS budget); nothing shows
 * while none runs.
 */
export function PromotionsStrip() {
  const { t } = useI18n();
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  const query = useQuery({ queryKey: [...promotionsKey, loggedIn], queryFn: () => voucherCall('promotions', {}) });
  const list = query.data?.list.slice(0, 3) ?? [];
  if (list.length === 0) return null;
  return (
    <section className="home-promos" aria-label={t('promo_page.banner_label')} data-testid="home-promotions">
      <div className="home-promos__head">
        <h2>{t('promo_page.banner_label')}</h2>
        <Link to="/promotion" data-testid="home-promotions-all">
          {t('promo_page.banner_all')}
        </Link>
      </div>
      <div className="home-promos__row">
        {list.map((p) => (
          <Link key={p.id} to={`/promotion/${p.id}`} className="home-promos__item card" data-testid={`home-promotion-${p.id}`}>
            <strong>{p.title}</strong>
            <span>{p.body}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
