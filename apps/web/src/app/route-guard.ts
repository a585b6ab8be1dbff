/**
 * Route access decisions (seed §2, §6), pure so they are unit-tested. Visitors on a login route are
 * sent to '/' with the login dialog open; while a stored token is being resumed the page waits
 * instead, so a member opening /settings directly is not bounced to the lobby.
 */
import { SessionState } from '@nyota/contract/constants';
import { requiresLogin } from '../shared/nav/route-names';
import type { SessionStateValue } from '../shared/session/session-store';

export type GuardDecision = 'render' | 'wait' | 'login';

export function guardDecision(pathname: string, state: SessionStateValue): GuardDecision {
  // While logging out the session is still valid; the logout itself then leaves for '/'.
  if (!requiresLogin(pathname) || state === SessionState.LOGGED_IN || state === SessionState.LOGGING_OUT) return 'render';
  if (state === SessionState.LOGGING_IN) return 'wait';
  return 'login';
}

export interface GuardMemory {
  pathname: string | null;
  state: SessionStateValue;
}

/**
 * Whether a 'login' decision also opens the login dialog. It does for a visitor arriving at a login
 * route (or whose stored session failed to resume there); it does not when the session ended while
 * the player was on that page (logout, kick-out, session gone): they are just taken to the lobby.
 */
export function opensLoginDialog(decision: GuardDecision, pathname: string, before: GuardMemory): boolean {
  if (decision !== 'login') return false;
  const endedHere =
    before.pathname === pathname && (before.state === SessionState.LOGGED_IN || before.state === SessionState.LOGGING_OUT);
  return !endedHere;
}

export type GameMode = 'play' | 'demo';

/** games/{id}/{mode}: only play and demo exist; anything else goes home. */
export function gameModeOf(mode: string | undefined): GameMode | null {
  const m = mode?.toLowerCase();
  return m === 'play' || m === 'demo' ? m : null;
}

/** Paths that show the (kept-alive) lobby: '/' and the invite paths '/CODE' and '/CODE/channel'. */
export function isHomePath(pathname: string, isInvite: (p: string) => boolean): boolean {
  return pathname === '/' || pathname === '' || isInvite(pathname);
}

/** Mobile bottom navigation shows on the lobby and its four tab pages. */
export function showsBottomNav(pathname: string, home: boolean): boolean {
  if (home) return true;
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return ['deposit', 'promotion', 'withdraw', 'profile'].includes(first);
}
