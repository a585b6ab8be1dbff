/**
 * Route access decisions (docs/product-rules/routes-and-cookies.md), pure so they are unit-tested.
 * Visitors on a login route are sent to '/' with the login dialog open; on a wallet page they stay
 * and the login dialog opens over it ('prompt'). While a stored token is being resumed a login
 * route waits instead, so a member opening /settings directly is not bounced to the lobby.
 * Paths here are the router's, with any invite prefix already taken off.
 */
import { SessionState } from '@nyota/contract/constants';
import { guestAccess } from '../shared/nav/route-names';
import type { SessionStateValue } from '../shared/session/session-store';

export type GuardDecision = 'render' | 'wait' | 'login' | 'prompt';

export function guardDecision(pathname: string, state: SessionStateValue): GuardDecision {
  const access = guestAccess(pathname);
  // While logging out the session is still valid; the logout itself then leaves for '/'.
  if (access === 'open' || state === SessionState.LOGGED_IN || state === SessionState.LOGGING_OUT) return 'render';
  // A wallet page shows its own spinner while a stored session resumes.
  if (state === SessionState.LOGGING_IN) return access === 'login' ? 'wait' : 'render';
  return access;
}

export interface GuardMemory {
  pathname: string | null;
  state: SessionStateValue;
}

/**
 * Whether a 'login' or 'prompt' decision also opens the login dialog. It does for a visitor arriving
 * at the route (or whose stored session failed to resume there); it does not when the session ended
 * while the player was on that page (logout, kick-out, session gone): a login route then just takes
 * them to the lobby, a wallet page shows its login prompt.
 */
export function opensLoginDialog(decision: GuardDecision, pathname: string, before: GuardMemory): boolean {
  if (decision !== 'login' && decision !== 'prompt') return false;
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

/** Paths that show the (kept-alive) lobby: '/' (also '/CODE' and '/CODE/channel', whose prefix the router took off). */
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '';
}

/** Mobile bottom navigation shows on the lobby and its four tab pages. */
export function showsBottomNav(pathname: string, home: boolean): boolean {
  if (home) return true;
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return ['deposit', 'promotion', 'withdraw', 'profile'].includes(first);
}
