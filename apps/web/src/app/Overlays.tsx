import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import { useStore } from 'zustand';
import { ForgotPasswordDialog, LoginDialog, SignUpDialog } from '../features/auth/index';
import { WalletDialog } from '../features/wallet/index';
import { useDialogStore } from '../shared/lib/dialogs';
import { setNavigator } from '../shared/lib/navigation';
import { parseRoutePrefix } from '../shared/nav/route-prefix';
import { useSession } from '../shared/session/session-store';
import { alertStore } from '../shared/ui/feedback/alert-store';
import { Toaster } from '../shared/ui/feedback/Toaster';
import { Spinner } from '../shared/ui/Spinner';
import { ChunkBoundary } from './ChunkBoundary';
import { isHomePath } from './route-guard';
import { GlobalAlert, LimitOfferDialog, PopupSlot, RealityCheckWatcher } from './pages';

const DIALOGS = {
  login: LoginDialog,
  signup: SignUpDialog,
  forgot: ForgotPasswordDialog,
  wallet: WalletDialog,
  limitOffer: LimitOfferDialog,
} as const;

function DialogHost() {
  const { name, props } = useDialogStore();
  if (!name) return null;
  const Dialog = DIALOGS[name];
  return (
    <ChunkBoundary compact key={name}>
      <Suspense
        fallback={
          <div className="overlay-loading">
            <Spinner size="lg" />
          </div>
        }
      >
        <Dialog {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

function AlertHost() {
  const current = useStore(alertStore, (s) => s.queue[0]);
  if (!current) return null;
  return (
    <ChunkBoundary compact key={current.id}>
      <Suspense fallback={null}>
        <GlobalAlert alert={current} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** Lets session code outside React navigate (logout and kick-out go to '/'). */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/** A real-money game page: `games/{id}/play` (demo and the coin/diamond wheels are not real money). */
const REAL_GAME = /^\/?games\/\d+\/play\/?$/i;

/** The reality check over real-money games; its code loads only there (play-session.ts keeps the timer). */
function RealityCheckHost() {
  const { pathname } = useLocation();
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  if (!loggedIn || !REAL_GAME.test(parseRoutePrefix(pathname).route)) return null;
  return (
    <ChunkBoundary compact>
      <Suspense fallback={null}>
        <RealityCheckWatcher />
      </Suspense>
    </ChunkBoundary>
  );
}

/** True once the page has loaded and the browser is idle: a pop-up never competes with the first paint. */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const idle = () => (window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 500)))(() => setSettled(true));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => window.removeEventListener('load', idle);
  }, []);
  return settled;
}

/** The home pop-up, outside the shell that a dialog makes inert; on the lobby only; its code loads once the page settled. */
function PopupHost() {
  const { pathname } = useLocation();
  const settled = useSettled();
  useEffect(() => {
    // The browser tests' sentinel (PopupSlot.tsx) until the slot's own chunk takes over.
    if (!settled) document.documentElement.dataset['homePopup'] = 'waiting';
  }, [settled]);
  if (!settled) return null;
  return (
    <ChunkBoundary compact>
      <Suspense fallback={null}>
        <PopupSlot home={isHomePath(parseRoutePrefix(pathname).route)} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** Everything drawn above the pages: dialogs, the global alert, toasts, the home pop-up. */
export function Overlays() {
  return (
    <>
      <NavigationBridge />
      <DialogHost />
      <AlertHost />
      <RealityCheckHost />
      <PopupHost />
      <Toaster />
    </>
  );
}
