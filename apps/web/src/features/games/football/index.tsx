/**
 * Virtual League (game 3): fixtures with odds, bet slip, countdown, the live match view, results,
 * the table, my bets and the fairness check. 'play' bets real money through the server; 'demo'
 * bets play money kept in this browser on the same rounds, settled here from the public results.
 */
import { useState } from 'react';
import type { FootballRound } from '@nyota/contract/api/football';
import type { GameViewProps } from '../registry';
import { useI18n } from '../../../shared/i18n/i18n';
import { formatMoney } from '@nyota/contract/money/format';
import { market as marketPreset } from '../../../shared/lib/market';
import { BetSlip } from './BetSlip';
import { Fairness } from './Fairness';
import { Fixtures } from './Fixtures';
import { LeagueTable } from './LeagueTable';
import { LiveMatches } from './LiveMatches';
import { MyBets } from './MyBets';
import { clockText, phaseOf, secondsUntil, type Phase } from './match-clock';
import { useFootballBets } from './use-football-bets';
import { useFootballPicks } from './use-football-picks';
import { useLeague } from './use-league';
import './football.css';

type Tab = 'matches' | 'live' | 'table' | 'bets' | 'fair';
const TABS: Tab[] = ['matches', 'live', 'table', 'bets', 'fair'];

export default function FootballView({ mode }: GameViewProps) {
  const { t } = useI18n();
  const { current, table, now, failed, refresh } = useLeague();
  const [tab, setTab] = useState<Tab>('matches');
  const next = current?.next ?? null;
  const previous = current?.previous ?? null;
  const { picks, picked, toggle, clear } = useFootballPicks(next?.id);
  const { bets, demoBalance, place, resetDemo } = useFootballBets({ mode, next, previous, refresh });

  if (!current) return <p className="fb-muted">{failed ? t('football.unavailable') : t('app.loading')}</p>;

  const phase = next ? phaseOf(next, now) : 'closed';
  const open = phase === 'betting';

  return (
    <div className="fb" data-testid="football">
      <header className="fb-head">
        <div>
          <strong>{t('football.title')}</strong>
          {next && <span className="fb-muted"> · {t('football.matchday', { n: next.matchday, s: next.season })}</span>}
        </div>
        <Countdown next={next} phase={phase} now={now} />
        {mode === 'demo' && (
          <div className="fb-demo">
            {t('football.demo_balance')}: {formatMoney(demoBalance, marketPreset.currencySymbol)}{' '}
            <button type="button" className="fb-link" onClick={resetDemo}>
              {t('football.demo_reset')}
            </button>
          </div>
        )}
      </header>
      <FootballTabs tab={tab} onTab={setTab} />
      {tab === 'matches' && next && <Fixtures fixtures={next.fixtures} open={open} picked={picked} onPick={toggle} />}
      {tab === 'live' && previous && <LiveMatches round={previous} now={now} />}
      {tab === 'table' && <LeagueTable table={table} />}
      {tab === 'bets' && <MyBets bets={bets} />}
      {tab === 'fair' && <Fairness next={next} previous={previous} fairness={current.fairness} />}
      {next && (
        <BetSlip
          picks={picks}
          fixtures={next.fixtures}
          open={open}
          minStake={current.limits.minStake}
          maxStake={current.limits.maxStake}
          onRemove={toggle}
          onPlace={(stake) => place(picks, stake, clear)}
        />
      )}
    </div>
  );
}

function Countdown({ next, phase, now }: { next: FootballRound | null; phase: Phase; now: number }) {
  const { t } = useI18n();
  return (
    <div data-testid="football-countdown" className="fb-countdown">
      {next && phase === 'betting' && t('football.closes_in', { time: clockText(secondsUntil(next.closesAt, now)) })}
      {next && phase === 'closed' && t('football.kickoff_in', { time: clockText(secondsUntil(next.kickoffAt, now)) })}
      {!next && t('football.next_soon')}
    </div>
  );
}

function FootballTabs({ tab, onTab }: { tab: Tab; onTab(tab: Tab): void }) {
  const { t } = useI18n();
  return (
    <nav className="fb-tabs" role="tablist">
      {TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={tab === name}
          className={`fb-tab${tab === name ? ' fb-tab--on' : ''}`}
          data-testid={`football-tab-${name}`}
          onClick={() => onTab(name)}
        >
          {t(`football.tab_${name}`)}
        </button>
      ))}
    </nav>
  );
}
