/**
 * Login, sign-up and logout (docs/product-rules/auth.md#session-states). Only dialogs and pages call these, so this module loads
 * with them, not with the first screen.
 */
import type { LoginData } from '@nyota/contract/api/member';
import { SessionState } from '@nyota/contract/constants';
import { ErrorCode } from '@nyota/contract/error-codes';
import { call } from '../api/client';
import { ApiError } from '../api/api-error';
import { translate } from '../i18n/i18n';
import { showAlert } from '../ui/feedback/alert-store';
import { applyLogin, endSession } from './session';
import { setSessionState } from './session-store';

/** The 1003 prompt: 'Do you want to reactivate your account ?' with cancel and confirm. */
export function askReactivation(): Promise<boolean> {
  return showAlert({
    message: translate('base.reactivate_prompt'),
    cancellable: true,
    confirmLabel: translate('common.confirm'),
    cancelLabel: translate('common.cancel'),
  });
}

/**
 * Runs a login call; a self-excluded account (1003, no toast) is asked whether to reactivate, and
 * yes retries with selfInclusion '1' (docs/product-rules/auth.md#reactivation-code-1003). Resolves
 * false when the player declined.
 */
export async function loginWithReactivation(attempt: (selfInclusion: boolean) => Promise<LoginData>): Promise<boolean> {
  setSessionState(SessionState.LOGGING_IN);
  try {
    let data: LoginData;
    try {
      data = await attempt(false);
    } catch (err) {
      if (!(err instanceof ApiError && err.code === ErrorCode.SELF_EXCLUDED)) throw err;
      if (!(await askReactivation())) {
        setSessionState(SessionState.LOGGED_OUT);
        return false;
      }
      data = await attempt(true);
    }
    applyLogin(data);
    return true;
  } catch (err) {
    setSessionState(SessionState.LOGGED_OUT);
    throw err;
  }
}

export function login(mobile: string, password: string): Promise<boolean> {
  return loginWithReactivation((selfInclusion) => call('login', { mobile, password, selfInclusion }));
}

export interface SignUpInput {
  mobile: string;
  password: string;
  /** Invite code. */
  code: string;
  shareChannel: string;
  smsCode: string;
}

/** Sign-up; the player has confirmed being 18 or older (adult '1'). A new account is logged in at once. */
export async function register(input: SignUpInput): Promise<void> {
  setSessionState(SessionState.LOGGING_IN);
  try {
    applyLogin(await call('reg', { ...input, adult: true }));
  } catch (err) {
    setSessionState(SessionState.LOGGED_OUT);
    throw err;
  }
}

/** Logout asks first, tells the server, then clears token, cookies, socket and cache, and goes home. */
export async function logout(): Promise<void> {
  const confirmed = await showAlert({
    message: translate('auth.logout_confirm'),
    cancellable: true,
    confirmLabel: translate('auth.logout'),
    cancelLabel: translate('common.cancel'),
  });
  if (!confirmed) return;
  setSessionState(SessionState.LOGGING_OUT);
  try {
    await call('logout', {});
  } catch {
    // The local logout happens anyway; the server session expires on its own.
  } finally {
    endSession();
  }
}
