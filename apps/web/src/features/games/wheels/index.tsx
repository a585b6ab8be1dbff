/**
 * Coin Spin (game 4) and Diamond Spin (game 5): wheels paid with coins or diamonds. 'play' spins
 * on the server (the ledger moves the cost and the prize); 'demo' spins the same versioned table in
 * this browser from its own seed pair with play money. The disc turns 15 circles in 5000 ms and
 * lands on the segment the seeds chose.
 */
import { useQuery } from '@tanstack/react-query';
import { GameId } from '@nyota/contract/games-constants';
import type { WheelConfigData, WheelGameId } from '@nyota/contract/api/per-bet-games';
import { call } from '../../../shared/api/client';
import { useI18n } from '../../../shared/i18n/i18n';
import { Button } from '../../../shared/ui/Button';
import { PageSpinner } from '../../../shared/ui/Spinner';
import type { GameViewProps } from '../registry';
import { FairnessPanel } from '../slots/fair/FairnessPanel';
import { amountText } from './prize-text';
import { useWheelGame } from './use-wheel-game';
import { WheelDisc } from './WheelDisc';
import { segmentChances, verifyWheelSpin } from './wheel-model';
import { WheelTable } from './WheelTable';
import '../slots/fair/fair.css';
import './wheels.css';

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
  const game = useWheelGame(wheelId, demo, config);
  const { balance, result, last } = game;
  const labels = config.segments.map((s) => (s.prize.kind === 'none' ? '✕' : s.label));
  const chances = segmentChances(config);
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
        <strong data-testid="wheel-balance">
          {balance === null ? '…' : amountText(t, { kind: game.costUnit, amount: balance })}
        </strong>
      </p>
      <WheelDisc config={config} labels={labels} chances={chances} rotation={game.rotation} spinning={game.spinning} />
      <p className="wheel__result" role="status" data-testid="wheel-result">
        {result
          ? result.prize.kind === 'none'
            ? t('wheel.try_again')
            : t('wheel.won', { prize: amountText(t, result.prize) })
          : '\u00a0'}
      </p>
      <div className="wheel__controls">
        <Button onClick={() => void game.spin()} disabled={game.spinning} data-testid="wheel-spin">
          {game.spinning ? t('wheel.spinning') : t('wheel.spin', { cost })}
        </Button>
        {game.short && (
          <Button variant="ghost" size="sm" onClick={game.topUp} data-testid="wheel-demo-topup">
            {t('perbet.demo_topup')}
          </Button>
        )}
      </div>
      <WheelTable config={config} chances={chances} />
      <FairnessPanel
        source={game.source}
        version={game.version}
        last={result ? { nonce: result.nonce, serverSeedHash: result.serverSeedHash } : null}
        verify={(revealed) => (last ? verifyWheelSpin(game.table, revealed, last) : false)}
      />
    </div>
  );
}
