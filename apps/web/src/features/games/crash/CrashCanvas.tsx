/**
 * The flight: a canvas curve drawn from the round's start time (multiplierAt of the elapsed time,
 * never past the last tick by more than the lag limit), the aircraft at its tip, and the multiplier
 * as text. Full mode redraws every animation frame; lite mode four times a second.
 */
import { useEffect, useRef, useState } from 'react';
import { multiplierAt } from '@nyota/fairness/crash';
import { useI18n } from '../../../shared/i18n/i18n';
import { drawElapsed, LAG_LIMIT_MS, type CrashState } from './crash-state';
import { formatX } from './format';

/** Our own aircraft: a small swept-wing silhouette, nose to the right, in a 40×20 box. */
const PLANE = 'M2 11 L14 9 L20 2 L24 2 L21 9 L33 8 Q40 9 33 12 L21 12 L24 19 L20 19 L14 12 L2 11 Z M3 8 L7 8 L9 10 L3 10 Z';

export function CrashCanvas({ state, lite }: { state: CrashState; lite: boolean }) {
  const { t } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [text, setText] = useState({ x: 100, lag: false, now: Date.now() });

  useEffect(() => {
    let raf = 0;
    let timer = 0;
    const plane = new Path2D(PLANE);
    const draw = () => {
      const s = stateRef.current;
      const now = Date.now();
      const r = s.round;
      const elapsed = r ? drawElapsed(r, s.offset, now) : 0;
      const x = r?.phase === 'crashed' && r.crashPoint !== null ? r.crashPoint : multiplierAt(elapsed);
      const lag = r?.phase === 'running' && now - s.heardAt > LAG_LIMIT_MS;
      setText((prev) => (prev.x === x && prev.lag === lag && now - prev.now < 1_000 ? prev : { x, lag, now }));
      const c = canvas.current;
      const ctx = c?.getContext('2d');
      if (c && ctx) paint(c, ctx, plane, r?.phase === 'betting' ? 0 : elapsed, r?.phase === 'crashed');
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
    };
  }, [lite]);

  const r = state.round;
  const secondsLeft =
    r && r.phase === 'betting' ? Math.max(0, Math.ceil((r.bettingClosesAt - (text.now + state.offset)) / 1000)) : 0;
  return (
    <div className="crash-sky">
      <canvas ref={canvas} className="crash-canvas" width={640} height={320} aria-hidden="true" />
      <div className="crash-overlay">
        {r?.phase === 'betting' && (
          <div className="crash-wait" data-testid="crash-betting">
            {t('crash.next_round_in', { s: secondsLeft })}
          </div>
        )}
        {r?.phase === 'running' && (
          <div className="crash-x" data-testid="crash-multiplier">
            {formatX(text.x)}
          </div>
        )}
        {r?.phase === 'crashed' && r.crashPoint !== null && (
          <div className="crash-x crash-x--gone" data-testid="crash-crashed">
            <small>{r.forced ? t('crash.forced') : t('crash.flew_away')}</small>
            {formatX(r.crashPoint)}
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
}

function paint(c: HTMLCanvasElement, ctx: CanvasRenderingContext2D, plane: Path2D, elapsed: number, crashed: boolean): void {
  const w = c.width;
  const h = c.height;
  ctx.clearRect(0, 0, w, h);
  if (elapsed <= 0) return;
  const spanT = Math.max(8_000, elapsed * 1.15);
  const top = Math.max(200, multiplierAt(elapsed) * 1.2);
  const px = (ms: number) => 20 + ((w - 60) * ms) / spanT;
  const py = (m: number) => h - 20 - ((h - 50) * (m - 100)) / (top - 100);
  ctx.beginPath();
  ctx.moveTo(px(0), py(100));
  const steps = 48;
  for (let i = 1; i <= steps; i++) {
    const ms = (elapsed * i) / steps;
    ctx.lineTo(px(ms), py(multiplierAt(ms)));
  }
  ctx.lineWidth = 4;
  ctx.strokeStyle = crashed ? '#9aa3ad' : '#e8364f';
  ctx.stroke();
  ctx.lineTo(px(elapsed), h - 20);
  ctx.lineTo(px(0), h - 20);
  ctx.fillStyle = crashed ? 'rgba(154,163,173,0.15)' : 'rgba(232,54,79,0.18)';
  ctx.fill();
  if (crashed) return;
  const ex = px(elapsed);
  const ey = py(multiplierAt(elapsed));
  const prev = Math.max(0, elapsed - spanT / 40);
  const angle = Math.atan2(ey - py(multiplierAt(prev)), ex - px(prev));
  ctx.save();
  ctx.translate(ex, ey);
  ctx.rotate(angle);
  ctx.translate(-30, -12);
  ctx.fillStyle = '#e8364f';
  ctx.fill(plane);
  ctx.restore();
}
