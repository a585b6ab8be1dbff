import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@nyota/contract/money/format';
import { useI18n } from '../../../shared/i18n/i18n';
import { market } from '../../../shared/lib/market';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { fetchRealityCheck, fetchSessionSummary, REALITY_CHECK_KEY } from './api';
import { answerCheck, nextCheckAt, playSessionStart, tabStore } from './play-session';

/**
 * Mounted (lazily, by the app's overlays) while a logged-in player is on a real-money game page:
 * at each interval the player chose, the reality check opens over the game. The timer belongs to
 * the tab's play session (play-session.ts), not to this component, so moving between games keeps it.
 */
export function RealityCheckWatcher() {
  const interval = useQuery({ queryKey: REALITY_CHECK_KEY, queryFn: ({ signal }) => fetchRealityCheck(signal) });
  const minutes = interval.data?.intervalMinutes ?? 0;
  const [open, setOpen] = useState(false);

  // The play session begins on the first real-money game page, whether or not the interval has loaded.
  useEffect(() => void playSessionStart(tabStore, Date.now()), []);

  useEffect(() => {
    if (open) return;
    const due = nextCheckAt(tabStore, Date.now(), minutes);
    if (due === null) return;
    const timer = setTimeout(() => setOpen(true), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [minutes, open]);

  if (!open) return null;
  return (
    <RealityCheckDialog
      onAnswer={() => {
        answerCheck(tabStore, Date.now());
        setOpen(false);
      }}
    />
  );
}

/** The check itself: time played this session and its real-money result, and three ways on. */
export function RealityCheckDialog({ onAnswer }: { onAnswer(): void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [start] = useState(() => playSessionStart(tabStore, Date.now()));
  const playedMinutes = Math.floor((Date.now() - start) / 60_000);
  const summary = useQuery({
    queryKey: ['reality-check', 'summary', start, playedMinutes],
    queryFn: ({ signal }) => fetchSessionSummary(new Date(start).toISOString(), signal),
  });
  const go = (to: string) => {
    onAnswer();
    void navigate(to);
  };
  const net = summary.data?.netLoss;
  const symbol = market.currencySymbol;

  return (
    <Dialog
      title={t('rc.dialog_title')}
      role="alertdialog"
      hideClose
      onClose={onAnswer}
      data-testid="reality-check"
      footer={
        <div className="btn-row">
          <Button variant="secondary" onClick={() => go('/')} data-testid="rc-stop">
            {t('rc.stop')}
          </Button>
          <Button variant="secondary" onClick={() => go('/game-records')} data-testid="rc-history">
            {t('rc.history')}
          </Button>
          <Button onClick={onAnswer} data-autofocus data-testid="rc-keep">
            {t('rc.keep_playing')}
          </Button>
        </div>
      }
    >
      <p data-testid="rc-played">{t('rc.played_for', { minutes: playedMinutes })}</p>
      {net !== undefined && (
        <p data-testid="rc-net">
          {net > 0
            ? t('rc.net_loss', { amount: formatMoney(net, symbol) })
            : net < 0
              ? t('rc.net_win', { amount: formatMoney(-net, symbol) })
              : t('rc.net_even')}
        </p>
      )}
    </Dialog>
  );
}
