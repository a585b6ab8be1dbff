import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import { openDialog } from '../shared/lib/dialogs';
import { captureReferral, parseRootInvite } from '../shared/session/referral';
import { useSession } from '../shared/session/session-store';

/**
 * '/:code/:channel?': the lobby with the sign-up dialog open and the invite code prefilled. Static
 * route names outrank this pattern in React Router, and parseRootInvite refuses route names and
 * malformed codes (e.g. '/deposit/x'), which go to '/'.
 */
export function InviteRoute() {
  const { pathname, search } = useLocation();
  const invite = parseRootInvite(pathname);
  const state = useSession((s) => s.state);

  useEffect(() => {
    if (!invite) return;
    captureReferral({ pathname, landing: pathname + search, referrer: document.referrer });
    // A member following an invite link stays where they are; only visitors are asked to sign up.
    if (state === SessionState.LOGGED_OUT) openDialog('signup', { code: invite.code, channel: invite.channel });
    // Only on arrival at the path, not again on every session change.
  }, [pathname]);

  return invite ? null : <Navigate to="/" replace />;
}
