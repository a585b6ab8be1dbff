import { useId, useRef, type KeyboardEvent } from 'react';
import { GAME_CATALOGUE } from '@nyota/contract/game-catalogue';
import { useI18n } from '../../../shared/i18n/i18n';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import * as ic from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { SelectField } from '../../../shared/ui/SelectField';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { monthLabel } from '../../records/index';
import type { GameRecordsTab } from '../api';
import { GameRecordRow } from './GameRecordRow';
import { useGameRecords } from './use-game-records';
import '../games.css';

type GameRecords = ReturnType<typeof useGameRecords>;

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
  const { t } = useI18n();
  const view = useGameRecords();
  const panelId = useId();
  return (
    <PageFrame title={t('profile.game_records')} data-testid="page-game-records">
      <div className="game-records">
        <RecordTabs view={view} panelId={panelId} />
        <RecordFilters view={view} />
        <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${view.tab}`} aria-busy={view.records.isFetching}>
          <RecordList view={view} />
        </div>
      </div>
    </PageFrame>
  );
}

function RecordTabs({ view: { tab, pick }, panelId }: { view: GameRecords; panelId: string }) {
  const { t } = useI18n();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent) {
    const at = TABS.findIndex((x) => x.tab === tab);
    const to = e.key === 'ArrowRight' || e.key === 'End' ? 1 : e.key === 'ArrowLeft' || e.key === 'Home' ? 0 : -1;
    const target = TABS[to];
    if (!target || to === at) return;
    e.preventDefault();
    pick(target.tab);
    refs.current[to]?.focus();
  }

  return (
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
  );
}

function RecordFilters({ view }: { view: GameRecords }) {
  const { t, lang } = useI18n();
  return (
    <div className="game-records__filters">
      <SelectField
        label={t('records.month')}
        value={view.month}
        options={view.months.map((m) => ({ value: m, label: monthLabel(m, lang) }))}
        onValueChange={view.pickMonth}
        data-testid="game-records-month"
      />
      <SelectField
        label={t('games.game')}
        value={view.gameId === null ? '' : String(view.gameId)}
        options={[
          { value: '', label: t('games.all_games') },
          ...GAME_CATALOGUE.map((g) => ({ value: String(g.id), label: g.name })),
        ]}
        onValueChange={(v) => view.pickGame(v === '' ? null : Number(v))}
        data-testid="game-records-game"
      />
    </div>
  );
}

function RecordList({ view }: { view: GameRecords }) {
  const { t, lang } = useI18n();
  const { records } = view;
  const data = records.data;
  if (!view.loggedIn || records.isPending) return <PageSpinner />;
  if (records.isError) {
    return (
      <EmptyState icon={ic.info} title={t('app.failed')}>
        <Button variant="secondary" size="sm" onClick={() => void records.refetch()}>
          {t('app.reload')}
        </Button>
      </EmptyState>
    );
  }
  if (!data || data.list.length === 0) {
    return (
      <EmptyState icon={ic.records} title={t('games.records_empty_title')}>
        <p>{t('games.records_empty', { month: monthLabel(view.month, lang) })}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="game-records__list" data-testid="game-records-list">
        {data.list.map((r) => (
          <li key={r.id}>
            <GameRecordRow record={r} />
          </li>
        ))}
      </ul>
      <RecordPager view={view} />
    </>
  );
}

function RecordPager({ view: { page, pages, previousPage, nextPage } }: { view: GameRecords }) {
  const { t } = useI18n();
  return (
    <nav className="game-records__pager" aria-label={t('games.pages')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={previousPage} data-testid="game-records-prev">
        {t('games.prev')}
      </Button>
      <span data-testid="game-records-page">{t('games.page_of', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={nextPage} data-testid="game-records-next">
        {t('games.next')}
      </Button>
    </nav>
  );
}
