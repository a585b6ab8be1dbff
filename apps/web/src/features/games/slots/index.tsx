/**
 * Savanna Sunset (game 2), a 5x3 video slot. 'play' spins real money on the server (the whole
 * round, free spins included, comes back at once and is then shown spin by spin); 'demo' plays the
 * same math in this browser with its own seed pair and play money. The reels only move by CSS
 * transforms, so the animation stays cheap on a low-end phone.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GameId } from '@nyota/contract/games-constants';
import type { SlotSpinData, SlotSpinView } from '@nyota/contract/api/per-bet-games';
import { SAVANNA_SLOT } from '@nyota/fairness/slots';
import { call } from '../../../shared/api/client';
import { useI18n } from '../../../shared/i18n/i18n';
import { formatMoney } from '../../../shared/lib/money';
import { market } from '../../../shared/lib/market';
import { ME_KEY, useMemberInfo } from '../../../shared/session/member-queries';
import { Button } from '../../../shared/ui/Button';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/feedback/feedback-store';
import type { GameViewProps } from '../registry';
import { DemoSeeds } from './fair/demo-seeds';
import { demoBalances, demoSettle, demoTopUp } from './fair/demo-wallet';
import { FairnessPanel } from './fair/FairnessPanel';
import { demoSeedSource, realSeedSource } from './fair/seed-source';
import { demoSlotRound, scatterCells, stepStake, verifySlotRound, winningCells } from './slot-model';
import { SlotPaytable } from './SlotPaytable';
import { SlotSymbol } from './SlotSymbol';
import './slots.css';
import './fair/fair.css';

const REEL_STOP_MS = 700;
const REEL_STAGGER_MS = 160;
const FREE_SPIN_MS = 900;

const money = (minor: number) => formatMoney(minor, market.currencySymbol);

/** Three symbols of the reel's strip twice over, so the rolling animation loops without a jump. */
function rollStrip(reel: number): string[] {
  const three = (SAVANNA_SLOT.strips[reel] ?? []).slice(0, 3);
  return [...three, ...three];
}

export default function SlotView({ mode }: GameViewProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const demo = mode === 'demo';
  const config = useQuery({
    queryKey: ['slot-config', GameId.SAVANNA_SLOT],
    queryFn: () => call('slotConfig', { gameId: String(GameId.SAVANNA_SLOT) }),
    staleTime: Infinity,
  }).data;
  const seeds = useMemo(() => new DemoSeeds(GameId.SAVANNA_SLOT), []);
  const source = useMemo(() => (demo ? demoSeedSource(seeds) : realSeedSource(GameId.SAVANNA_SLOT)), [demo, seeds]);
  const member = useMemberInfo();
  const [demoCash, setDemoCash] = useState(() => demoBalances().cash);
  const [stake, setStake] = useState<number | null>(null);
  const [round, setRound] = useState<SlotSpinData | null>(null);
  /** -1: the paid spin is shown; i: free spin i. */
  const [shown, setShown] = useState(-1);
  const [spinning, setSpinning] = useState(false);
  const [stopped, setStopped] = useState(5);
  const [version, setVersion] = useState(0);
  const [info, setInfo] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  const stakes = config?.stakes ?? [];
  const currentStake = stake ?? stakes[0] ?? 0;
  const balance = demo ? demoCash : (round?.balance ?? member?.money ?? null);

  function later(ms: number, fn: () => void) {
    timers.current.push(window.setTimeout(fn, ms));
  }

  async function spin() {
    if (spinning || !config) return;
    let data: SlotSpinData;
    if (demo) {
      const before = demoBalances().cash;
      if (before < currentStake) {
        toast('failed', t('errors.insufficient_balance_deposit'));
        return;
      }
      data = demoSlotRound(SAVANNA_SLOT, seeds, currentStake, before);
      const after = demoSettle('cash', currentStake, 'cash', data.payout);
      if (!after) return;
      setDemoCash(after.cash - data.payout);
    } else {
      try {
        data = await call('slotSpin', { gameId: String(GameId.SAVANNA_SLOT), stake: String(currentStake) });
      } catch {
        return; // The API client has shown why.
      }
    }
    setRound({ ...data, balance: data.balance - data.payout });
    setShown(-1);
    setSpinning(true);
    setStopped(0);
    for (let reel = 0; reel < 5; reel += 1) later(REEL_STOP_MS + reel * REEL_STAGGER_MS, () => setStopped(reel + 1));
    const baseDone = REEL_STOP_MS + 4 * REEL_STAGGER_MS;
    data.freeSpins.forEach((_, i) => later(baseDone + (i + 1) * FREE_SPIN_MS, () => setShown(i)));
    later(baseDone + data.freeSpins.length * FREE_SPIN_MS + 50, () => {
      setSpinning(false);
      setRound(data);
      setVersion((v) => v + 1);
      if (demo) setDemoCash(demoBalances().cash);
      else void queryClient.invalidateQueries({ queryKey: ME_KEY });
    });
  }

  if (!config) return <PageSpinner />;
  const view: SlotSpinView | null = round ? (shown < 0 ? round.base : (round.freeSpins[shown] ?? round.base)) : null;
  const settled = round !== null && !spinning;
  const lit = view && stopped === 5 ? winningCells(config.definition.paylines, view) : new Set<string>();
  const scatters =
    view && stopped === 5 && view.scatterCount >= 3 ? scatterCells(view, config.definition.scatter) : new Set<string>();
  const freeTotal = round?.freeSpins.length ?? 0;

  return (
    <div className="slot" data-testid="slot-view">
      {demo && (
        <p className="slot__demo" data-testid="slot-demo-label">
          {t('perbet.demo_label')}
        </p>
      )}
      <div className="slot__head">
        <span>
          {t('perbet.balance')}: <strong data-testid="slot-balance">{balance === null ? '…' : money(balance)}</strong>
        </span>
        <button type="button" className="slot__info-btn" onClick={() => setInfo((v) => !v)} data-testid="slot-info">
          {t('slot.paytable')} · RTP {(config.rtpBp / 100).toFixed(2)}%
        </button>
      </div>
      <div className="slot__frame">
        <div className="slot__reels" aria-live="polite">
          {Array.from({ length: 5 }, (_, reel) => {
            const column = view?.window[reel] ?? SAVANNA_SLOT.strips[reel]?.slice(0, 3) ?? [];
            const moving = spinning && shown < 0 && stopped <= reel;
            return (
              <div key={reel} className={`slot__reel${moving ? ' is-spinning' : ''}`} data-testid={`slot-reel-${reel}`}>
                {column.map((symbol, row) => {
                  const key = `${reel}:${row}`;
                  return (
                    <div key={row} className={`slot__cell${lit.has(key) || scatters.has(key) ? ' is-win' : ''}`}>
                      <SlotSymbol symbol={symbol} />
                    </div>
                  );
                })}
                {moving && (
                  <div className="slot__blur" aria-hidden="true">
                    {rollStrip(reel).map((s, i) => (
                      <SlotSymbol key={i} symbol={s} />
                    ))}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
      {round && shown >= 0 && (
        <p className="slot__free" data-testid="slot-free-counter">
          {t('slot.free_spin_of', { n: shown + 1, total: freeTotal })} · x{config.definition.freeSpins.multiplier}
        </p>
      )}
      {settled && (
        <div className="slot__result" data-testid="slot-result">
          {round.payout > 0 ? (
            <strong className="slot__win" data-testid="slot-win">
              {t('slot.win', { amount: money(round.payout) })}
            </strong>
          ) : (
            <span>{t('slot.no_win')}</span>
          )}
          {freeTotal > 0 && <span> · {t('slot.free_spins_played', { n: freeTotal })}</span>}
          {round.base.lineWins.length > 0 && (
            <ul className="slot__lines">
              {round.base.lineWins.map((w) => (
                <li key={w.line}>{t('slot.line_win', { line: w.line + 1, count: w.count, symbol: w.symbol, pay: w.pay })}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="slot__controls">
        <div className="slot__stake" role="group" aria-label={t('slot.stake')}>
          <button
            type="button"
            className="slot__step"
            aria-label={t('slot.stake_down')}
            onClick={() => setStake(stepStake(stakes, currentStake, -1))}
            disabled={spinning}
          >
            −
          </button>
          <span className="slot__stake-value" data-testid="slot-stake">
            {money(currentStake)}
          </span>
          <button
            type="button"
            className="slot__step"
            aria-label={t('slot.stake_up')}
            onClick={() => setStake(stepStake(stakes, currentStake, 1))}
            disabled={spinning}
          >
            +
          </button>
        </div>
        <Button onClick={() => void spin()} disabled={spinning} data-testid="slot-spin">
          {spinning ? t('slot.spinning') : t('slot.spin')}
        </Button>
        {demo && demoCash < currentStake && (
          <Button variant="ghost" size="sm" onClick={() => setDemoCash(demoTopUp('cash').cash)} data-testid="slot-demo-topup">
            {t('perbet.demo_topup')}
          </Button>
        )}
      </div>
      {info && <SlotPaytable config={config} />}
      <FairnessPanel
        source={source}
        version={version}
        last={settled ? { nonce: round.nonce, serverSeedHash: round.serverSeedHash } : null}
        verify={(revealed) => (round ? verifySlotRound(SAVANNA_SLOT, revealed, round) : false)}
      />
    </div>
  );
}
