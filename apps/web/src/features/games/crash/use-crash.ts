/**
 * The game's state for one screen: the round from the feed, and the player's two panels, with real
 * bets through the server ('play') or play-money bets settled here ('demo').
 */
import type { GameMode } from '@nyota/contract/games-constants';
import type { PanelView } from './panel-view';
import { useCrashFeed } from './use-crash-feed';
import { useDemoBets } from './use-demo-bets';
import { usePlayBets } from './use-play-bets';

export function useCrash(mode: GameMode) {
  const play = usePlayBets(mode === 'play');
  const { state, online, reload } = useCrashFeed(mode, {
    onSnapshot: (snap) => {
      if (mode === 'play') play.onSnapshot(snap);
    },
    onEvent: (m) => (mode === 'play' ? play.onFeedEvent(m) : demo.onFeedEvent(m)),
  });
  const demo = useDemoBets(mode === 'demo', state);
  const bets = mode === 'play' ? play : demo;
  const panel = (p: 1 | 2): PanelView => bets.panel(p, state.round);

  return { state, online, panel, bet: bets.bet, cancel: bets.cancel, cashOut: bets.cashOut, demoBalance: demo.balance, reload };
}
