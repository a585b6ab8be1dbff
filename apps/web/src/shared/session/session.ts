/**
 * Session lifecycle in the initial bundle: resume at start, apply a login, end a session.
 * Whatever ends a session ends in the store's LOGGED_OUT state; one subscription below then closes
 * the live connection and drops the member's cached data (the level with it), so a 401, a logout
 * and a kick-out all clean up the same way. Login/sign-up/logout actions live in
 * session-actions.ts and the socket in live-connection.ts: both are only needed after the first
 * screen, so they load lazily (home route budget).
 */
import type { LoginData } from '@nyota/contract/api/member';
import { SessionState } from '@nyota/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { navigateTo } from '../lib/navigation';
import { ME_KEY, MEMBER_INFO_KEY } from './member-keys';
import { captureCurrentVisit } from './referral';
import type * as LiveConnection from './live-connection';
import { clearKicked, endSessionLocally, hasStoredSession, isKicked, storeSession, useSession } from './session-store';

type LiveModule = typeof LiveConnection;
let live: Promise<LiveModule> | null = null;

function loadLive(): Promise<LiveModule> {
  live ??= import('./live-connection');
  return live;
}

/** The query cache loads with the first page that needs it, not with the lobby (budget). */
function withQueryClient(fn: (client: QueryClient) => void): void {
  import('../api/query-client').then(
    (m) => fn(m.queryClient),
    () => {
      // Not loaded (offline): there is no cache to update either.
    },
  );
}

useSession.subscribe((now, before) => {
  if (now.state === SessionState.LOGGED_OUT && before.state !== SessionState.LOGGED_OUT) {
    if (live) void live.then((m) => m.stopLive());
    withQueryClient((client) => client.removeQueries({ queryKey: ME_KEY }));
  }
});

/** After any successful login: mark the session, seed the member cache, open the live connection. */
export function applyLogin(data: LoginData): void {
  clearKicked();
  withQueryClient((client) => client.setQueryData(MEMBER_INFO_KEY, data.memberInfo));
  storeSession();
  loadLive().then(
    (m) => m.startLive(),
    () => {
      // Offline right after login: the page works; pushes resume at the next start.
    },
  );
}

/**
 * On start: a stored session that was not kicked out is resumed (the browser sends the cookie). A
 * refusal by the server is a forced logout; a transport failure (offline, server down) keeps the
 * marker for the next start but leaves this visit logged out, rather than throwing away a session.
 */
export async function startSession(): Promise<void> {
  if (!hasStoredSession()) return;
  if (isKicked()) {
    endStaleSession();
    return;
  }
  useSession.setState({ state: SessionState.LOGGING_IN });
  try {
    // The API client loads here, not with the first screen: visitors never need it to see the lobby.
    const { call } = await import('../api/client');
    applyLogin(await call('loginWithToken', {}));
  } catch (err) {
    if (err instanceof ApiError) endStaleSession();
    else useSession.setState({ state: SessionState.LOGGED_OUT });
  }
}

/**
 * A stored session refused at start is a forced logout, which clears the cookies; the invite in the
 * address the visitor has just followed is this visit's, so it is remembered again.
 */
function endStaleSession(): void {
  endSessionLocally();
  captureCurrentVisit();
}

/** Ends the session locally without calling the server (it already did) and goes to the lobby. */
export function endSession(): void {
  // Leave the page first, so a login-only page does not react to the end by asking to log in.
  navigateTo('/', true);
  endSessionLocally();
}
