/**
 * Virtual League (game 3): fixtures with odds, bet slip, countdown, the live match view, results,
 * the table, my bets and the fairness check. 'play' bets real money through the server; 'demo'
 * bets play money kept in this browser on the same rounds, settled here from the public results.
 */
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FootballBet } from '@nyota/contract/api/football';
import type { GameViewProps } from '../registry';
import { useI18n } from '../../../shared/i18n/i18n';
import { formatMoney } from '@nyota/contract/money/format';
import { market as marketPreset } from '../../../shared/lib/market';
import { ME_KEY } from '../../../shared/session/member-keys';
import { toast } from '../../../shared/ui/feedback/feedback-store';
import { fetchMyBets, placeBet } from './api';
import { BetSlip } from './BetSlip';
import { demoPlace, demoReset, demoSettle, demoState } from './demo-wallet';
import { Fairness } from './Fairness';
import { Fixtures, pickKey, type Pick } from './Fixtures';
import { LeagueTable } from './LeagueTable';
import { LiveMatches } from './LiveMatches';
import { MyBets } from './MyBets';
import { clockText, phaseOf, secondsUntil } from './match-clock';
import { useLeague } from './use-league';
import './football.css';

type Tab = 'matches' | 'live' | 'table' | 'bets' | 'fair';
const TABS: Tab[] = ['matches', 'live', 'table', 'bets', 'fair'];

export default function FootballView({ mode }: GameViewProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { current, table, now, failed, refresh } = useLeague();
  const [tab, setTab] = useState<Tab>('matches');
  const [picks, setPicks] = useState<Pick[]>([]);
  const [bets, setBets] = useState<FootballBet[]>(() => (mode === 'demo' ? demoState().bets : []));
  const [demoBalance, setDemoBalance] = useState(() => demoState().balance);
  const next = current?.next ?? null;
  const previous = current?.previous ?? null;

  // A new betting round clears picks of the old one.
  const nextId = next?.id;
  useEffect(() => setPicks([]), [nextId]);

  // Settlement: demo settles here from the public results; play reloads the server's bets.
  const settledKey = previous ? `${previous.id}:${previous.state}` : '';
  const settlePrevious = useEffectEvent(() => {
    if (!previous) return;
    if (mode === 'demo') {
      if (previous.state === 'finished' || previous.state === 'settled' || previous.state === 'void') {
        const s = demoSettle(previous.id, previous.results, previous.state === 'void', Date.now());
        setBets(s.bets);
        setDemoBalance(s.balance);
      }
    } else {
      fetchMyBets().then(setBets, () => undefined);
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
    }
  });
  // Keyed on the round id and state only: settle (or reload bets) once per change.
  useEffect(() => settlePrevious(), [settledKey, mode]);

  const picked = useMemo(() => new Set(picks.map(pickKey)), [picks]);
  if (!current) return <p className="fb-muted">{failed ? t('football.unavailable') : t('app.loading')}</p>;

  const phase = next ? phaseOf(next, now) : 'closed';
  const open = phase === 'betting';
  const toggle = (p: Pick) =>
    setPicks((list) =>
      list.some((x) => pickKey(x) === pickKey(p)) ? list.filter((x) => pickKey(x) !== pickKey(p)) : [...list, p],
    );

  const place = async (stake: number) => {
    if (!next) return;
    const placed: FootballBet[] = [];
    for (const p of picks) {
      const body = { roundId: next.id, matchIndex: p.matchIndex, market: p.market, selection: p.selection, odds: p.odds, stake };
      if (mode === 'demo') {
        const s = demoPlace(body, Date.now());
        if (!s) {
          toast('failed', t('football.demo_short'));
          break;
        }
        setDemoBalance(s.balance);
        setBets(s.bets);
        placed.push(body as FootballBet);
      } else {
        try {
          const r = await placeBet(body);
          placed.push(r.bet);
        } catch {
          // The client already showed the server's message (odds changed, closed, balance...).
          refresh();
          break;
        }
      }
    }
    if (placed.length > 0) {
      toast('success', t('football.placed', { n: placed.length }));
      setPicks([]);
      if (mode === 'play') {
        setBets(await fetchMyBets().catch(() => bets));
        void queryClient.invalidateQueries({ queryKey: ME_KEY });
      }
    }
  };

  return (
    <div className="fb" data-testid="football">
      <header className="fb-head">
        <div>
          <strong>{t('football.title')}</strong>
          {next && <span className="fb-muted"> · {t('football.matchday', { n: next.matchday, s: next.season })}</span>}
        </div>
        <div data-testid="football-countdown" className="fb-countdown">
          {next && phase === 'betting' && t('football.closes_in', { time: clockText(secondsUntil(next.closesAt, now)) })}
          {next && phase === 'closed' && t('football.kickoff_in', { time: clockText(secondsUntil(next.kickoffAt, now)) })}
          {!next && t('football.next_soon')}
        </div>
        {mode === 'demo' && (
          <div className="fb-demo">
            {t('football.demo_balance')}: {formatMoney(demoBalance, marketPreset.currencySymbol)}{' '}
            <button
              type="button"
              className="fb-link"
              onClick={() => {
                const s = demoReset();
                setDemoBalance(s.balance);
                setBets(s.bets);
              }}
            >
              {t('football.demo_reset')}
            </button>
          </div>
        )}
      </header>
      <nav className="fb-tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`fb-tab${tab === name ? ' fb-tab--on' : ''}`}
            data-testid={`football-tab-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`football.tab_${name}`)}
          </button>
        ))}
      </nav>
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
          onPlace={place}
        />
      )}
    </div>
  );
}
