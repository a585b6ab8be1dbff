import { useQuery } from '@tanstack/react-query';
import { formatMinor, formatMoney } from '@nyota/contract/money/format';
import type { RaffleView } from '@nyota/contract/api/mall';
import { verifyRaffle } from '@nyota/fairness/raffle';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { Spinner } from '../../shared/ui/Spinner';
import { mallCall, raffleKey } from './api';

/** A place's prize in words: raffle places pay cash, coins or diamonds. */
function placePrize(t: ReturnType<typeof useI18n>['t'], bonusType: number, amount: number): string {
  if (bonusType === 3) return t('mall.gives_3', { n: formatMinor(amount) });
  if (bonusType === 4) return t('mall.gives_4', { n: formatMinor(amount) });
  return t('mall.gives_1', { amount: formatMoney(amount, market.currencySymbol) });
}

/**
 * The draw's fairness proof (docs/product-rules/mall.md#the-draw): the commitment published before
 * the first ticket, the tickets sold, and after the draw the seed and winners, checked here in the
 * browser with the same formula the server drew with.
 */
export function RaffleDetails({ raffleId }: { raffleId: number }) {
  const { t } = useI18n();
  const q = useQuery({ queryKey: raffleKey(raffleId), queryFn: () => mallCall('mallRaffle', { raffleId: String(raffleId) }) });
  if (!q.data) return <Spinner />;
  const r = q.data;
  return (
    <div className="mall-raffle stack" data-testid={`mall-raffle-${raffleId}`}>
      <p>{t('mall.raffle_tickets', { n: r.tickets })}</p>
      {r.myTickets.length > 0 && <p>{t('mall.raffle_my_tickets', { list: r.myTickets.join(', ') })}</p>}
      <h4>{t('mall.raffle_places')}</h4>
      <ul>
        {r.prizes.map((p) => (
          <li key={p.place}>{t('mall.raffle_place', { place: p.place, prize: placePrize(t, p.bonusType, p.amount) })}</li>
        ))}
      </ul>
      <h4>{t('mall.raffle_hash')}</h4>
      <code className="mall-raffle__hex" data-testid="mall-raffle-hash">
        {r.seedHash}
      </code>
      <h4>{t('mall.raffle_seed')}</h4>
      {r.seed ? <code className="mall-raffle__hex">{r.seed}</code> : <p className="muted">{t('mall.raffle_seed_hidden')}</p>}
      {r.status === 'drawn' && <Winners raffle={r} />}
      <p className="muted small">{t('mall.raffle_formula')}</p>
    </div>
  );
}

function Winners({ raffle: r }: { raffle: RaffleView }) {
  const { t } = useI18n();
  const ok =
    r.seed !== null &&
    verifyRaffle({
      raffleId: r.raffleId,
      seed: r.seed,
      seedHash: r.seedHash,
      tickets: r.tickets,
      winners: r.winners.map((w) => w.ticket),
    });
  return (
    <>
      <h4>{t('mall.raffle_winners')}</h4>
      <ul data-testid="mall-raffle-winners">
        {r.winners.map((w) => (
          <li key={w.place}>
            {t('mall.raffle_winner', { place: w.place, ticket: w.ticket, mobile: w.mobile })} ·{' '}
            {placePrize(t, w.bonusType, w.amount)}
            {w.mine && ` · ${t('mall.raffle_winner_mine')}`}
            {w.status === 'withheld' && ` · ${t('mall.raffle_withheld')}`}
          </li>
        ))}
      </ul>
      <p className={ok ? 'mall-raffle__ok' : 'error'} data-testid="mall-raffle-verified">
        {ok ? t('mall.raffle_verified') : t('mall.raffle_not_verified')}
      </p>
    </>
  );
}
