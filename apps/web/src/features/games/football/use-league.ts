/**
 * The league as this browser sees it. Updates are polled, not pushed: guests (demo) must see the
 * rounds too, and a round changes only at its close, kick-off and full time, so one small GET at
 * each of those moments (plus a slow safety poll) costs less data than a socket's keep-alives.
 * While a round is live the server sends only the goals its clock has reached (never the final
 * score ahead of time), so the view polls every few seconds then; the minute follows the clock.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FootballCurrentData, FootballTableData } from '@nyota/contract/api/football';
import { fetchCurrent, fetchTable } from './api';

const SAFETY_POLL_MS = 20_000;
const AFTER_BOUNDARY_MS = 700;
/** How late a goal may appear on screen while a match plays (one match minute is about a second). */
const LIVE_POLL_MS = 4_000;
/**
 * Asked just after kick-off, a busy server may still answer with the round that has just kicked
 * off as `next`, or with none: ask again soon, not at the safety poll, or the slip stays closed.
 */
const BEHIND_POLL_MS = 1_000;

export interface League {
  current: FootballCurrentData | null;
  table: FootballTableData | null;
  /** Local time corrected to the server's clock. */
  now: number;
  failed: boolean;
  refresh: () => void;
}

export function useLeague(): League {
  const [current, setCurrent] = useState<FootballCurrentData | null>(null);
  const [table, setTable] = useState<FootballTableData | null>(null);
  const [failed, setFailed] = useState(false);
  const [offset, setOffset] = useState(0);
  const [tick, setTick] = useState(() => Date.now());
  const timer = useRef<number | undefined>(undefined);
  const tableFor = useRef<string>('');

  const load = useCallback(async () => {
    window.clearTimeout(timer.current);
    let wait = SAFETY_POLL_MS;
    try {
      const data = await fetchCurrent();
      const skew = Date.parse(data.serverTime) - Date.now();
      setOffset(skew);
      setCurrent(data);
      setFailed(false);
      const serverNow = Date.now() + skew;
      const boundaries = [data.next?.closesAt, data.next?.kickoffAt, data.previous?.fullTimeAt]
        .filter((v): v is string => Boolean(v))
        .map((v) => Date.parse(v) - serverNow + AFTER_BOUNDARY_MS)
        .filter((ms) => ms > 0);
      const live = data.previous?.state === 'live' && serverNow < Date.parse(data.previous.fullTimeAt);
      const behind = !data.next || Date.parse(data.next.kickoffAt) <= serverNow;
      wait = Math.min(behind ? BEHIND_POLL_MS : live ? LIVE_POLL_MS : SAFETY_POLL_MS, ...boundaries);
      // The table changes when a round is finished: fetch it once per finished round.
      const prev = data.previous;
      const key = prev ? `${prev.id}:${prev.state === 'live' || prev.state === 'betting' ? 'open' : 'done'}` : 'none';
      if (key !== tableFor.current) {
        tableFor.current = key;
        setTable(await fetchTable());
      }
    } catch {
      setFailed(true);
      wait = 5_000;
    }
    timer.current = window.setTimeout(() => void load(), wait);
  }, []);

  useEffect(() => {
    void load();
    const clock = window.setInterval(() => setTick(Date.now()), 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer.current);
      window.clearInterval(clock);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);

  return { current, table, now: tick + offset, failed, refresh: () => void load() };
}
