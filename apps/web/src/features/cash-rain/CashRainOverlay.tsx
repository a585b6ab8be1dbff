/**
 * The cash-rain overlay (docs/product-rules/cash-rain.md#the-overlay): rules and rounds, a 3-second
 * start countdown, 15 seconds of rain with a combo counter, then the result (an award or try again)
 * and a share dialog. Taps during the rain are animation only: the one POST gifts at its end is where
 * the server decides. Its own chunk, loaded when the strip opens it.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashRainAward, CashRainCfg } from '@nyota/contract/api/cash-rain';
import { useI18n } from '../../shared/i18n/i18n';
import { useIsMobile, useMediaQuery } from '../../shared/lib/layout';
import { ME_KEY } from '../../shared/session/member-keys';
import { Button } from '../../shared/ui/Button';
import { cashRainCall } from './api';
import { RainField } from './RainField';
import { RulesView } from './RulesView';
import { ShareDialog } from './ShareDialog';
import { START_COUNTDOWN_S } from './rain-logic';
import { money, verifyHref } from './rain-text';

type Phase = 'rules' | 'countdown' | 'rain' | 'result';

export function CashRainOverlay({ cfg, roundId, onClose }: { cfg: CashRainCfg; roundId: number | null; onClose: () => void }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const mobile = useIsMobile();
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [phase, setPhase] = useState<Phase>('rules');
  const [sharing, setSharing] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const gifts = useMutation({
    mutationFn: (id: number) => cashRainCall('cashRainGifts', { id: String(id) }),
    onSettled: () => {
      setPhase('result');
      void client.invalidateQueries({ queryKey: ME_KEY });
    },
  });
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button')?.focus();
  }, [phase]);
  useEffect(() => {
    // Esc closes the overlay outside the play, and not while the share dialog (which closes on Esc) is open.
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !sharing && phase !== 'rain' && phase !== 'countdown' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phase, sharing, onClose]);

  // Outside the page's shell: a dialog opened above (share) makes the shell inert, not the overlay.
  return createPortal(
    <div
      className="rain-overlay"
      role="dialog"
      aria-modal="true"
      aria-label={cfg.title}
      data-testid="cash-rain-overlay"
      ref={ref}
    >
      <div className="rain-overlay__panel" data-phase={phase}>
        {phase === 'rules' && (
          <RulesView cfg={cfg} canStart={roundId !== null} onStart={() => setPhase('countdown')} onClose={onClose} />
        )}
        {phase === 'countdown' && <StartCountdown onDone={() => setPhase('rain')} />}
        {phase === 'rain' && roundId !== null && <RainField mobile={mobile} still={still} onDone={() => gifts.mutate(roundId)} />}
        {phase === 'result' && (
          <Result award={gifts.data ?? null} roundId={roundId} onShare={() => setSharing(true)} onClose={onClose} />
        )}
        {gifts.isPending && <p role="status">{t('rain.opening')}</p>}
      </div>
      {sharing && <ShareDialog onClose={() => setSharing(false)} />}
    </div>,
    document.body,
  );
}

function StartCountdown({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const [left, setLeft] = useState(START_COUNTDOWN_S);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (left <= 0) {
      done.current();
      return;
    }
    const id = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return (
    <div className="rain-count" data-testid="cash-rain-countdown-start">
      <p>{t('rain.get_ready')}</p>
      <strong aria-live="assertive">{Math.max(left, 1)}</strong>
    </div>
  );
}

function Result(p: { award: CashRainAward | null; roundId: number | null; onShare: () => void; onClose: () => void }) {
  const { t } = useI18n();
  const won = p.award !== null && p.award.cashAmount > 0;
  return (
    <div className="rain-result" data-testid="cash-rain-result" data-won={won}>
      <h2>{t(won ? 'rain.award_title' : 'rain.try_title')}</h2>
      <p data-testid="cash-rain-result-text">
        {won && p.award ? t('rain.award_body', { amount: money(p.award.cashAmount) }) : t('rain.try_body')}
      </p>
      <div className="rain-result__actions">
        <Button onClick={p.onShare} data-testid="cash-rain-share">
          {t('rain.share')}
        </Button>
        {p.roundId !== null && (
          <Link className="btn btn--secondary" to={verifyHref(p.roundId)} onClick={p.onClose}>
            {t('rain.verify_btn')}
          </Link>
        )}
        <Button variant="ghost" onClick={p.onClose} data-testid="cash-rain-close">
          {t('rain.close')}
        </Button>
      </div>
    </div>
  );
}
