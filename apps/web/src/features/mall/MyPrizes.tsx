import { useInfiniteQuery } from '@tanstack/react-query';
import type { MallPrizeView } from '@nyota/contract/api/mall';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Spinner } from '../../shared/ui/Spinner';
import { mallCall, myPrizesKey } from './api';
import { priceText, prizeText, when } from './mall-text';

const PAGE = '20';

/** My prizes: the member's redemptions, newest first, 20 at a time. */
export function MyPrizes() {
  const { t } = useI18n();
  const q = useInfiniteQuery({
    queryKey: myPrizesKey,
    queryFn: ({ pageParam }) => mallCall('mallMyPrizes', pageParam ? { size: PAGE, maxId: pageParam } : { size: PAGE }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextMaxId ?? undefined,
  });
  if (!q.data) return <Spinner />;
  const list = q.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <EmptyState title={t('mall.prizes_empty')} />;
  return (
    <>
      <ul className="mall-prizes" data-testid="mall-prizes">
        {list.map((p) => (
          <PrizeRow key={p.id} prize={p} />
        ))}
      </ul>
      {q.hasNextPage && (
        <Button variant="secondary" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          {t('mall.load_more')}
        </Button>
      )}
    </>
  );
}

function PrizeRow({ prize: p }: { prize: MallPrizeView }) {
  const { t, lang } = useI18n();
  const status =
    p.status === 'ticket'
      ? t('mall.prize_status_ticket', { ticket: p.ticket ?? 0 })
      : t(p.status === 'held' ? 'mall.prize_status_held' : 'mall.prize_status_paid');
  return (
    <li className="card mall-prize" data-testid={`mall-prize-${p.itemId}`}>
      <div className="mall-item__head">
        <strong>{p.name}</strong>
        <span className="muted">{when(p.createdAt, lang)}</span>
      </div>
      <p>
        {prizeText(t, p.type, p.amount)} · {priceText(t, p)}
      </p>
      <p className="muted">{status}</p>
    </li>
  );
}
