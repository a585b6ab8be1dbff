import { Suspense, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SessionState } from '@nyota/contract/constants';
import { catalogueGame, gamePath, type CatalogueGame } from '@nyota/contract/game-catalogue';
import { GAME_MODES, type GameMode } from '@nyota/contract/games-constants';
import { useI18n } from '../../../shared/i18n/i18n';
import { openDialog } from '../../../shared/lib/dialogs';
import { useSession } from '../../../shared/session/session-store';
import { buttonClass } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Icon } from '../../../shared/ui/Icon';
import * as ic from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { onlineQuery } from '../api';
import { lazyGameView } from '../registry';
import { GameInfoSheet } from './GameInfoSheet';
import { ModeSwitch } from './ModeSwitch';
import '../games.css';

function modeOf(mode: string | undefined): GameMode | null {
  const m = mode?.toLowerCase();
  return GAME_MODES.find((x) => x === m) ?? null;
}

/**
 * Route `games/{id}/{mode}` (docs/product-rules/games.md#game-routes): the game's header (name, players now, demo/real
 * switch, the game-play sheet) around the game's own view, loaded lazily from the registry.
 * Demo is open to visitors; real needs a login (the switch opens the login dialog, and the shell's
 * guard sends a visitor who opens `/play` directly to the lobby with it). The wheels have their own
 * routes (`coinspin/{id}`, `diamondspin`), so their ids are sent there.
 */
export function GamePage() {
  const params = useParams();
  const game = catalogueGame(Number(params['id']));
  const mode = modeOf(params['mode']);
  if (!game || !mode) return <Navigate to="/" replace />;
  if (game.route !== 'game') return <Navigate to={gamePath(game)} replace />;
  return <GameScreen key={`${game.id}:${mode}`} game={game} mode={mode} />;
}

function GameScreen({ game, mode }: { game: CatalogueGame; mode: GameMode }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  const [sheet, setSheet] = useState(false);
  const online = useQuery(onlineQuery).data?.games.find((g) => g.gameId === game.id)?.online ?? 0;
  const View = lazyGameView(game.id);

  function choose(next: GameMode) {
    if (next === mode) return;
    if (next === 'play' && !loggedIn) {
      openDialog('login');
      return;
    }
    void navigate(gamePath(game, next), { replace: true });
  }

  return (
    <PageFrame
      title={game.name}
      action={
        <button
          type="button"
          className="icon-btn"
          aria-label={t('games.info')}
          onClick={() => setSheet(true)}
          data-testid="game-info"
        >
          <Icon d={ic.info} />
        </button>
      }
      data-testid="page-game"
    >
      <div className="game-bar">
        <ModeSwitch mode={mode} onChoose={choose} />
        <span className="game-bar__online" data-testid="game-online">
          {t('games.playing', { n: online })}
        </span>
      </div>
      <p className="game-bar__note" data-testid="game-mode-note">
        {t(mode === 'demo' ? 'games.demo_note' : 'games.real_note')}
      </p>
      {View ? (
        <Suspense fallback={<PageSpinner />}>
          <View gameId={game.id} mode={mode} />
        </Suspense>
      ) : (
        <EmptyState
          icon={ic.games}
          title={t('games.coming_title', { game: game.name })}
          action={
            <div className="btn-row">
              <Link to="/" className={buttonClass('secondary', false, 'sm')}>
                {t('common.to_lobby')}
              </Link>
              <Link to="/links/5" className={buttonClass('ghost', false, 'sm')}>
                {t('home.how_fair')}
              </Link>
            </div>
          }
        >
          <p data-testid="game-coming">{t('games.coming_body')}</p>
        </EmptyState>
      )}
      {sheet && <GameInfoSheet game={game} mode={mode} onClose={() => setSheet(false)} />}
    </PageFrame>
  );
}
