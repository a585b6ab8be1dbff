import type { KickOutData } from '@nyota/contract/realtime';
import { loadMessages, translate } from '../i18n/i18n';
import { showAlert } from '../ui/feedback/alert-store';
import { endSession } from './session';
import { markKicked } from './session-store';

const KICK_OUT_KEYS = {
  new_login: 'base.kickout_reminder',
  logout: 'base.kickout_reminder',
  password_changed: 'auth.kicked_password_changed',
  self_excluded: 'errors.self_excluded',
  account_locked: 'auth.kicked_account_locked',
  staff_ended: 'auth.kicked_by_staff',
  time_out: 'timeout.kicked',
} as const;

/**
 * Kick-out from the socket (docs/product-rules/auth.md#kick-out): the server revoked this session. A takeover by another device
 * (or the legacy '{address}' frame) shows the one-device reminder and marks the session kicked, so
 * the next start does not resume it. Other reasons end the session with their own explanation.
 * The server is not called: the session is already gone there.
 */
export function handleKickOut(data: KickOutData | null): void {
  const reason = data?.reason ?? 'new_login';
  if (reason === 'self_excluded' && location.pathname.toLowerCase().startsWith('/self-excusion')) {
    // The self-exclusion page that caused it shows the result and ends the session itself once
    // its request returns; ending it here first would unmount that page mid-request.
    return;
  }
  if (reason === 'new_login') markKicked();
  endSession();
  if (reason === 'logout') return;
  const key = KICK_OUT_KEYS[reason];
  void loadMessages()
    .catch(() => undefined)
    .then(() => showAlert({ message: translate(key), confirmLabel: translate('common.ok') }));
}
