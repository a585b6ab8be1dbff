import { useQuery } from '@tanstack/react-query';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { lobbyQuery } from '../api';
import { CategoryRow } from './CategoryRow';
import '../games.css';

/**
 * The home lobby's games under the category tabs: on All, one row per category; on another tab,
 * that category's row. Loaded lazily, so the lobby's first paint needs none of it.
 */
export function LobbyPanel({ cate }: { cate: string }) {
  const { t } = useI18n();
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  const lobby = useQuery(lobbyQuery(loggedIn));
  if (lobby.isPending) {
    return (
      <div className="game-lobby__loading">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (lobby.isError) {
    return (
      <div className="game-row__empty">
        <p>{t('games.lobby_failed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void lobby.refetch()}>
          {t('app.reload')}
        </Button>
      </div>
    );
  }
  const all = cate.toLowerCase() === 'all';
  const rows = all ? lobby.data.categories : lobby.data.categories.filter((c) => c.name.toLowerCase() === cate.toLowerCase());
  return (
    <div className="game-lobby" data-testid="game-lobby">
      {rows.map((c) => (
        <CategoryRow key={c.id} category={c} />
      ))}
    </div>
  );
}
