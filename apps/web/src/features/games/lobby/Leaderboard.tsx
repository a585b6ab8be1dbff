import { useEffect, useRef, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LeaderboardPeriod } from '@nyota/contract/api/games';
import { useI18n } from '../../../shared/i18n/i18n';
import { market } from '../../../shared/lib/market';
import { formatMoney, formatMultiplier } from '@nyota/contract/money/format';
import { leaderboardQuery } from '../api';
import '../games.css';

/** docs/product-rules/games.md#leaderboard: the leaderboard scrolls one 48 px row every 1500 ms, 8 rows visible. */
const ROW_MS = 1500;
const VISIBLE = 8;

/** Scrolls one row per ROW_MS, back to the top at the end, while more rows than fit are listed. */
function useRowScroll(body: RefObject<HTMLDivElement | null>, rowCount: number, paused: boolean): void {
  useEffect(() => {
    const el = body.current;
    if (!el || rowCount <= VISIBLE || paused || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const rowHeight = el.scrollHeight / rowCount;
      const next = el.scrollTop + rowHeight >= el.scrollHeight - el.clientHeight + 1 ? 0 : el.scrollTop + rowHeight;
      el.scrollTo({ top: next, behavior: 'smooth' });
    }, ROW_MS);
    return () => clearInterval(timer);
  }, [body, rowCount, paused]);
}

/**
 * The home leaderboard (docs/product-rules/games.md#leaderboard): game, winner (masked), bet amount, multiplier, amount,
 * from real settled bets, today or this week. Longer lists scroll on their own unless the player
 * prefers reduced motion or is pointing at them.
 */
export function Leaderboard() {
  const { t } = useI18n();
  const [period, setPeriod] = useState<LeaderboardPeriod>('day');
  const board = useQuery(leaderboardQuery(period));
  const rows = board.data?.rows ?? [];
  const body = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  useRowScroll(body, rows.length, paused);

  return (
    <section className="leaderboard" aria-labelledby="leaderboard-h" data-testid="leaderboard">
      <div className="game-row__head">
        <h2 id="leaderboard-h">{t('games.leaderboard')}</h2>
        <div className="tabs" role="group" aria-label={t('games.leaderboard_period')}>
          {(['day', 'week'] as const).map((p) => (
            <button
              key={p}
              type="button"
              className="tabs__tab tabs__tab--sm"
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
              data-testid={`leaderboard-${p}`}
            >
              {t(p === 'day' ? 'games.today' : 'games.this_week')}
            </button>
          ))}
        </div>
      </div>
      <div className="leaderboard__table" role="table" aria-label={t('games.leaderboard')}>
        <div className="leaderboard__row leaderboard__row--head" role="row">
          <span role="columnheader">{t('games.col_game')}</span>
          <span role="columnheader">{t('games.col_winner')}</span>
          <span role="columnheader">{t('games.col_bet')}</span>
          <span role="columnheader">{t('games.col_multiplier')}</span>
          <span role="columnheader">{t('games.col_amount')}</span>
        </div>
        <div
          className="leaderboard__body"
          ref={body}
          role="rowgroup"
          // Scrolls once the day has more wins than fit: keyboard users reach it (and pause it) too.
          tabIndex={0}
          onPointerEnter={() => setPaused(true)}
          onPointerLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          {rows.length === 0 ? (
            // A rowgroup may hold rows only, so the empty note is one cell across the five columns.
            <div role="row">
              <p className="leaderboard__empty" role="cell" aria-colspan={5} data-testid="leaderboard-empty">
                {board.isPending ? t('app.loading') : t(period === 'day' ? 'games.no_wins_today' : 'games.no_wins_week')}
              </p>
            </div>
          ) : (
            rows.map((r) => (
              <div className="leaderboard__row" role="row" key={r.id} data-testid="leaderboard-row">
                <span role="cell">{r.gameName}</span>
                <span role="cell">{r.nickname}</span>
                <span role="cell" className="money">
                  {formatMoney(r.bet, market.currencySymbol)}
                </span>
                <span role="cell">{formatMultiplier(r.multiple)}</span>
                <span role="cell" className="money leaderboard__amount">
                  {formatMoney(r.amount, market.currencySymbol)}
                </span>
              </div>
            ))
          )}
        </div>
      </div>
    </section>
  );
}
