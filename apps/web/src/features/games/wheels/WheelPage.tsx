/**
 * Routes `coinspin/{id}` and `diamondspin` (docs/product-rules/games.md#game-routes): the wheel with its own demo/real switch
 * (these games have no `games/{id}/{mode}` page). A visitor starts in demo; real needs a login.
 */
import { Suspense, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import { GameId, type GameMode } from '@nyota/contract/games-constants';
import { useI18n } from '../../../shared/i18n/i18n';
import { openDialog } from '../../../shared/lib/dialogs';
import { useSession } from '../../../shared/session/session-store';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { PageSpinner } from '../../../shared/ui/Spinner';
import WheelView from './index';
import '../games.css';

/** Only coin wheel 1 exists; any other `coinspin/{id}` shows it. */
export function WheelPage({ wheel }: { wheel: 'coin' | 'diamond' }) {
  const { id } = useParams();
  if (wheel === 'coin' && id !== '1') return <Navigate to="/coinspin/1" replace />;
  return <WheelScreen key={wheel} gameId={wheel === 'coin' ? GameId.COIN_SPIN : GameId.DIAMOND_SPIN} />;
}

function WheelScreen({ gameId }: { gameId: typeof GameId.COIN_SPIN | typeof GameId.DIAMOND_SPIN }) {
  const { t } = useI18n();
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  const [chosen, setChosen] = useState<GameMode | null>(null);
  const mode: GameMode = chosen ?? (loggedIn ? 'play' : 'demo');
  const effective: GameMode = mode === 'play' && !loggedIn ? 'demo' : mode;

  function choose(next: GameMode) {
    if (next === 'play' && !loggedIn) {
      openDialog('login');
      return;
    }
    setChosen(next);
  }

  return (
    <PageFrame title={t(gameId === GameId.COIN_SPIN ? 'wheel.coin_title' : 'wheel.diamond_title')} data-testid="page-wheel">
      <div className="game-bar">
        <div className="mode-switch" role="group" aria-label={t('games.mode')}>
          {(['play', 'demo'] as const).map((m) => (
            <button
              key={m}
              type="button"
              className="mode-switch__opt"
              aria-pressed={m === effective}
              onClick={() => choose(m)}
              data-testid={`mode-${m}`}
            >
              {t(m === 'demo' ? 'games.mode_demo' : 'games.mode_real')}
            </button>
          ))}
        </div>
        {/* Coins and diamonds are earned in the task centre (docs/product-rules/tasks.md). */}
        <Link to="/taskcenter" className="game-bar__earn" data-testid="wheel-earn-more">
          {t('tasks.earn_more')}
        </Link>
      </div>
      <Suspense fallback={<PageSpinner />}>
        <WheelView gameId={gameId} mode={effective} />
      </Suspense>
    </PageFrame>
  );
}
