import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SessionState } from '@nyota/contract/constants';
import type { GameCategory } from '@nyota/contract/api/games';
import { useI18n } from '../../../shared/i18n/i18n';
import { openDialog } from '../../../shared/lib/dialogs';
import { useSession } from '../../../shared/session/session-store';
import { Button, buttonClass } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import * as ic from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { lobbyQuery, onlineQuery } from '../api';
import { categoryLabel } from '../category-label';
import { GameCard } from './GameCard';
import '../games.css';

/**
 * Routes `gamecategory/{cate}` (a category by its seed name: All, Gifts, Aviator, My games) and
 * `gamecollection/{id}` (the same categories by number, see game-catalogue.ts): every game of it.
 */
export function CategoryPage({ by }: { by: 'cate' | 'id' }) {
  const { t } = useI18n();
  const params = useParams();
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  const lobby = useQuery(lobbyQuery(loggedIn));
  const online = useQuery(onlineQuery).data;
  const key = by === 'cate' ? (params['cate'] ?? '') : (params['id'] ?? '');
  const category: GameCategory | undefined = lobby.data?.categories.find((c) =>
    by === 'cate' ? c.name.toLowerCase() === key.toLowerCase() : String(c.id) === key,
  );

  let body;
  if (lobby.isPending) body = <PageSpinner />;
  else if (!category) {
    body = (
      <EmptyState
        icon={ic.games}
        title={t('games.category_unknown')}
        action={
          <Link to="/" className={buttonClass('secondary', false, 'sm')}>
            {t('common.to_lobby')}
          </Link>
        }
      />
    );
  } else if (category.games.length === 0) {
    const visitorMine = category.icon === 'mine' && !loggedIn;
    body = (
      <EmptyState
        icon={ic.games}
        title={t(category.icon === 'mine' ? 'games.mine_title' : 'games.category_empty')}
        action={
          visitorMine ? (
            <Button size="sm" onClick={() => openDialog('login')}>
              {t('games.log_in')}
            </Button>
          ) : undefined
        }
      >
        <p>{t(visitorMine ? 'games.mine_visitor' : 'games.mine_empty')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="game-grid" data-testid="category-games">
        {category.games.map((g) => (
          <li key={g.id}>
            <GameCard game={g} online={online?.games.find((o) => o.gameId === g.id)?.online} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageFrame title={category ? categoryLabel(t, category.name) : t('home.lobby')} data-testid="page-game-category">
      {body}
    </PageFrame>
  );
}
