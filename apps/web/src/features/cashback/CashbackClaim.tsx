import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashbackData, CashbackWeek } from '@nyota/contract/api/cashback';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { Button } from '../../shared/ui/Button';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { cashbackKey, claimCashback } from './cashback-api';

function WeekFigures({ week, testId }: { week: CashbackWeek; testId: string }) {
  const { t } = useI18n();
  const money = (n: number) => formatMoney(n, market.currencySymbol);
  return (
    <dl className="details" data-testid={testId}>
      <div>
        <dt>{t('cashback.staked')}</dt>
        <dd className="money" data-testid={`${testId}-staked`}>
          {money(week.staked)}
        </dd>
      </div>
      <div>
        <dt>{t('cashback.won')}</dt>
        <dd className="money">{money(week.won)}</dd>
      </div>
      <div>
        <dt>{t('cashback.net_loss')}</dt>
        <dd className="money" data-testid={`${testId}-loss`}>
          {money(week.netLoss)}
        </dd>
      </div>
      <div>
        <dt>{t('cashback.amount')}</dt>
        <dd className="money" data-testid={`${testId}-cashback`}>
          {money(week.cashback)}
        </dd>
      </div>
    </dl>
  );
}

/** A member's running week, and last week's cashback with its state and the Claim button. */
export function CashbackClaim({ data }: { data: CashbackData }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const claim = useMutation({
    mutationFn: claimCashback,
    onSuccess: (next) => {
      client.setQueryData(cashbackKey(true), next);
      toast('success', t('cashback.claimed_toast', { amount: formatMoney(next.lastWeek?.cashback ?? 0, market.currencySymbol) }));
    },
  });
  const { thisWeek, lastWeek } = data;
  return (
    <>
      {thisWeek && (
        <section className="card stack">
          <h3>{t('cashback.this_week')}</h3>
          <WeekFigures week={thisWeek} testId="cashback-this-week" />
          <p className="muted">{t('cashback.this_week_note')}</p>
        </section>
      )}
      {lastWeek && (
        <section className="card stack">
          <h3>{t('cashback.last_week')}</h3>
          <WeekFigures week={lastWeek} testId="cashback-last-week" />
          <p data-testid="cashback-state">
            <span className="badge">{t(`cashback.state_${data.state}`)}</span>
          </p>
          <Button
            block
            onClick={() => claim.mutate()}
            disabled={data.state !== 'claim_now' || claim.isPending}
            data-testid="cashback-claim"
          >
            {data.state === 'claimed' ? t('cashback.state_claimed') : t('cashback.claim')}
          </Button>
        </section>
      )}
    </>
  );
}
