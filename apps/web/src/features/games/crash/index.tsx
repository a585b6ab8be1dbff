/**
 * Aviator (game 1): the live crash rounds with two bet panels. 'play' bets real money through the
 * server; 'demo' bets play money kept in this browser against the same live rounds, settled here
 * from the revealed crash point. The round feed is open only while this view is.
 */
import { useEffect, useState } from 'react';
import { multiplierAt } from '@nyota/fairness/crash';
import type { GameViewProps } from '../registry';
import { useI18n } from '../../../shared/i18n/i18n';
import { formatMinor } from '../../../shared/lib/money';
import { market } from '../../../shared/lib/market';
import { loadItem, saveItem } from '../../../shared/lib/storage';
import { BetPanel } from './BetPanel';
import { CrashCanvas } from './CrashCanvas';
import { drawElapsed } from './crash-state';
import { formatX } from './format';
import { useCrash } from './use-crash';
import { Verifier } from './Verifier';
import './crash.css';

const LITE_KEY = 'nyota.crash.lite';

function pointClass(cp: number): string {
  if (cp >= 1_000) return 'crash-pt crash-pt--big';
  if (cp >= 200) return 'crash-pt crash-pt--mid';
  return 'crash-pt';
}

export default function CrashView({ mode }: GameViewProps) {
  const { t } = useI18n();
  const [lite, setLite] = useState(() => loadItem(LITE_KEY) === '1');
  const game = useCrash(mode);
  const { state } = game;
  const r = state.round;
  // The cash-out buttons show the amount at the multiplier on screen, refreshed a few times a second.
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (r?.phase !== 'running') return;
    const id = window.setInterval(() => setNow(Date.now()), lite ? 500 : 100);
    return () => window.clearInterval(id);
  }, [r?.phase, lite]);
  const multiplier = r ? multiplierAt(drawElapsed(r, state.offset, now)) : 100;
  const sym = market.currencySymbol;
  const limits = state.limits;

  return (
    <div className="crash" data-testid="crash" data-mode={mode} data-phase={r?.phase ?? 'none'} data-round={r?.roundId ?? ''}>
      <div className="crash-top">
        {mode === 'demo' && (
          <span className="crash-demo" data-testid="crash-demo-balance">
            {t('crash.demo_balance')}: {sym} {formatMinor(game.demoBalance)}
          </span>
        )}
        <span
          className={`crash-dot${game.online ? ' crash-dot--on' : ''}`}
          title={game.online ? t('crash.online') : t('crash.offline')}
        />
        <label className="crash-lite">
          <input
            type="checkbox"
            checked={lite}
            onChange={(e) => {
              setLite(e.target.checked);
              saveItem(LITE_KEY, e.target.checked ? '1' : '0');
            }}
            data-testid="crash-lite"
          />
          {t('crash.lite')}
        </label>
      </div>
      <ol className="crash-history" data-testid="crash-history" aria-label={t('crash.history')}>
        {state.history.map((h) => (
          <li key={h.roundId} className={pointClass(h.crashPoint)}>
            {formatX(h.forced ? 20_000 : h.crashPoint)}
          </li>
        ))}
      </ol>
      <CrashCanvas state={state} lite={lite} />
      <div className="crash-panels">
        {([1, 2] as const).map((p) => (
          <BetPanel
            key={p}
            panel={p}
            view={game.panel(p)}
            limits={limits}
            multiplier={multiplier}
            roundId={r?.roundId ?? null}
            phase={r?.phase ?? null}
            onBet={(stake, auto) => game.bet(p, stake, auto)}
            onCancel={() => game.cancel(p)}
            onCashOut={() => game.cashOut(p)}
          />
        ))}
      </div>
      {limits && (
        <p className="crash-limits" data-testid="crash-limits">
          {t('crash.limits', {
            min: `${sym} ${formatMinor(limits.minStake)}`,
            max: `${sym} ${formatMinor(limits.maxStake)}`,
            win: `${sym} ${formatMinor(limits.maxWin)}`,
            cap: formatX(limits.maxMultiplier),
          })}{' '}
          {t('crash.forced_rule')}
        </p>
      )}
      <section className="crash-bets">
        <h2 data-testid="crash-bets-total">
          {t('crash.live_bets')} ({Math.max(state.betCount, state.bets.length)}) · {sym} {formatMinor(state.betTotal)}
        </h2>
        <ul data-testid="crash-bets">
          {state.bets.map((b) => (
            <li key={b.betId} className={b.cashout ? 'crash-bet crash-bet--won' : 'crash-bet'}>
              <span>{b.label}</span>
              <span>
                {sym} {formatMinor(b.stake)}
              </span>
              <span>{b.cashout ? `${formatX(b.cashout.multiplier)} · ${sym} ${formatMinor(b.cashout.payout)}` : ''}</span>
            </li>
          ))}
        </ul>
      </section>
      <Verifier roundId={state.history[0]?.roundId ?? null} commitment={r && r.phase !== 'crashed' ? r.commitment : null} />
    </div>
  );
}
