import { Link } from 'react-router';
import type { Game } from '@nyota/contract/api/games';
import { GameLabel } from '@nyota/contract/games-constants';
import { useI18n } from '../../../shared/i18n/i18n';
import { GameCover } from '../covers/GameCover';

/** A game tile: our cover, the hot/new badge (labels 4 and 8), the name and who is playing now. */
export function GameCard({ game, online }: { game: Game; online?: number | undefined }) {
  const { t } = useI18n();
  const badge = game.label === GameLabel.HOT ? t('games.badge_hot') : game.label === GameLabel.NEW ? t('games.badge_new') : null;
  return (
    <Link to={game.url} className="game-card" data-testid={`game-card-${game.id}`}>
      <span className="game-card__cover">
        <GameCover cover={game.largeCover} />
        {badge && <span className={`game-card__badge game-card__badge--${game.label}`}>{badge}</span>}
      </span>
      <span className="game-card__name">{game.name}</span>
      {online !== undefined && online > 0 && <span className="game-card__online">{t('games.playing', { n: online })}</span>}
    </Link>
  );
}
