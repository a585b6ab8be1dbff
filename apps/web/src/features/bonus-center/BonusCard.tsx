import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BonusGrantView, MyBonusesData } from '@nyota/contract/api/bonuses';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';
import { Button } from '../../shared/ui/Button';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { bonusesKey, forfeitBonus } from './api';

const STATUS: Record<BonusGrantView['status'], MessageKey> = {
  queued: 'bonus.status_queued',
  active: 'bonus.status_active',
  completed: 'bonus.status_completed',
  expired: 'bonus.status_expired',
  forfeited: 'bonus.status_forfeited',
};

/**
 * One bonus with its significant terms in plain words (UK CMA: shown with the offer), its wagering
 * progress as "wagered / required", and, while it is active, the choice to give it up.
 */
export function BonusCard({ bonus }: { bonus: BonusGrantView }) {
  const { t, lang } = useI18n();
  const money = (n: number) => formatMoney(n, market.currencySymbol);
  const percent = bonus.wageringRequired === 0 ? 100 : Math.floor((bonus.wagered * 100) / bonus.wageringRequired);
  const open = bonus.status === 'active' || bonus.status === 'queued';
  return (
    <article className="card bonus" data-testid={`bonus-${bonus.id}`}>
      <h3>
        {t('bonus.amount', { amount: money(bonus.amount) })} · <span data-testid="bonus-status">{t(STATUS[bonus.status])}</span>
      </h3>
      {open && (
        <>
          <p data-testid="bonus-progress">
            {t('bonus.progress', { wagered: money(bonus.wagered), required: money(bonus.wageringRequired) })}
          </p>
          <progress max={100} value={percent} aria-label={t('bonus.progress_label')} />
        </>
      )}
      <ul className="bonus__terms">
        <li>{t('bonus.term_wagering', { x: bonus.wageringMultiple, amount: money(bonus.wageringRequired) })}</li>
        <li>{t('bonus.term_contribution', { pct: bonus.contributions.default })}</li>
        <li>{t('bonus.term_max_stake', { amount: money(bonus.maxStake) })}</li>
        <li>{t('bonus.term_max_conversion', { amount: money(bonus.maxConversion) })}</li>
        <li>{t(open ? 'bonus.term_expires' : 'bonus.term_ended', { at: formatDate(bonus.expiresAt, lang, true) })}</li>
        <li>{t('bonus.term_own_cash')}</li>
      </ul>
      {bonus.status === 'completed' && bonus.converted !== null && (
        <p>{t('bonus.converted', { amount: money(bonus.converted) })}</p>
      )}
      {bonus.status === 'active' && <Forfeit id={bonus.id} />}
    </article>
  );
}

function Forfeit({ id }: { id: string }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: () => forfeitBonus(id),
    onSuccess: (data: MyBonusesData) => {
      client.setQueryData(bonusesKey, data);
      toast('success', t('bonus.forfeited'));
    },
  });
  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)} data-testid="bonus-forfeit">
        {t('bonus.forfeit')}
      </Button>
    );
  return (
    <div className="warning" data-testid="bonus-forfeit-confirm">
      <p>{t('bonus.forfeit_confirm')}</p>
      <Button onClick={() => mutation.mutate()} disabled={mutation.isPending} data-testid="bonus-forfeit-yes">
        {t('bonus.forfeit_yes')}
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        {t('bonus.forfeit_no')}
      </Button>
    </div>
  );
}
