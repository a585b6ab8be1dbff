import { lazy, Suspense, useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { VipBenefitView } from '@nyota/contract/api/vip';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { Spinner } from '../../shared/ui/Spinner';
import { vipBenefitsKey, vipCall, vipLevelsKey, vipLogsKey } from './api';
import { benefitText, rewardText } from './benefit-text';

// The records and the terms are their own chunk, fetched when a member's rewards show: kept out of
// the page's chunk, whose preload list the first screen carries (VipPage.tsx).
const VipRecords = lazy(() => import('./VipRecords').then((m) => ({ default: m.VipRecords })));
const BenefitDetails = lazy(() => import('./VipRecords').then((m) => ({ default: m.BenefitDetails })));

/** Benefit types a member claims here: 1 level-up reward, 2 daily VIP reward, 5 holiday gift (on public holidays). */
const CLAIMED_HERE = new Set([1, 2, 5]);

/**
 * VIP Rewards (docs/product-rules/vip.md#benefits), a section of the VIP page that the menu's
 * VIP Rewards opens (/vip#rewards): the rewards of the member's level, each with its Claim button
 * while claimable (statu 0), and lower levels' level-up rewards still owed; a claimed daily reward
 * says it comes back at 00:00. Each row opens its terms (BenefitDetails.tsx); below, the member's
 * claimed rewards (VipRecords.tsx).
 */
export function VipRewards({ member }: { member: boolean }) {
  const { t } = useI18n();
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#rewards') ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <section
      id="rewards"
      ref={ref}
      className="card stack vip-rewards"
      aria-labelledby="vip-rewards-title"
      data-testid="vip-rewards"
    >
      <h2 id="vip-rewards-title">{t('vip.rewards_title')}</h2>
      {member ? (
        <>
          <MemberRewards />
          <Suspense fallback={<Spinner />}>
            <VipRecords />
          </Suspense>
        </>
      ) : (
        <p className="muted">{t('vip.rewards_guest')}</p>
      )}
    </section>
  );
}

function MemberRewards() {
  const { t } = useI18n();
  const client = useQueryClient();
  const benefits = useQuery({ queryKey: vipBenefitsKey, queryFn: () => vipCall('vipBenefitsMy', {}) });
  // The level list's query: it carries the level-up rewards of lower levels still owed (statu 0).
  const levels = useQuery({ queryKey: vipLevelsKey(true), queryFn: () => vipCall('vipLevels', { extra: '1' }) });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: vipBenefitsKey });
    void client.invalidateQueries({ queryKey: ['vip-levels'] });
    void client.invalidateQueries({ queryKey: vipLogsKey });
  };
  const claim = useMutation({
    mutationFn: (id: number) => vipCall('vipBenefitClaim', { benefitsId: String(id) }),
    onSuccess: (res) => {
      toast('success', t('vip.claimed_toast', { reward: rewardText(t, res.benefit) }));
      refresh();
    },
    // A refusal was toasted by the API client; the states may have changed meanwhile.
    onError: refresh,
  });
  if (!benefits.data) return <Spinner />;
  const held = benefits.data.filter((b) => b.enable === 1 && CLAIMED_HERE.has(b.type));
  const owed = (levels.data ?? []).flatMap((l) =>
    l.state.filter((b) => b.type === 1 && b.statu === 0 && !held.some((h) => h.id === b.id)).map((b) => ({ ...b, level: l.id })),
  );
  const mine = [...owed, ...held.map((b) => ({ ...b, level: null }))];
  if (mine.length === 0) return <p className="muted">{t('vip.rewards_none')}</p>;
  return (
    <ul className="vip-rewards__list">
      {mine.map((b) => (
        <RewardRow key={b.id} benefit={b} busy={claim.isPending} onClaim={() => claim.mutate(b.id)} />
      ))}
    </ul>
  );
}

interface RewardRowProps {
  /** `level` names a lower level whose level-up reward is still owed (null for the held level's). */
  benefit: VipBenefitView & { level: number | null };
  busy: boolean;
  onClaim: () => void;
}

function RewardRow({ benefit: b, busy, onClaim }: RewardRowProps) {
  const { t } = useI18n();
  const text = benefitText(t, b);
  return (
    <li className="vip-rewards__row" data-testid={`vip-reward-${b.id}`}>
      <span className="vip-rewards__what">
        {b.level === null ? text : `${t('vip.level_name', { level: b.level })} · ${text}`}
        <Suspense fallback={null}>
          <BenefitDetails benefitId={b.id} claimed={b.statu === 1} />
        </Suspense>
      </span>
      {b.statu === 0 && (
        <Button onClick={onClaim} disabled={busy} data-testid={`vip-claim-${b.id}`}>
          {t('vip.claim')}
        </Button>
      )}
      {b.statu === 1 && (
        <span className="badge" data-testid={`vip-claimed-${b.id}`}>
          {b.type === 2 ? t('vip.claimed_daily') : t('vip.claimed')}
        </span>
      )}
      {b.statu === -1 && <span className="muted">{t('vip.not_available')}</span>}
    </li>
  );
}
