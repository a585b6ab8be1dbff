import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { Button } from '../../shared/ui/Button';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { TermsList } from '../bonus-center/index';
import { claimTrialFund, fetchTrialFund, marketTime, trialFundKey } from './cashback-api';

/**
 * The weekly trial fund (docs/product-rules/cashback.md#weekly-trial-fund): shown to members in
 * their first days only; available (claim within 3 days), claimed, or unavailable for this week.
 */
export function TrialFundCard() {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const query = useQuery({ queryKey: trialFundKey, queryFn: fetchTrialFund });
  const claim = useMutation({
    mutationFn: claimTrialFund,
    onSuccess: (next) => {
      client.setQueryData(trialFundKey, next);
      toast('success', t('trialfund.claimed_toast', { amount: formatMoney(next.amount, market.currencySymbol) }));
    },
  });
  const data = query.data;
  if (!data || !data.enable || data.week === null) return null;
  return (
    <section className="card stack" data-testid="trial-fund">
      <h3>{data.title}</h3>
      <p>{data.body}</p>
      <p data-testid="trial-fund-amount">
        {t('trialfund.amount', {
          amount: formatMoney(data.amount, market.currencySymbol),
          week: data.week,
          weeks: data.firstDays / 7,
        })}
      </p>
      <p data-testid="trial-fund-state">
        <span className="badge">{t(`trialfund.state_${data.state}`)}</span>
      </p>
      {data.claimUntil && (
        <p>{t('trialfund.claim_within', { days: data.claimWithinDays, at: marketTime(data.claimUntil, lang) })}</p>
      )}
      {data.state !== 'available' && data.nextAt && (
        <p className="muted">{t('trialfund.next', { at: marketTime(data.nextAt, lang) })}</p>
      )}
      <Button
        block
        onClick={() => claim.mutate()}
        disabled={data.state !== 'available' || claim.isPending}
        data-testid="trial-fund-claim"
      >
        {t('trialfund.claim')}
      </Button>
      <p className="muted">{t('trialfund.note')}</p>
      <TermsList terms={data.terms} />
    </section>
  );
}
