/**
 * The daily VIP reward dialog (the seeds' "Other dialogs": "daily VIP reward"; docs/product-rules/
 * vip.md#vip-pop-ups), a home pop-up of its own lazy chunk (app/shell/VipDailySlot.tsx triggers it):
 * for a member the server's pop-up permission allows, whose held level's daily reward is claimable
 * (statu 0). It shows the reward and a Claim button, then what was received and that the next one
 * comes at 00:00. `onShown` is called the moment it appears (the slot counts it for the market day).
 */
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VipBenefitView } from '@nyota/contract/api/vip';
import type { VipBenefitClaimData } from '@nyota/contract/api/vip-benefits';
import { call } from '../../shared/api/client';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { vipBenefitsKey, vipCall, vipLogsKey } from './api';
import { amountText, rewardText } from './benefit-text';
import { claimableDaily } from './vip-popups';
import './vip.css';

export function VipDailyPopup({ onShown, onDone }: { onShown(): void; onDone(): void }) {
  const permission = useQuery({
    queryKey: ['popupEligibility'],
    queryFn: ({ signal }) => call('popupEligibility', {}, { signal }),
    staleTime: 0,
  });
  const allowed = permission.data?.allowed === true;
  const benefits = useQuery({ queryKey: vipBenefitsKey, queryFn: () => vipCall('vipBenefitsMy', {}), enabled: allowed });
  // Kept once shown: the claim reloads the benefits, where the reward then reads claimed.
  const [shown, setShown] = useState<VipBenefitView | null>(null);
  const daily = benefits.data ? claimableDaily(benefits.data) : null;
  const nothing =
    permission.isError || benefits.isError || permission.data?.allowed === false || (benefits.isSuccess && !daily && !shown);

  useEffect(() => {
    if (nothing) onDone();
  }, [nothing, onDone]);
  useEffect(() => {
    if (daily && !shown) {
      setShown(daily);
      onShown();
    }
  }, [daily, shown, onShown]);

  if (!shown) return null;
  return <DailyDialog benefit={shown} onDone={onDone} />;
}

function DailyDialog({ benefit, onDone }: { benefit: VipBenefitView; onDone(): void }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [result, setResult] = useState<VipBenefitClaimData | null>(null);
  const claim = useMutation({
    mutationFn: () => vipCall('vipBenefitClaim', { benefitsId: String(benefit.id) }),
    onSuccess: (res) => setResult(res),
    // A refusal (not eligible, already claimed on another device) was toasted by the API client.
    onError: onDone,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: vipBenefitsKey });
      void client.invalidateQueries({ queryKey: ['vip-levels'] });
      void client.invalidateQueries({ queryKey: vipLogsKey });
    },
  });
  const footer = result ? (
    <div className="btn-row">
      <Button onClick={onDone} data-autofocus data-testid="vip-daily-close">
        {t('common.close')}
      </Button>
    </div>
  ) : (
    <div className="btn-row">
      <Button variant="secondary" onClick={onDone} data-testid="popup-not-now">
        {t('popup.not_now')}
      </Button>
      <Button onClick={() => claim.mutate()} disabled={claim.isPending} data-autofocus data-testid="vip-daily-claim">
        {t('vip.claim')}
      </Button>
    </div>
  );
  return (
    <Dialog title={t('vip.daily_title')} onClose={onDone} className="popup vip-daily" data-testid="vip-daily" footer={footer}>
      <p className="vip-daily__reward" data-testid="vip-daily-reward">
        {result ? amountText(t, result.claim.bonusType, result.claim.amount) : rewardText(t, benefit)}
      </p>
      {result ? (
        <div role="status" data-testid="vip-daily-result">
          <p>{t('vip.claimed_toast', { reward: amountText(t, result.claim.bonusType, result.claim.amount) })}</p>
          {result.claim.status === 'held' && <p className="muted">{t('vip.daily_held')}</p>}
          <p className="muted" data-testid="vip-daily-refresh">
            {t('vip.daily_refresh')}
          </p>
        </div>
      ) : (
        <p>{t('vip.daily_body')}</p>
      )}
    </Dialog>
  );
}
