/** The demo/real switch of a game page: demo first, the mode on screen pressed. */
import { GAME_MODES, type GameMode } from '@nyota/contract/games-constants';
import { useI18n } from '../../../shared/i18n/i18n';

export function ModeSwitch({ mode, onChoose }: { mode: GameMode; onChoose(next: GameMode): void }) {
  const { t } = useI18n();
  return (
    <div className="mode-switch" role="group" aria-label={t('games.mode')}>
      {GAME_MODES.slice()
        .reverse()
        .map((m) => (
          <button
            key={m}
            type="button"
            className="mode-switch__opt"
            aria-pressed={m === mode}
            onClick={() => onChoose(m)}
            data-testid={`mode-${m}`}
          >
            {t(m === 'demo' ? 'games.mode_demo' : 'games.mode_real')}
          </button>
        ))}
    </div>
  );
}
