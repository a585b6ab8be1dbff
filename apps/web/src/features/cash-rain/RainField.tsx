/**
 * 15 seconds of rain: a drop every 80 ms (desktop) or 200 ms (mobile), each falling for 4 s or 8 s;
 * every third drop is the green variant, tilted 90 degrees. A tap bursts a drop and raises the combo:
 * animation only, nothing is sent. With prefers-reduced-motion nothing falls: one still packet takes
 * the taps while the same 15 seconds count down.
 */
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../shared/i18n/i18n';
import { DROP_EVERY_MS, FALL_MS, RAIN_MS, dropLeft, isGreen } from './rain-logic';

interface Drop {
  n: number;
}

export function RainField({ mobile, still, onDone }: { mobile: boolean; still: boolean; onDone: () => void }) {
  const { t } = useI18n();
  const [drops, setDrops] = useState<Drop[]>([]);
  const [combo, setCombo] = useState(0);
  const [left, setLeft] = useState(RAIN_MS / 1000);
  const done = useRef(onDone);
  done.current = onDone;
  const layout = mobile ? 'mobile' : 'desktop';

  useEffect(() => {
    const started = Date.now();
    let n = 0;
    const spawn = still
      ? null
      : setInterval(() => {
          n += 1;
          const drop = { n };
          setDrops((list) => [...list, drop]);
        }, DROP_EVERY_MS[layout]);
    const tick = setInterval(() => setLeft(Math.max(0, Math.ceil((RAIN_MS - (Date.now() - started)) / 1000))), 250);
    const end = setTimeout(() => done.current(), RAIN_MS);
    return () => {
      if (spawn) clearInterval(spawn);
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [layout, still]);

  const burst = (n: number) => {
    setCombo((c) => c + 1);
    setDrops((list) => list.filter((d) => d.n !== n));
  };
  const gone = (n: number) => setDrops((list) => list.filter((d) => d.n !== n));

  return (
    <div className="rain-field" data-testid="cash-rain-field" data-layout={layout}>
      <div className="rain-field__head">
        <span className="rain-combo" data-testid="cash-rain-combo" aria-live="polite">
          {t('rain.combo', { n: combo })}
        </span>
        <span data-testid="cash-rain-time-left">{t('rain.time_left', { s: left })}</span>
      </div>
      {still ? (
        <button type="button" className="rain-drop rain-drop--still" onClick={() => setCombo((c) => c + 1)}>
          {t('rain.tap_packet')}
        </button>
      ) : (
        drops.map((d) => (
          <button
            key={d.n}
            type="button"
            tabIndex={-1}
            aria-label={t('rain.drop')}
            className={isGreen(d.n) ? 'rain-drop rain-drop--green' : 'rain-drop'}
            style={{ left: `${dropLeft(d.n)}%`, animationDuration: `${FALL_MS[layout]}ms` }}
            onPointerDown={() => burst(d.n)}
            onAnimationEnd={() => gone(d.n)}
          />
        ))
      )}
    </div>
  );
}
