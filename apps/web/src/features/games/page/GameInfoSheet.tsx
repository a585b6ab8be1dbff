import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import type { CatalogueGame } from '@nyota/contract/game-catalogue';
import { GameId, type GameIdValue, type GameMode } from '@nyota/contract/games-constants';
import { useI18n, type MessageKey } from '../../../shared/i18n/i18n';
import { Dialog } from '../../../shared/ui/Dialog';

const RULES: Record<GameIdValue, MessageKey> = {
  [GameId.AVIATOR]: 'games.rules_aviator',
  [GameId.SAVANNA_SLOT]: 'games.rules_savanna',
  [GameId.VIRTUAL_LEAGUE]: 'games.rules_football',
  [GameId.COIN_SPIN]: 'games.rules_coinspin',
  [GameId.DIAMOND_SPIN]: 'games.rules_diamondspin',
};

/**
 * The game-play bottom sheet (docs/product-rules/games.md#game-routes): how the game is played, how to check it is
 * fair (links/5 and each game's own verifier), and where its limits are. Stake limits and the
 * maximum win come from each game's live configuration, so the game shows them next to its bet
 * controls; this sheet says so rather than repeat numbers that could go stale.
 */
export function GameInfoSheet({ game, mode, onClose }: { game: CatalogueGame; mode: GameMode; onClose(): void }) {
  const { t } = useI18n();
  // Outside the shell: an open dialog makes the shell inert, and the sheet must stay usable.
  return createPortal(
    <Dialog title={t('games.how_to_play', { game: game.name })} onClose={onClose} className="game-sheet" data-testid="game-sheet">
      <section className="game-sheet__section">
        <h3>{t('games.rules')}</h3>
        <p>{t(RULES[game.id])}</p>
      </section>
      <section className="game-sheet__section">
        <h3>{t('games.fairness')}</h3>
        <p>{t('games.fairness_body')}</p>
        <Link to="/links/5" className="link" onClick={onClose} data-testid="game-sheet-fair">
          {t('footer.fair')}
        </Link>
      </section>
      <section className="game-sheet__section">
        <h3>{t('games.limits')}</h3>
        <p>{t(mode === 'demo' ? 'games.limits_demo' : 'games.limits_real')}</p>
      </section>
    </Dialog>,
    document.body,
  );
}
