import { Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { Spinner } from '../../shared/ui/Spinner';
import { LobbyPanel } from '../games/index';

const TABS: readonly { id: string; cate: string; label: MessageKey }[] = [
  { id: 'all', cate: 'All', label: 'home.tab_all' },
  { id: 'gifts', cate: 'Gifts', label: 'home.tab_gifts' },
  { id: 'aviator', cate: 'Aviator', label: 'home.tab_aviator' },
  { id: 'my', cate: 'My games', label: 'home.tab_my_games' },
];

/**
 * Lobby category tabs (WAI-ARIA tabs: arrow keys move between tabs) over the games (docs/product-rules/games.md#lobby-categories
 * Home). The tabs paint with the first screen; the game rows are a lazy chunk with their data.
 */
export function LobbyTabs() {
  const { t } = useI18n();
  const base = useId();
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tab = TABS[active] ?? TABS[0]!;

  function onKeyDown(e: KeyboardEvent) {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to =
      e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : delta ? (active + delta + TABS.length) % TABS.length : -1;
    if (to < 0) return;
    e.preventDefault();
    setActive(to);
    refs.current[to]?.focus();
  }

  return (
    <section className="lobby" aria-labelledby={`${base}-h`}>
      <div className="lobby__head">
        <h2 id={`${base}-h`}>{t('home.lobby')}</h2>
        <Link to={`/gamecategory/${encodeURIComponent(tab.cate)}`} className="link">
          {t('home.view_all')}
        </Link>
      </div>
      <div className="tabs" role="tablist" aria-label={t('home.categories')} onKeyDown={onKeyDown}>
        {TABS.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-t${i}`}
            aria-selected={i === active}
            aria-controls={`${base}-p`}
            tabIndex={i === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(i)}
            data-testid={`lobby-tab-${item.id}`}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-p`} aria-labelledby={`${base}-t${active}`} className="lobby__panel">
        <Suspense
          fallback={
            <div className="lobby__loading">
              <Spinner />
            </div>
          }
        >
          <LobbyPanel cate={tab.cate} />
        </Suspense>
      </div>
    </section>
  );
}
