/**
 * The home page's cash-rain strip (docs/product-rules/cash-rain.md#the-home-strip), below the fold in
 * the lobby's lazy chunk: 1 grab now, 2 starts at a time (with a countdown), 3 see tomorrow, -1 a
 * round ended (with its check on links/5). Grab now asks a guest to log in, asks a member without a
 * deposit to deposit first (the seeds' text), and otherwise opens the overlay (its own chunk). A member
 * held back by responsible gambling (time-out, limit lock, concern flag) is not shown the strip at
 * all: cash rain is marketing, and a time-out stops marketing (docs/product-rules/responsible-gambling.md).
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CashRainMemberStatus, CashRainStatus } from '@nyota/contract/api/cash-rain';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { openDialog } from '../../shared/lib/dialogs';
import { lazyPage } from '../../shared/lib/lazy-page';
import { useSession } from '../../shared/session/session-store';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { cashRainCall, cashRainCfgKey } from './api';
import { countdownText, stripOf, type Strip } from './rain-logic';
import { verifyHref, timeOf } from './rain-text';
import './cash-rain.css';

const CashRainOverlay = lazyPage(
  () => import('./CashRainOverlay'),
  (m) => m.CashRainOverlay,
);

const REFRESH_MS = 30_000;

/** The server's clock as this browser estimates it, ticking each second. */
function useServerNow(serverTime: string | undefined, fetchedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const offset = serverTime ? Date.parse(serverTime) - fetchedAt : 0;
  return now + offset;
}

export function CashRainStrip() {
  const { t } = useI18n();
  const member = useSession((s) => s.state === SessionState.LOGGED_IN);
  const cfg = useQuery({
    queryKey: cashRainCfgKey(member),
    queryFn: () => cashRainCall('cashRainCfg', {}),
    refetchInterval: REFRESH_MS,
  });
  const now = useServerNow(cfg.data?.serverTime, cfg.dataUpdatedAt);
  const [open, setOpen] = useState<'play' | 'rules' | null>(null);
  const [notice, setNotice] = useState(false);
  const strip = cfg.data ? stripOf(cfg.data, now) : null;
  // A round starting or ending changes what the strip offers: ask the server again.
  const edge = strip?.round ? Math.min(...[strip.round.begin, strip.round.end].map(Date.parse).filter((x) => x > now)) : Infinity;
  useEffect(() => {
    if (Number.isFinite(edge) && edge - now < 1000) void cfg.refetch();
  }, [edge, now, cfg]);
  // No round today and none ahead: nothing to announce ("see tomorrow" would promise a rain that is not scheduled).
  if (!cfg.data || !strip || cfg.data.durations.length === 0) return null;
  if (cfg.data.memberStatus === CashRainMemberStatus.RESTRICTED) return null;
  const data = cfg.data;

  function grab() {
    if (!member || data.memberStatus === CashRainMemberStatus.GUEST) return openDialog('login');
    if (data.memberStatus !== CashRainMemberStatus.OK) return setNotice(true);
    setOpen('play');
  }

  return (
    <section
      className="rain-strip card"
      aria-label={t('rain.strip_label')}
      data-testid="cash-rain-strip"
      data-state={strip.state}
    >
      <StripText title={data.title} strip={strip} now={now} />
      <div className="rain-strip__actions">
        {strip.state === CashRainStatus.ON_TIME && (
          <Button onClick={grab} data-testid="cash-rain-grab">
            {t('rain.grab_now')}
          </Button>
        )}
        {strip.state === CashRainStatus.ENDED && strip.round && (
          <Link className="btn btn--secondary" to={verifyHref(strip.round.id)} data-testid="cash-rain-verify">
            {t('rain.verify_btn')}
          </Link>
        )}
        <Button variant="ghost" onClick={() => setOpen('rules')} data-testid="cash-rain-rules">
          {t('rain.rules_btn')}
        </Button>
      </div>
      {open && (
        <CashRainOverlay
          cfg={data}
          roundId={strip.state === CashRainStatus.ON_TIME && open === 'play' ? (strip.round?.id ?? null) : null}
          onClose={() => {
            setOpen(null);
            void cfg.refetch();
          }}
        />
      )}
      {notice && <DepositFirst onClose={() => setNotice(false)} />}
    </section>
  );
}

function StripText({ title, strip, now }: { title: string; strip: Strip; now: number }) {
  const { t, lang } = useI18n();
  const begin = strip.round?.begin ?? '';
  return (
    <div className="rain-strip__text">
      <strong>{title}</strong>
      <span data-testid="cash-rain-strip-text">
        {strip.state === CashRainStatus.ON_TIME && t('rain.strip_1')}
        {strip.state === CashRainStatus.WAITING && t('rain.strip_2', { time: timeOf(begin, lang) })}
        {strip.state === CashRainStatus.FINISHED && t('rain.strip_3')}
        {strip.state === CashRainStatus.ENDED && t('rain.strip_ended')}
      </span>
      {strip.state === CashRainStatus.WAITING && (
        <span className="rain-strip__count" data-testid="cash-rain-countdown">
          {t('rain.starts_in', { time: countdownText(Date.parse(begin) - now) })}
        </span>
      )}
    </div>
  );
}

function DepositFirst({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return createPortal(
    <Dialog title={t('rain.strip_label')} onClose={onClose} data-testid="cash-rain-notice">
      <p>{t('rain.deposit_first')}</p>
      <Link className="btn btn--primary" to="/deposit" onClick={() => onClose()}>
        {t('rain.deposit_now')}
      </Link>
    </Dialog>,
    document.body,
  );
}
