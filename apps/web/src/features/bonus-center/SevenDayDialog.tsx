import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SevenDayRunStatus, SevenDayStatus } from '@nyota/contract/offers-constants';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { Spinner } from '../../shared/ui/Spinner';
import { bonusesKey } from './api';
import { claimSevenDay, fetchSevenDay, rewardText, sevenDayKey } from './offers-api';
import { TermsList } from './TermsList';

const DAY_STATUS: Record<number, MessageKey> = {
  [SevenDayStatus.LOCKED]: 'sevenday.locked',
  [SevenDayStatus.CLAIMABLE]: 'sevenday.claimable',
  [SevenDayStatus.CLAIMED]: 'sevenday.claimed',
};

const GRID = {
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: 'var(--sp-2)',
} as const;
const DAY = { display: 'grid', gap: 2, padding: 'var(--sp-2)', fontSize: 'var(--fs-sm)' } as const;

/** d hh:mm:ss left until `at`, refreshed each second (the seeds' countdown). */
function useCountdown(at: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    const id = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(id);
  }, [at]);
  if (!at) return null;
  const left = Math.max(0, Math.floor((Date.parse(at) - now) / 1_000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(left / 86_400);
  const clock = `${pad(Math.floor((left % 86_400) / 3_600))}:${pad(Math.floor((left % 3_600) / 60))}:${pad(left % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * The 7-day bonus (docs/product-rules/offers.md#7-day-bonus): seven days, each locked (-2),
 * claimable (0) or claimed (1), a countdown to the end of the member's seven days, and claim-all.
 * When it has ended every day reads 0 and claiming is off. A bonus-money day shows its terms here,
 * before the claim that accepts them. Its own lazy chunk.
 */
export function SevenDayDialog({ onClose }: { onClose(): void }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const query = useQuery({ queryKey: sevenDayKey, queryFn: fetchSevenDay });
  const data = query.data;
  const countdown = useCountdown(data?.status === SevenDayRunStatus.RUNNING ? data.expireAt : null);
  // The end passing while open: read again, so the days show the ended state.
  const endedNow = countdown === '00:00:00';
  useEffect(() => {
    if (endedNow) void client.invalidateQueries({ queryKey: sevenDayKey });
  }, [endedNow, client]);
  const claim = useMutation({
    mutationFn: claimSevenDay,
    onSuccess: (next) => {
      client.setQueryData(sevenDayKey, next);
      void client.invalidateQueries({ queryKey: bonusesKey });
      toast('success', t('sevenday.success'));
    },
  });
  const ended = data !== undefined && (data.status === SevenDayRunStatus.ENDED || !data.enable);
  const claimable = data?.bonuses.some((b) => b.status === SevenDayStatus.CLAIMABLE) ?? false;
  const footer = (
    <Button
      block
      onClick={() => claim.mutate()}
      disabled={!data || ended || !claimable || claim.isPending}
      data-testid="seven-day-claim-all"
    >
      {t('sevenday.claim_all')}
    </Button>
  );
  return (
    <Dialog title={data?.title ?? t('sevenday.open')} onClose={onClose} footer={footer} data-testid="seven-day-dialog">
      {!data ? (
        <Spinner size="lg" />
      ) : (
        <>
          <p>{data.body}</p>
          {ended ? (
            <p className="warning" data-testid="seven-day-ended">
              {t('sevenday.ended')}
            </p>
          ) : (
            countdown && (
              <p className="muted" data-testid="seven-day-countdown">
                {t('sevenday.ends_in', { time: countdown })}
              </p>
            )
          )}
          <ol style={GRID}>
            {data.bonuses.map((b) => (
              <li
                key={b.id}
                className="card"
                style={{ ...DAY, opacity: b.status === SevenDayStatus.LOCKED || ended ? 0.6 : 1 }}
                data-testid={`seven-day-${b.id}`}
                data-status={b.status}
              >
                <strong>{t('sevenday.day', { n: b.id })}</strong>
                <span>{rewardText(b, t)}</span>
                <span className="muted">{t(DAY_STATUS[b.status] ?? 'sevenday.locked')}</span>
              </li>
            ))}
          </ol>
          {data.terms && (
            <section data-testid="seven-day-terms">
              <h4>{t('sevenday.terms_title')}</h4>
              <TermsList terms={data.terms} />
              <p className="muted">{t('sevenday.terms_accept')}</p>
            </section>
          )}
        </>
      )}
    </Dialog>
  );
}
