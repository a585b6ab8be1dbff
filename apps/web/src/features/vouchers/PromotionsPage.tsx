import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { PromotionView } from '@nyota/contract/api/promotions';
import { SessionState } from '@nyota/contract/constants';
import { GAME_CATALOGUE, gamePath } from '@nyota/contract/game-catalogue';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { openDialog } from '../../shared/lib/dialogs';
import { market } from '../../shared/lib/market';
import { useSession } from '../../shared/session/session-store';
import { Button, buttonClass } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageFrame } from '../../shared/ui/PageFrame';
import { Spinner } from '../../shared/ui/Spinner';
import { toast } from '../../shared/ui/feedback/feedback-store';
import * as ic from '../../shared/ui/icons';
import { promotionsKey, voucherCall, vouchersKey } from './api';
import './coupon.css';

/** `promotion` lists the running promotions; `promotion/{id}` shows one with its terms. */
export function PromotionsPage() {
  const { id } = useParams();
  return id ? <PromotionDetail id={id} /> : <PromotionList />;
}

function usePromotionsQuery() {
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  // Keyed by session, so a login shows "claimed" where it applies.
  return useQuery({ queryKey: [...promotionsKey, loggedIn], queryFn: () => voucherCall('promotions', {}) });
}

function PromotionList() {
  const { t } = useI18n();
  const query = usePromotionsQuery();
  return (
    <PageFrame title={t('promo_page.title')} back={false} data-testid="page-promotion">
      {!query.data ? (
        <Spinner size="lg" />
      ) : query.data.list.length === 0 ? (
        <EmptyState icon={ic.promotion} title={t('promo_page.none_title')}>
          <p>{t('promo_page.none_body')}</p>
        </EmptyState>
      ) : (
        <div className="promo__list">
          {query.data.list.map((p) => (
            <article key={p.id} className="card" data-testid={`promotion-${p.id}`}>
              {p.imageUrl && <img className="promo__image" src={p.imageUrl} alt="" loading="lazy" />}
              <h2 data-testid="promotion-title">{p.title}</h2>
              <p>{p.body}</p>
              <Link to={`/promotion/${p.id}`} className={buttonClass('secondary', false, 'sm')} data-testid="promotion-open">
                {t('promo_page.details')}
              </Link>
            </article>
          ))}
        </div>
      )}
    </PageFrame>
  );
}

function PromotionDetail({ id }: { id: string }) {
  const { t } = useI18n();
  const list = usePromotionsQuery();
  const p = list.data?.list.find((x) => x.id === id);
  return (
    <PageFrame title={p?.title ?? t('promo_page.title')} data-testid="page-promotion-detail">
      {!list.data ? (
        <Spinner size="lg" />
      ) : !p ? (
        <EmptyState icon={ic.promotion} title={t('promo_page.gone_title')}>
          <p>{t('promo_page.none_body')}</p>
        </EmptyState>
      ) : (
        <PromotionBody p={p} />
      )}
    </PageFrame>
  );
}

function PromotionBody({ p }: { p: PromotionView }) {
  const { t, lang } = useI18n();
  const money = (n: number) => formatMoney(n, market.currencySymbol);
  const games = GAME_CATALOGUE.filter((g) => p.gameIds.includes(g.id));
  return (
    <article className="card" data-testid="promotion-detail">
      {p.imageUrl && <img className="promo__image" src={p.imageUrl} alt="" />}
      <p data-testid="promotion-body">{p.body}</p>
      {p.endsAt && <p>{t('promo_page.ends', { at: formatDate(p.endsAt, lang, true) })}</p>}
      {p.voucher && (
        <p data-testid="promotion-voucher">
          {t('promo_page.voucher', { amount: money(p.voucher.amount), copies: p.voucher.copies, days: p.voucher.validDays })}{' '}
          {p.voucher.minAmount > 0 ? t('coupon.min_deposit', { amount: money(p.voucher.minAmount) }) : t('coupon.no_minimum')}
        </p>
      )}
      {p.voucher && <Claim p={p} />}
      {games.length > 0 && (
        <div className="btn-row">
          {games.map((g) => (
            <Link
              key={g.id}
              to={gamePath(g, 'play')}
              className={buttonClass('primary', false, 'sm')}
              data-testid="promotion-game"
            >
              {t('promo_page.play', { game: g.name })}
            </Link>
          ))}
        </div>
      )}
      <h3>{t('promo_page.terms')}</h3>
      <p className="promo__terms" data-testid="promotion-terms">
        {p.terms}
      </p>
      <p>
        <Link to="/links/6">{t('promo_page.bonus_terms')}</Link>
      </p>
    </article>
  );
}

function Claim({ p }: { p: PromotionView }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  const mutation = useMutation({
    mutationFn: () => voucherCall('promotionClaim', { id: p.id }),
    onSuccess: () => {
      toast('success', t('promo_page.claimed_toast'));
      void client.invalidateQueries({ queryKey: promotionsKey });
      void client.invalidateQueries({ queryKey: vouchersKey });
    },
  });
  if (!loggedIn)
    return (
      <Button onClick={() => openDialog('login')} data-testid="promotion-login">
        {t('promo_page.login_to_claim')}
      </Button>
    );
  if (p.claimed)
    return (
      <Link to="/coupon" className={buttonClass('secondary', false, 'sm')} data-testid="promotion-to-coupons">
        {t('promo_page.claimed')}
      </Link>
    );
  return (
    <Button onClick={() => mutation.mutate()} disabled={mutation.isPending} data-testid="promotion-claim">
      {t('promo_page.claim')}
    </Button>
  );
}
