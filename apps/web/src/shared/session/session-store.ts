/**
 * Session UI state (docs/product-rules/auth.md#session-states): the state bits. Member data itself lives in the Query cache
 * (member-queries.ts), never mirrored here. The token is the server's HttpOnly cookie (7 days,
 * contract session.ts): no script of the page can read it, so the app keeps only a marker that a
 * session was stored, to know at start whether a token login is worth trying. The kicked flag is a
 * stored marker that blocks the token login at the next start.
 */
import { create } from 'zustand';
import { SessionState } from '@nyota/contract/constants';
import { SESSION_COOKIE } from '@nyota/contract/session';
import { readCookie } from '../lib/cookies';
import { loadItem, removeItem, saveItem } from '../lib/storage';
import { clearSiteCookies } from './site-cookies';

export type SessionStateValue = (typeof SessionState)[keyof typeof SessionState];

export interface SessionSnapshot {
  state: SessionStateValue;
}

const SESSION_KEY = 'session';
const KICKED_KEY = 'kicked';
/** Older clients stored the member id; the contract's memberInfo has none, but a stale one is cleared. */
const UID_KEY = 'uid';

export const useSession = create<SessionSnapshot>(() => ({ state: SessionState.LOGGED_OUT }));

export function isLoggedIn(): boolean {
  return useSession.getState().state === SessionState.LOGGED_IN;
}

export function setSessionState(state: SessionStateValue): void {
  useSession.setState({ state });
}

/**
 * Whether a session may be waiting in the cookie. A readable token cookie is one an older version
 * of the app wrote: the token login then sends it and the server answers with the HttpOnly one.
 */
export function hasStoredSession(): boolean {
  return loadItem(SESSION_KEY) === '1' || readCookie(SESSION_COOKIE) !== null;
}

export function storeSession(): void {
  saveItem(SESSION_KEY, '1');
  useSession.setState({ state: SessionState.LOGGED_IN });
}

/**
 * Local end of a session (logout, kick-out, a 401, a stored session refused at start): marker, uid,
 * in-memory state and every cookie the app keeps (site-cookies.ts: the referral cookies and a
 * readable token of an older version; the server clears its HttpOnly token itself).
 */
export function endSessionLocally(): void {
  removeItem(SESSION_KEY);
  clearSiteCookies();
  removeItem(UID_KEY);
  useSession.setState({ state: SessionState.LOGGED_OUT });
}

export function isKicked(): boolean {
  return loadItem(KICKED_KEY) === '1';
}

export function markKicked(): void {
  saveItem(KICKED_KEY, '1');
}

export function clearKicked(): void {
  removeItem(KICKED_KEY);
}
