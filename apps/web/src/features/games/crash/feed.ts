/**
 * The round feed: a read-only /im socket (`?watch=crash`, no session) open only while the game is
 * on screen, so guests get the live rounds and no other page pays for them. Member-only events
 * (queued bets) still come on the member socket. After every (re)open the view reloads the
 * snapshot: events missed while away are never replayed.
 */
import { reconnectDelayMs, WS_PING_MS } from '@nyota/contract/constants';
import { IM_PATH, ImEvent, ImObject, WatchChannel, type ImMessageOf } from '@nyota/contract/realtime';
import { decodeImMessage } from '../../../shared/realtime/im-decoder';

export interface FeedHandlers {
  onOpen(): void;
  onMessage(m: ImMessageOf<'Crash'>): void;
  onDown(): void;
}

export function openFeed(h: FeedHandlers): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempts = 0;
  let retry: number | null = null;
  let ping: number | null = null;

  const open = () => {
    if (stopped) return;
    const q = new URLSearchParams({ watch: WatchChannel.Crash, t: String(Date.now()) });
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${IM_PATH}?${q.toString()}`);
    socket = ws;
    ws.onopen = () => {
      attempts = 0;
      ping = window.setInterval(
        () => ws.send(JSON.stringify({ object: ImObject.System, event: ImEvent.Ping, data: Date.now() })),
        WS_PING_MS,
      );
      h.onOpen();
    };
    ws.onmessage = (ev) => {
      const m = typeof ev.data === 'string' ? decodeImMessage(ev.data) : null;
      if (m?.object === ImObject.Crash) h.onMessage(m);
    };
    ws.onclose = () => {
      if (ping !== null) window.clearInterval(ping);
      ping = null;
      if (socket !== ws || stopped) return;
      socket = null;
      h.onDown();
      retry = window.setTimeout(open, reconnectDelayMs(attempts++));
    };
  };
  open();
  return () => {
    stopped = true;
    if (retry !== null) window.clearTimeout(retry);
    if (ping !== null) window.clearInterval(ping);
    socket?.close(1000);
    socket = null;
  };
}
