import { Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { openDialog } from '../../shared/lib/dialogs';
import { useIsMobile } from '../../shared/lib/layout';
import { market } from '../../shared/lib/market';
import { useSession } from '../../shared/session/session-store';
import { Button, buttonClass } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import * as ic from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import { SelectField } from '../../shared/ui/SelectField';
import { PageSpinner, Spinner } from '../../shared/ui/Spinner';
import { AppealDialogHost, preloadAppealDialogs, type AppealTarget } from '../appeals/index';
import { RECORDS_KEY } from './api';
import { RecordsTable } from './desktop/RecordsTable';
import { RecordsFeed } from './mobile/RecordsFeed';
import { monthLabel, recordMonths } from './record-months';
import { appealActionOf, appealKindOf, recordKindOf, type RecordKind, type RecordRow } from './record-view';
import './records.css';

const TABS: readonly { kind: RecordKind; label: 'records.tab_deposit' | 'records.tab_withdraw' }[] = [
  { kind: 'deposit', label: 'records.tab_deposit' },
  { kind: 'withdraw', label: 'records.tab_withdraw' },
];

/**
 * Route `records/{id?}` (docs/product-rules/records-and-appeals.md#records-screen): Deposit and Withdraw tabs (record-view.ts
 * recordKindOf reads the tab from the path), a month picker of the last 6 months, and the month's
 * records with their appeal controls: a paged table on desktop, an endless list on mobile.
 * Visitors are sent to the login by the shell's guard; the prompt here covers a session that
 * ends while the page is open.
 */
export function RecordsPage() {
  const { t } = useI18n();
  const params = useParams();
  const state = useSession((s) => s.state);
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<RecordKind>(() => recordKindOf(params['id']));
  const months = useMemo(() => recordMonths(new Date(), market.timeZone), []);
  const [month, setMonth] = useState(months[0] ?? '');
  const [target, setTarget] = useState<AppealTarget | null>(null);
  const loggedIn = state === SessionState.LOGGED_IN;
  const panelId = useId();

  useEffect(() => {
    if (loggedIn) preloadAppealDialogs();
  }, [loggedIn]);

  function open(record: RecordRow) {
    const action = appealActionOf(record);
    if (action.type === 'appeal')
      setTarget({ mode: 'appeal', kind: appealKindOf(kind), recordId: record.id, money: record.money });
    else if (action.type === 'status') setTarget({ mode: 'detail', appealId: action.appealId });
  }

  let body;
  if (state === SessionState.LOGGING_IN) body = <PageSpinner />;
  else if (!loggedIn) body = <VisitorPrompt />;
  else
    body = (
      <RecordsBrowser
        kind={kind}
        onKind={setKind}
        month={month}
        onMonth={setMonth}
        months={months}
        onOpen={open}
        panelId={panelId}
      />
    );

  return (
    <PageFrame
      title={t('records.title')}
      action={
        loggedIn ? (
          <Link to="/complain-records" className={buttonClass('ghost', false, 'sm')} data-testid="records-appeals">
            {t('profile.complain_records')}
          </Link>
        ) : undefined
      }
      data-testid="page-records"
    >
      {body}
      <Suspense
        fallback={
          <div className="overlay-loading">
            <Spinner size="lg" />
          </div>
        }
      >
        {target && loggedIn && (
          <AppealDialogHost
            target={target}
            onClose={() => setTarget(null)}
            onTarget={setTarget}
            onSubmitted={() => void queryClient.invalidateQueries({ queryKey: RECORDS_KEY })}
          />
        )}
      </Suspense>
    </PageFrame>
  );
}

interface RecordsBrowserProps {
  kind: RecordKind;
  onKind(kind: RecordKind): void;
  month: string;
  onMonth(month: string): void;
  months: string[];
  onOpen(record: RecordRow): void;
  panelId: string;
}

/** The tabs, the month picker and the month's records: a paged table on desktop, an endless list on mobile. */
function RecordsBrowser({ kind, onKind, month, onMonth, months, onOpen, panelId }: RecordsBrowserProps) {
  const { t, lang } = useI18n();
  const isMobile = useIsMobile();
  const monthName = monthLabel(month, lang);
  const List = isMobile ? RecordsFeed : RecordsTable;
  return (
    <div className="records">
      <div className="records__controls">
        <RecordTabs kind={kind} onChange={onKind} panelId={panelId} />
        <SelectField
          className="records__month"
          label={t('records.month')}
          value={month}
          options={months.map((m) => ({ value: m, label: monthLabel(m, lang) }))}
          onValueChange={onMonth}
          data-testid="records-month"
        />
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${kind}`} data-testid={`records-${kind}`}>
        <List key={`${kind}:${month}`} kind={kind} month={month} monthName={monthName} onOpen={onOpen} />
      </div>
    </div>
  );
}

/** Deposit / Withdraw as WAI-ARIA tabs: arrow keys, Home and End move between them. */
function RecordTabs({ kind, onChange, panelId }: { kind: RecordKind; onChange(kind: RecordKind): void; panelId: string }) {
  const { t } = useI18n();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = TABS.findIndex((tab) => tab.kind === kind);

  function onKeyDown(e: KeyboardEvent) {
    const last = TABS.length - 1;
    let to = -1;
    if (e.key === 'ArrowRight') to = active === last ? 0 : active + 1;
    else if (e.key === 'ArrowLeft') to = active === 0 ? last : active - 1;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = last;
    const tab = TABS[to];
    if (!tab) return;
    e.preventDefault();
    onChange(tab.kind);
    refs.current[to]?.focus();
  }

  return (
    <div className="tabs records__tabs" role="tablist" aria-label={t('records.tabs')} onKeyDown={onKeyDown}>
      {TABS.map((tab, i) => (
        <button
          key={tab.kind}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${panelId}-${tab.kind}`}
          aria-selected={tab.kind === kind}
          aria-controls={panelId}
          tabIndex={tab.kind === kind ? 0 : -1}
          className="tabs__tab"
          onClick={() => onChange(tab.kind)}
          data-testid={`records-tab-${tab.kind}`}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}

function VisitorPrompt() {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={ic.lock}
      title={t('records.visitor_title')}
      action={
        <div className="btn-row">
          <Button variant="secondary" onClick={() => openDialog('login')} data-testid="prompt-login">
            {t('auth.login')}
          </Button>
          <Button onClick={() => openDialog('signup')} data-testid="prompt-signup">
            {t('auth.signup')}
          </Button>
        </div>
      }
    >
      <p>{t('records.visitor_body')}</p>
    </EmptyState>
  );
}
