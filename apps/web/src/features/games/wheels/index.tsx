/**
 * Coin Spin (game 4) and Diamond Spin (game 5): wheels paid with coins or diamonds. 'play' spins
 * on the server (the ledger moves the cost and the prize); 'demo' spins the same versioned table in
 * this browser from its own seed pair with play money. The disc turns 15 circles in 5000 ms and
 * lands on the segment the seeds chose.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GameId } from '@nyota/contract/games-constants';
import type { WheelConfigData, WheelGameId, WheelSpinData } from '@nyota/contract/api/per-bet-games';
import { COIN_SPIN_TABLE, DIAMOND_SPIN_TABLE, type WheelTable } from '@nyota/fairness/wheel';
import { call } from '../../../shared/api/client';
import { useI18n } from '../../../shared/i18n/i18n';
import { formatMinor, formatMoney } from '../../../shared/lib/money';
import { market } from '../../../shared/lib/market';
import { ME_KEY, useMemberInfo } from '../../../shared/session/member-queries';
import { Button } from '../../../shared/ui/Button';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/feedback/feedback-store';
import type { GameViewProps } from '../registry';
import { DemoSeeds } from '../slots/fair/demo-seeds';
import { demoBalances, demoSettle, demoTopUp } from '../slots/fair/demo-wallet';
import { FairnessPanel } from '../slots/fair/FairnessPanel';
import { demoSeedSource, realSeedSource } from '../slots/fair/seed-source';
import { sliceColour, WheelDisc } from './WheelDisc';
import { demoUnitOf, demoWheelSpin, nextRotation, segmentChances, verifyWheelSpin } from './wheel-model';
import '../slots/fair/fair.css';
import './wheels.css';

const TABLES: Record<WheelGameId, WheelTable> = {
  [GameId.COIN_SPIN]: COIN_SPIN_TABLE,
  [GameId.DIAMOND_SPIN]: DIAMOND_SPIN_TABLE,
};

type Translate = ReturnType<typeof useI18n>['t'];

function amountText(t: Translate, prize: { kind: string; amount: number }): string {
  if (prize.kind === 'coin') return t('wheel.coins', { n: formatMinor(prize.amount) });
  if (prize.kind === 'diamond') return t('wheel.diamonds', { n: formatMinor(prize.amount) });
  return formatMoney(prize.amount, market.currencySymbol);
}

export default function WheelView({ gameId, mode }: GameViewProps) {
  const wheelId: WheelGameId = gameId === GameId.DIAMOND_SPIN ? GameId.DIAMOND_SPIN : GameId.COIN_SPIN;
  const config = useQuery({
    queryKey: ['wheel-config', wheelId],
    queryFn: () => call('wheelConfig', { gameId: String(wheelId) }),
    staleTime: Infinity,
  }).data;
  if (!config) return <PageSpinner />;
  return <Wheel key={`${wheelId}:${mode}`} wheelId={wheelId} demo={mode === 'demo'} config={config} />;
}

function Wheel({ wheelId, demo, config }: { wheelId: WheelGameId; demo: boolean; config: WheelConfigData }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const table = TABLES[wheelId];
  const seeds = useMemo(() => new DemoSeeds(wheelId), [wheelId]);
  const source = useMemo(() => (demo ? demoSeedSource(seeds) : realSeedSource(wheelId)), [demo, seeds, wheelId]);
  const member = useMemberInfo();
  const [demoWallet, setDemoWallet] = useState(demoBalances);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [last, setLast] = useState<WheelSpinData | null>(null);
  const [settled, setSettled] = useState(false);
  const [version, setVersion] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const costUnit = config.cost.kind;
  const memberBalance = costUnit === 'coin' ? member?.coin : costUnit === 'diamond' ? member?.diamond : member?.money;
  const spinBalance = last && settled && !demo ? last.balances[costUnit] : undefined;
  const balance = demo ? demoWallet[costUnit] : (spinBalance ?? memberBalance ?? null);
  const labels = config.segments.map((s) => (s.prize.kind === 'none' ? '✕' : s.label));
  const chances = segmentChances(config);

  async function spin() {
    if (spinning) return;
    let data: WheelSpinData;
    if (demo) {
      if (demoBalances()[costUnit] < config.cost.amount) {
        toast('failed', t('errors.insufficient_balance_deposit'));
        return;
      }
      data = demoWheelSpin(table, seeds);
      const prizeUnit = demoUnitOf(data.prize.kind);
      const after = demoSettle(costUnit, config.cost.amount, prizeUnit, data.prize.kind === 'none' ? 0 : data.prize.amount);
      if (!after) return;
      // Show the cost taken now, the prize when the wheel stops.
      setDemoWallet({ ...after, [prizeUnit]: after[prizeUnit] - (data.prize.kind === 'none' ? 0 : data.prize.amount) });
    } else {
      try {
        data = await call('wheelSpin', { gameId: String(wheelId) });
      } catch {
        return; // The API client has shown why.
      }
    }
    setLast(data);
    setSettled(false);
    setSpinning(true);
    setRotation((r) =>
      nextRotation(
        r,
        data.segmentIndex,
        config.segments.map((seg) => seg.weight),
      ),
    );
    timer.current = window.setTimeout(() => {
      setSpinning(false);
      setSettled(true);
      setVersion((v) => v + 1);
      if (demo) setDemoWallet(demoBalances());
      else void queryClient.invalidateQueries({ queryKey: ME_KEY });
    }, config.spinMs);
  }

  const cost = amountText(t, config.cost);
  return (
    <div className="wheel" data-testid="wheel-view">
      {demo && (
        <p className="wheel__demo" data-testid="wheel-demo-label">
          {t('perbet.demo_label')}
        </p>
      )}
      <p className="wheel__balance">
        {t('perbet.balance')}:{' '}
        <strong data-testid="wheel-balance">{balance === null ? '…' : amountText(t, { kind: costUnit, amount: balance })}</strong>
      </p>
      <WheelDisc config={config} labels={labels} chances={chances} rotation={rotation} spinning={spinning} />
      <p className="wheel__result" role="status" data-testid="wheel-result">
        {settled && last
          ? last.prize.kind === 'none'
            ? t('wheel.try_again')
            : t('wheel.won', { prize: amountText(t, last.prize) })
          : '\u00a0'}
      </p>
      <div className="wheel__controls">
        <Button onClick={() => void spin()} disabled={spinning} data-testid="wheel-spin">
          {spinning ? t('wheel.spinning') : t('wheel.spin', { cost })}
        </Button>
        {demo && demoWallet[costUnit] < config.cost.amount && (
          <Button variant="ghost" size="sm" onClick={() => setDemoWallet(demoTopUp(costUnit))} data-testid="wheel-demo-topup">
            {t('perbet.demo_topup')}
          </Button>
        )}
      </div>
      <section className="wheel__table" data-testid="wheel-table">
        <h3>{t('wheel.table')}</h3>
        <ul>
          {config.segments.map((s, i) => (
            <li key={i}>
              <span>
                <i className="wheel__swatch" style={{ background: sliceColour(i) }} aria-hidden="true" />
                {s.prize.kind === 'none' ? t('wheel.try_again') : amountText(t, s.prize)}
              </span>
              <span>{t('wheel.chance', { p: chances[i] ?? '0' })}</span>
            </li>
          ))}
        </ul>
        <p data-testid="wheel-rule">{t('wheel.rule', { total: config.segments.reduce((sum, s) => sum + s.weight, 0) })}</p>
        <p>
          {t('wheel.rtp', {
            rtp: config.rtpBp === null ? '-' : (config.rtpBp / 100).toFixed(2),
            win: (config.winProbabilityBp / 100).toFixed(2),
            version: config.version,
          })}
        </p>
        <p className="mono">
          {config.game} · {config.tableHash.slice(0, 16)}…
        </p>
      </section>
      <FairnessPanel
        source={source}
        version={version}
        last={settled && last ? { nonce: last.nonce, serverSeedHash: last.serverSeedHash } : null}
        verify={(revealed) => (last ? verifyWheelSpin(table, revealed, last) : false)}
      />
    </div>
  );
}
