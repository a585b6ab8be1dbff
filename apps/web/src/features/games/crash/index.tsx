/**
 * Aviator (game 1): the live crash rounds with two bet panels. 'play' bets real money through the
 * server; 'demo' bets play money kept in this browser against the same live rounds, settled here
 * from the revealed crash point. The round feed is open only while this view is.
 */
import type { GameViewProps } from '../registry';
import { useI18n } from '../../../shared/i18n/i18n';
import { formatMinor, formatMultiplier } from '@nyota/contract/money/format';
import { market } from '../../../shared/lib/market';
import { BetPanel } from './BetPanel';
import { CrashCanvas } from './CrashCanvas';
import { CrashLiveBets } from './CrashLiveBets';
import { useCrash } from './use-crash';
import { useLiteMode } from './use-lite-mode';
import { useShownMultiplier } from './use-shown-multiplier';
import { Verifier } from './Verifier';
import './crash.css';

function pointClass(cp: number): string {
  if (cp >= 1_000) return 'crash-pt crash-pt--big';
  if (cp >= 200) return 'crash-pt crash-pt--mid';
  return 'crash-pt';
}

export default function CrashView({ mode }: GameViewProps) {
  const { t } = useI18n();
  const [lite, setLite] = useLiteMode();
  const game = useCrash(mode);
  const { state } = game;
  const r = state.round;
  // The cash-out buttons show the amount at the multiplier on screen.
  const multiplier = useShownMultiplier(state, lite);
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
          <input type="checkbox" checked={lite} onChange={(e) => setLite(e.target.checked)} data-testid="crash-lite" />
          {t('crash.lite')}
        </label>
      </div>
      {/* Focusable: once enough rounds are listed it scrolls sideways, and keyboard users must reach it. */}
      <ol className="crash-history" data-testid="crash-history" aria-label={t('crash.history')} tabIndex={0}>
        {state.history.map((h) => (
          <li key={h.roundId} className={pointClass(h.crashPoint)}>
            {formatMultiplier(h.forced ? 20_000 : h.crashPoint)}
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
            cap: formatMultiplier(limits.maxMultiplier),
          })}{' '}
          {t('crash.forced_rule')}
        </p>
      )}
      <CrashLiveBets state={state} />
      <Verifier roundId={state.history[0]?.roundId ?? null} commitment={r && r.phase !== 'crashed' ? r.commitment : null} />
    </div>
  );
}
