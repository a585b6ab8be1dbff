/**
 * Where a visitor was going when the app asked them to log in (docs/product-rules/routes-and-cookies.md):
 * a login-only route or menu entry opens the login dialog and remembers its path; the first login
 * that follows (password, SMS code, sign-up) takes the player there. Closing the auth dialogs
 * without logging in forgets it, so a later login from the top bar does not jump anywhere.
 */
import { SessionState } from '@nyota/contract/constants';
import { openDialog, useDialogStore } from '../lib/dialogs';
import { navigateTo } from '../lib/navigation';
import { useSession } from './session-store';

let destination: string | null = null;

/** Opens the login dialog; after a login the app goes to `to` (null: stay on the current page). */
export function askLogin(to: string | null): void {
  destination = to;
  openDialog('login');
}

/** The remembered destination (tests, and nothing else, need to read it). */
export function pendingDestination(): string | null {
  return destination;
}

useSession.subscribe((now, before) => {
  if (now.state !== SessionState.LOGGED_IN || before.state === SessionState.LOGGED_IN || destination === null) return;
  const to = destination;
  destination = null;
  navigateTo(to);
});

useDialogStore.subscribe((now) => {
  if (now.name === null && useSession.getState().state === SessionState.LOGGED_OUT) destination = null;
});
