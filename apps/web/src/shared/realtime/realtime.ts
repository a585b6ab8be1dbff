import { randomHex } from '../lib/random-id';
import { RealtimeClient } from './realtime-client';

/** The app's live connection; the session module connects it after login and stops it on logout. */
export const realtime = new RealtimeClient({
  createSocket: (url, protocols) => new WebSocket(url, protocols),
  baseUrl: () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}`,
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (h) => window.clearInterval(h as number),
  now: () => Date.now(),
  random: () => randomHex(4),
});
