import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SessionState } from '@nyota/contract/constants';
import type { GameCategory } from '@nyota/contract/api/games';
import { useI18n } from '../../../shared/i18n/i18n';
import { openDialog } from '../../../shared/lib/dialogs';
import { useSession } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/Button';
import { onlineQuery } from '../api';
import { categoryLabel } from '../category-label';
import { GameCard } from './GameCard';

/**
 * One lobby row (docs/product-rules/games.md#lobby-categories): the category's name, View all (gamecategory/{cate}) and a
 * horizontal carousel: 3 tiles per view on mobile, in 2 rows when there are more than 3 games,
 * 8 per view on desktop (CSS scroll snapping, no carousel library).
 */
export function CategoryRow({ category }: { category: GameCategory }) {
  const { t } = useI18n();
  const online = useQuery(onlineQuery).data;
  const count = (id: number) => online?.games.find((g) => g.gameId === id)?.online;
  const headingId = `cat-${category.id}`;
  return (
    <section className="game-row" aria-labelledby={headingId} data-testid={`lobby-row-${category.id}`}>
      <div className="game-row__head">
        <h3 id={headingId}>{categoryLabel(t, category.name)}</h3>
        <Link to={category.url} className="link" data-testid={`view-all-${category.id}`}>
          {t('home.view_all')}
        </Link>
      </div>
      {category.games.length === 0 ? (
        <EmptyRow mine={category.icon === 'mine'} />
      ) : (
        <ul className={`game-row__list${category.games.length > 3 ? ' game-row__list--two' : ''}`}>
          {category.games.map((g) => (
            <li key={g.id}>
              <GameCard game={g} online={count(g.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EmptyRow({ mine }: { mine: boolean }) {
  const { t } = useI18n();
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  if (mine && !loggedIn) {
    return (
      <div className="game-row__empty">
        <p>{t('games.mine_visitor')}</p>
        <Button variant="secondary" size="sm" onClick={() => openDialog('login')} data-testid="mine-login">
          {t('games.log_in')}
        </Button>
      </div>
    );
  }
  return <p className="game-row__empty">{mine ? t('games.mine_empty') : t('games.category_empty')}</p>;
}
