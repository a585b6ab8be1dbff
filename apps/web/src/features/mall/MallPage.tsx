import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import type { MallItemView } from '@nyota/contract/api/mall';
import { useI18n } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageFrame } from '../../shared/ui/PageFrame';
import { Spinner } from '../../shared/ui/Spinner';
import { mallCall, mallItemsKey } from './api';
import { ItemCard } from './ItemCard';
import { MyPrizes } from './MyPrizes';
import { TYPE_LABEL } from './mall-text';
import './mall.css';

/** Items shown per type on the mall's front page; the rest are behind More. */
const PER_SECTION = 4;

type PaymentType = '1' | '2';
const ITEM_TYPES = ['1', '2', '3', '4', '5', '6'] as const;
type ItemType = (typeof ITEM_TYPES)[number];

const paymentOf = (p: string | undefined): PaymentType => (p === '2' ? '2' : '1');
const typeOf = (t: string | undefined): ItemType => ITEM_TYPES.find((x) => x === t) ?? '1';

/**
 * The mall (/mall/{paymentType}, docs/product-rules/mall.md): tabs for coins (1) and diamonds (2)
 * and My prizes (?tab=prizes); the items of the payment type grouped by what they give, a few per
 * group with More (/mall/more/{type}/{paymentType}) for the rest. Guests browse; redeeming needs a login.
 */
export function MallPage() {
  const { t } = useI18n();
  const paymentType = paymentOf(useParams().paymentType);
  const [search] = useSearchParams();
  const prizes = search.get('tab') === 'prizes';
  return (
    <PageFrame title={t('mall.title')} data-testid="page-mall">
      <div className="stack">
        <MallTabs paymentType={paymentType} prizes={prizes} />
        {prizes ? <PrizesTab /> : <ItemsTab paymentType={paymentType} type={null} />}
      </div>
    </PageFrame>
  );
}

/** /mall/more/{type}/{paymentType}: every item of one type and payment type. */
export function MallMorePage() {
  const { t } = useI18n();
  const params = useParams();
  const paymentType = paymentOf(params.paymentType);
  const type = typeOf(params.type);
  return (
    <PageFrame title={`${t('mall.title')} · ${t(TYPE_LABEL[Number(type)] ?? 'mall.type.1')}`} data-testid="page-mall-more">
      <div className="stack">
        <MallTabs paymentType={paymentType} prizes={false} />
        <ItemsTab paymentType={paymentType} type={type} />
      </div>
    </PageFrame>
  );
}

function MallTabs({ paymentType, prizes }: { paymentType: PaymentType; prizes: boolean }) {
  const { t } = useI18n();
  const tabs = [
    { to: '/mall/1', label: t('mall.tab_coins'), on: !prizes && paymentType === '1', id: 'coins' },
    { to: '/mall/2', label: t('mall.tab_diamonds'), on: !prizes && paymentType === '2', id: 'diamonds' },
    { to: `/mall/${paymentType}?tab=prizes`, label: t('mall.tab_prizes'), on: prizes, id: 'prizes' },
  ];
  return (
    <nav className="tabs" aria-label={t('mall.title')}>
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          className="tabs__tab mall-tab"
          aria-current={tab.on ? 'page' : undefined}
          data-testid={`mall-tab-${tab.id}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

function PrizesTab() {
  const { t } = useI18n();
  const member = useSession((s) => s.state === SessionState.LOGGED_IN);
  return member ? <MyPrizes /> : <EmptyState title={t('mall.prizes_login')} />;
}

function ItemsTab({ paymentType, type }: { paymentType: PaymentType; type: ItemType | null }) {
  const { t } = useI18n();
  const member = useSession((s) => s.state === SessionState.LOGGED_IN);
  const q = useQuery({
    queryKey: mallItemsKey(member, paymentType, type ?? ''),
    queryFn: () => mallCall('mallItems', type ? { paymentType, type } : { paymentType }),
  });
  if (!q.data) return <Spinner />;
  if (q.data.list.length === 0) return <EmptyState title={t('mall.empty')} />;
  if (type) return <ItemGrid items={q.data.list} member={member} />;
  const groups = new Map<number, MallItemView[]>();
  for (const i of q.data.list) groups.set(i.type, [...(groups.get(i.type) ?? []), i]);
  return (
    <>
      <p className="muted">{t('mall.intro')}</p>
      {[...groups.entries()].map(([kind, items]) => (
        <section key={kind} className="stack" aria-labelledby={`mall-group-${kind}`}>
          <div className="mall-group__head">
            <h2 id={`mall-group-${kind}`}>{t(TYPE_LABEL[kind] ?? 'mall.type.1')}</h2>
            {items.length > PER_SECTION && (
              <Link to={`/mall/more/${kind}/${paymentType}`} data-testid={`mall-more-${kind}`}>
                {t('mall.more')}
              </Link>
            )}
          </div>
          <ItemGrid items={items.slice(0, PER_SECTION)} member={member} />
        </section>
      ))}
    </>
  );
}

function ItemGrid({ items, member }: { items: MallItemView[]; member: boolean }) {
  return (
    <ul className="mall-grid">
      {items.map((i) => (
        <ItemCard key={i.id} item={i} member={member} />
      ))}
    </ul>
  );
}
