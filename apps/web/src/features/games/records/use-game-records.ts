import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SessionState } from '@nyota/contract/constants';
import { useIsMobile } from '../../../shared/lib/layout';
import { market } from '../../../shared/lib/market';
import { useSession } from '../../../shared/session/session-store';
import { recordMonths } from '../../records/index';
import { gameRecordsQuery, type GameRecordsTab } from '../api';

/** docs/product-rules/games.md#game-records: 8 rows a page on desktop, 10 on mobile. */
const PAGE_SIZE = { desktop: 8, mobile: 10 };

/**
 * The game records' filters (tab, month of the last 6, game) and page, and the page they ask for.
 * Any change of filter goes back to page 1; nothing is asked before login.
 */
export function useGameRecords() {
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  const isMobile = useIsMobile();
  const months = useMemo(() => recordMonths(new Date(), market.timeZone), []);
  const [tab, setTab] = useState<GameRecordsTab>('bet');
  const [month, setMonth] = useState(months[0] ?? '');
  const [gameId, setGameId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const size = isMobile ? PAGE_SIZE.mobile : PAGE_SIZE.desktop;
  const records = useQuery({ ...gameRecordsQuery({ tab, month, gameId, page, size }), enabled: loggedIn });
  const data = records.data;

  return {
    loggedIn,
    months,
    tab,
    pick(next: GameRecordsTab) {
      setTab(next);
      setPage(1);
    },
    month,
    pickMonth(m: string) {
      setMonth(m);
      setPage(1);
    },
    gameId,
    pickGame(id: number | null) {
      setGameId(id);
      setPage(1);
    },
    page,
    pages: data ? Math.max(1, Math.ceil(data.total / data.size)) : 1,
    previousPage: () => setPage((p) => p - 1),
    nextPage: () => setPage((p) => p + 1),
    records,
  };
}
