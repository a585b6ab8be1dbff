import * as ic from '../../shared/ui/icons';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { buttonClass } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';

const TABS: readonly { id: string; cate: string; label: MessageKey; body: MessageKey }[] = [
  { id: 'all', cate: 'All', label: 'home.tab_all', body: 'home.games_soon_all' },
  { id: 'gifts', cate: 'Gifts', label: 'home.tab_gifts', body: 'home.games_soon_gifts' },
  { id: 'aviator', cate: 'Aviator', label: 'home.tab_aviator', body: 'home.games_soon_aviator' },
  { id: 'my', cate: 'My games', label: 'home.tab_my_games', body: 'home.games_soon_mine' },
];

/** Lobby category tabs (WAI-ARIA tabs: arrow keys move between tabs). Games arrive in a later issue. */
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
        <EmptyState
          icon={ic.games}
          title={t('home.games_soon_title')}
          action={
            <Link to="/links/5" className={buttonClass('ghost', false, 'sm')}>
              {t('home.how_fair')}
            </Link>
          }
        >
          <p>{t(tab.body)}</p>
        </EmptyState>
      </div>
    </section>
  );
}
