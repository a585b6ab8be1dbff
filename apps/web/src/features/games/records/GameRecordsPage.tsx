import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SessionState } from '@nyota/contract/constants';
import { GAME_CATALOGUE } from '@nyota/contract/game-catalogue';
import { useI18n } from '../../../shared/i18n/i18n';
import { useIsMobile } from '../../../shared/lib/layout';
import { market } from '../../../shared/lib/market';
import { useSession } from '../../../shared/session/session-store';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import * as ic from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { SelectField } from '../../../shared/ui/SelectField';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { monthLabel, recordMonths } from '../../records/index';
import { gameRecordsQuery, type GameRecordsTab } from '../api';
import { GameRecordRow } from './GameRecordRow';
import '../games.css';

/** docs/product-rules/games.md#game-records: 8 rows a page on desktop, 10 on mobile. */
const PAGE_SIZE = { desktop: 8, mobile: 10 };

const TABS: readonly { tab: GameRecordsTab; label: 'games.records_bet' | 'games.records_win' }[] = [
  { tab: 'bet', label: 'games.records_bet' },
  { tab: 'win', label: 'games.records_win' },
];

/**
 * Route `game-records` (login): the player's settled bets (Bet) or those that paid (Win), by month
 * (the last 6) and game, in numbered pages, newest first. Each row opens to its outcome, balances
 * and the seeds that prove it, so the last games can be recalled and checked (reference §4).
 */
export function GameRecordsPage() {
  const { t, lang } = useI18n();
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  const isMobile = useIsMobile();
  const months = useMemo(() => recordMonths(new Date(), market.timeZone), []);
  const [tab, setTab] = useState<GameRecordsTab>('bet');
  const [month, setMonth] = useState(months[0] ?? '');
  const [gameId, setGameId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const size = isMobile ? PAGE_SIZE.mobile : PAGE_SIZE.desktop;
  const panelId = useId();
  const records = useQuery({ ...gameRecordsQuery({ tab, month, gameId, page, size }), enabled: loggedIn });
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function pick(next: GameRecordsTab) {
    setTab(next);
    setPage(1);
  }

  function onKeyDown(e: KeyboardEvent) {
    const at = TABS.findIndex((x) => x.tab === tab);
    const to = e.key === 'ArrowRight' || e.key === 'End' ? 1 : e.key === 'ArrowLeft' || e.key === 'Home' ? 0 : -1;
    const target = TABS[to];
    if (!target || to === at) return;
    e.preventDefault();
    pick(target.tab);
    refs.current[to]?.focus();
  }

  const data = records.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  let list;
  if (!loggedIn || records.isPending) list = <PageSpinner />;
  else if (records.isError) {
    list = (
      <EmptyState icon={ic.info} title={t('app.failed')}>
        <Button variant="secondary" size="sm" onClick={() => void records.refetch()}>
          {t('app.reload')}
        </Button>
      </EmptyState>
    );
  } else if (!data || data.list.length === 0) {
    list = (
      <EmptyState icon={ic.records} title={t('games.records_empty_title')}>
        <p>{t('games.records_empty', { month: monthLabel(month, lang) })}</p>
      </EmptyState>
    );
  } else {
    list = (
      <>
        <ul className="game-records__list" data-testid="game-records-list">
          {data.list.map((r) => (
            <li key={r.id}>
              <GameRecordRow record={r} />
            </li>
          ))}
        </ul>
        <nav className="game-records__pager" aria-label={t('games.pages')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
            data-testid="game-records-prev"
          >
            {t('games.prev')}
          </Button>
          <span data-testid="game-records-page">{t('games.page_of', { page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
            data-testid="game-records-next"
          >
            {t('games.next')}
          </Button>
        </nav>
      </>
    );
  }

  return (
    <PageFrame title={t('profile.game_records')} data-testid="page-game-records">
      <div className="game-records">
        <div className="tabs" role="tablist" aria-label={t('games.records_tabs')} onKeyDown={onKeyDown}>
          {TABS.map((x, i) => (
            <button
              key={x.tab}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${panelId}-${x.tab}`}
              aria-selected={x.tab === tab}
              aria-controls={panelId}
              tabIndex={x.tab === tab ? 0 : -1}
              className="tabs__tab"
              onClick={() => pick(x.tab)}
              data-testid={`game-records-tab-${x.tab}`}
            >
              {t(x.label)}
            </button>
          ))}
        </div>
        <div className="game-records__filters">
          <SelectField
            label={t('records.month')}
            value={month}
            options={months.map((m) => ({ value: m, label: monthLabel(m, lang) }))}
            onValueChange={(m) => {
              setMonth(m);
              setPage(1);
            }}
            data-testid="game-records-month"
          />
          <SelectField
            label={t('games.game')}
            value={gameId === null ? '' : String(gameId)}
            options={[
              { value: '', label: t('games.all_games') },
              ...GAME_CATALOGUE.map((g) => ({ value: String(g.id), label: g.name })),
            ]}
            onValueChange={(v) => {
              setGameId(v === '' ? null : Number(v));
              setPage(1);
            }}
            data-testid="game-records-game"
          />
        </div>
        <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${tab}`} aria-busy={records.isFetching}>
          {list}
        </div>
      </div>
    </PageFrame>
  );
}
