import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../shared/i18n/i18n';
import { market } from '../../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import { winnersQuery } from '../api';
import '../games.css';

/**
 * docs/product-rules/games.md#winners-broadcast: a broadcast slide shows 3000 ms and moves in 500
 * ms (the transition is in CSS).
 */
const SLIDE_MS = 3000;

/**
 * The scrolling winners broadcast on mobile (docs/product-rules/games.md#winners-broadcast): recent real wins, one line at a
 * time. Nothing shows until there is a win to show.
 */
export function WinnersBroadcast() {
  const { t } = useI18n();
  const winners = useQuery(winnersQuery).data ?? [];
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (winners.length < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % winners.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, [winners.length]);

  if (winners.length === 0) return null;
  const shown = index % winners.length;
  return (
    <section className="winners" aria-label={t('games.winners')} data-testid="winners-broadcast">
      <span className="winners__icon" aria-hidden="true">
        ★
      </span>
      <div className="winners__window">
        <ul className="winners__list" style={{ transform: `translateY(${-shown * 100}%)` }}>
          {winners.map((w, i) => (
            <li key={w.id} aria-hidden={i !== shown} data-testid="winner-line">
              {t('games.winner_line', {
                nickname: w.nickname,
                amount: formatMoney(w.amount, market.currencySymbol),
                game: w.gameName,
              })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
