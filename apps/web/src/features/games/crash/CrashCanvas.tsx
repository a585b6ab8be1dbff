/**
 * The flight: a canvas curve drawn from the round's start time (the growth curve at the elapsed time,
 * never past the last tick by more than the lag limit), the aircraft at its tip, and the multiplier
 * as text. Full mode redraws every animation frame; lite mode four times a second.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { multiplierAt } from '@nyota/fairness/crash';
import { useI18n } from '../../../shared/i18n/i18n';
import { drawElapsed, LAG_LIMIT_MS, type CrashState } from './crash-state';
import type { SkySize } from './flight-geometry';
import { fitCanvas, paintFlight, planePath } from './flight-paint';
import { formatMultiplier } from '@nyota/contract/money/format';

/** The sky's CSS size, kept by a ResizeObserver so no frame has to read layout. */
function observeSkySize(c: HTMLCanvasElement | null): { size: SkySize; disconnect: () => void } {
  const size: SkySize = { width: c?.clientWidth ?? 0, height: c?.clientHeight ?? 0 };
  if (!c || typeof ResizeObserver === 'undefined') return { size, disconnect: () => undefined };
  const observer = new ResizeObserver(([entry]) => {
    if (!entry) return;
    size.width = entry.contentRect.width;
    size.height = entry.contentRect.height;
  });
  observer.observe(c);
  return { size, disconnect: () => observer.disconnect() };
}

// Memoised: the view around it re-renders ten times a second in flight for the cash-out amounts, and
// the sky repaints itself each frame; re-rendering it with the same state would only cost frames.
export const CrashCanvas = memo(function CrashCanvas({ state, lite }: { state: CrashState; lite: boolean }) {
  const { t } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [text, setText] = useState({ x: 100, lag: false, now: Date.now() });

  useEffect(() => {
    let raf = 0;
    let timer = 0;
    const plane = planePath();
    const c = canvas.current;
    const { size, disconnect } = observeSkySize(c);
    const draw = () => {
      const s = stateRef.current;
      const now = Date.now();
      const r = s.round;
      const elapsed = r ? drawElapsed(r, s.offset, now) : 0;
      const x = r?.phase === 'crashed' && r.crashPoint !== null ? r.crashPoint : multiplierAt(elapsed);
      const lag = r?.phase === 'running' && now - s.heardAt > LAG_LIMIT_MS;
      setText((prev) => (prev.x === x && prev.lag === lag && now - prev.now < 1_000 ? prev : { x, lag, now }));
      const ctx = c?.getContext('2d');
      if (!c || !ctx) return;
      const pixelRatio = fitCanvas(c, size, window.devicePixelRatio);
      paintFlight({ ctx, size, pixelRatio, plane }, r?.phase === 'betting' ? 0 : elapsed, r?.phase === 'crashed');
    };
    const loop = () => {
      draw();
      raf = requestAnimationFrame(loop);
    };
    if (lite) timer = window.setInterval(draw, 250);
    else raf = requestAnimationFrame(loop);
    return () => {
      cancelAnimationFrame(raf);
      window.clearInterval(timer);
      disconnect();
    };
  }, [lite]);

  const r = state.round;
  const secondsLeft =
    r && r.phase === 'betting' ? Math.max(0, Math.ceil((r.bettingClosesAt - (text.now + state.offset)) / 1000)) : 0;
  return (
    <div className="crash-sky">
      <canvas ref={canvas} className="crash-canvas" aria-hidden="true" />
      <div className="crash-overlay">
        {r?.phase === 'betting' && (
          <div className="crash-wait" data-testid="crash-betting">
            {t('crash.next_round_in', { s: secondsLeft })}
          </div>
        )}
        {r?.phase === 'running' && (
          <div className="crash-x" data-testid="crash-multiplier">
            {formatMultiplier(text.x)}
          </div>
        )}
        {r?.phase === 'crashed' && r.crashPoint !== null && (
          <div className="crash-x crash-x--gone" data-testid="crash-crashed">
            <small>{r.forced ? t('crash.forced') : t('crash.flew_away')}</small>
            {formatMultiplier(r.crashPoint)}
          </div>
        )}
        {!r && <div className="crash-wait">{t('app.loading')}</div>}
        {text.lag && (
          <div className="crash-lag" data-testid="crash-lag">
            {t('crash.lag')}
          </div>
        )}
      </div>
    </div>
  );
});
