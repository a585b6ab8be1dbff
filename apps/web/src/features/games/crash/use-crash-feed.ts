/**
 * The live round on screen: the snapshot, then the watch feed's events in order. Every (re)open
 * reloads the snapshot, so nothing missed while away stays missing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CrashSnapshot } from '@nyota/contract/api/crash';
import type { GameMode } from '@nyota/contract/games-constants';
import type { ImMessageOf } from '@nyota/contract/realtime';
import * as api from './api';
import { applyEvent, EMPTY, fromSnapshot, type CrashState } from './crash-state';
import { openFeed, type FeedHandlers } from './feed';

export interface CrashFeedListener {
  onSnapshot(snap: CrashSnapshot): void;
  /** Called after the event is applied to the round. */
  onEvent(m: ImMessageOf<'Crash'>): void;
}

export interface CrashFeedPorts {
  open(h: FeedHandlers): () => void;
  fetchSnapshot(): Promise<CrashSnapshot>;
}

const livePorts: CrashFeedPorts = { open: openFeed, fetchSnapshot: api.fetchSnapshot };

/** A change of mode reopens the feed, so the new mode starts from a fresh snapshot. */
export function useCrashFeed(mode: GameMode, listener: CrashFeedListener, ports: CrashFeedPorts = livePorts) {
  const [state, setState] = useState<CrashState>(EMPTY);
  const [online, setOnline] = useState(false);
  const listenerRef = useRef(listener);
  listenerRef.current = listener;
  const portsRef = useRef(ports);

  const reload = useCallback(async () => {
    const snap = await portsRef.current.fetchSnapshot().catch(() => null);
    if (!snap) return;
    setState(fromSnapshot(snap, Date.now()));
    listenerRef.current.onSnapshot(snap);
  }, []);

  useEffect(
    () =>
      portsRef.current.open({
        onOpen: () => {
          setOnline(true);
          void reload();
        },
        onDown: () => setOnline(false),
        onMessage: (m) => {
          const now = Date.now();
          setState((s) => applyEvent(s, m, now));
          listenerRef.current.onEvent(m);
        },
      }),
    // The mode is not read here: a new mode closes this feed and opens a fresh one.
    [mode, reload],
  );

  return { state, online, reload };
}
