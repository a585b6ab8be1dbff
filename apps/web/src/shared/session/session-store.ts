/**
 * Session UI state (seed §4): the state bits and the token. Member data itself lives in the Query
 * cache (member-queries.ts), never mirrored here. The token is a cookie (7 days) so the server can
 * also read it; the kicked flag is a stored marker that blocks the token login at the next start.
 */
import { create } from 'zustand';
import { SessionState, TOKEN_COOKIE_DAYS } from '@nyota/contract/constants';
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies';
import { loadItem, removeItem, saveItem } from '../lib/storage';

export type SessionStateValue = (typeof SessionState)[keyof typeof SessionState];

export interface SessionSnapshot {
  state: SessionStateValue;
  token: string | null;
}

export const TOKEN_COOKIE = 'token';
const KICKED_KEY = 'kicked';
/** Older clients stored the member id; the contract's memberInfo has none, but a stale one is cleared. */
const UID_KEY = 'uid';

export const useSession = create<SessionSnapshot>(() => ({ state: SessionState.LOGGED_OUT, token: null }));

export function sessionToken(): string | null {
  return useSession.getState().token;
}

export function isLoggedIn(): boolean {
  return useSession.getState().state === SessionState.LOGGED_IN;
}

export function setSessionState(state: SessionStateValue): void {
  useSession.setState({ state });
}

export function readStoredToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}

export function storeToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token, { days: TOKEN_COOKIE_DAYS });
  useSession.setState({ state: SessionState.LOGGED_IN, token });
}

/** Local end of a session: token cookie, uid and in-memory state. Referral cookies stay (sign-up attribution). */
export function endSessionLocally(): void {
  deleteCookie(TOKEN_COOKIE);
  removeItem(UID_KEY);
  useSession.setState({ state: SessionState.LOGGED_OUT, token: null });
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
