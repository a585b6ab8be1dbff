import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionState } from '@nyota/contract/constants';
import { closeDialog, openDialog, useDialogStore } from '../lib/dialogs';
import { setNavigator } from '../lib/navigation';
import { askLogin, pendingDestination } from './login-intent';
import { setSessionState } from './session-store';

describe('continuing to where a visitor was going after the login', () => {
  afterEach(() => {
    setNavigator(null);
    closeDialog();
    setSessionState(SessionState.LOGGED_OUT);
  });

  it('opens the login dialog and goes to the remembered page once logged in', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    askLogin('/gamecategory/Gifts');
    expect(useDialogStore.getState().name).toBe('login');
    // Moving on to the sign-up dialog keeps the destination; so does the login in flight.
    openDialog('signup');
    setSessionState(SessionState.LOGGING_IN);
    setSessionState(SessionState.LOGGED_IN);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/gamecategory/Gifts', { replace: false });
    expect(pendingDestination()).toBeNull();
  });

  it('forgets the destination when the visitor closes the dialog without logging in', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    askLogin('/records');
    closeDialog();
    expect(pendingDestination()).toBeNull();
    setSessionState(SessionState.LOGGED_IN);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays on the page when asked from a page that is already the destination', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    askLogin(null);
    setSessionState(SessionState.LOGGED_IN);
    expect(navigate).not.toHaveBeenCalled();
  });
});
