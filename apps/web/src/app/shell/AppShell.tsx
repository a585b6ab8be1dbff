import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { HomePage } from '../../features/home/index';
import { useI18n } from '../../shared/i18n/i18n';
import { cx } from '../../shared/lib/cx';
import { matches, useIsMobile, WIDE_QUERY } from '../../shared/lib/layout';
import { askLogin } from '../../shared/session/login-intent';
import { useSession } from '../../shared/session/session-store';
import { PageSpinner } from '../../shared/ui/Spinner';
import { ChunkBoundary } from '../ChunkBoundary';
import { guardDecision, isHomePath, opensLoginDialog, showsBottomNav, type GuardMemory } from '../route-guard';
import { DesktopTopBar, SideDrawer } from './DesktopShell';
import { BottomNav, MobileTopBar } from './MobileShell';
import { PromoSlot } from './PromoSlot';

/**
 * The root layout of every route. One tree for both layouts (mobile <= 768 px, desktop above) so
 * that <main> and the kept-alive lobby are not remounted when the window crosses the breakpoint.
 * The login guard is applied here once, from the route-name table, for every route.
 */
export function AppShell() {
  const { t } = useI18n();
  // The router's location: any invite prefix is already taken off (AppRoutes).
  const { pathname, search } = useLocation();
  const sessionState = useSession((s) => s.state);
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(() => !matches(WIDE_QUERY));
  const home = isHomePath(pathname);
  // The lobby mounts the first time the home route shows and then stays: a visitor who lands on a
  // game does not download and render a hidden lobby (its chunks, API reads and banner images)
  // ahead of the page they came for.
  const [lobbyMounted, setLobbyMounted] = useState(home);
  if (home && !lobbyMounted) setLobbyMounted(true);
  const decision = guardDecision(pathname, sessionState);

  const guardMemory = useRef<GuardMemory>({ pathname: null, state: sessionState });
  useEffect(() => {
    // A login route continues to where the visitor was going once they log in; a wallet page is already there.
    if (opensLoginDialog(decision, pathname, guardMemory.current)) askLogin(decision === 'login' ? pathname + search : null);
    guardMemory.current = { pathname, state: sessionState };
  }, [decision, pathname, search, sessionState]);

  useHomeScroll(home, pathname);

  let page: ReactNode;
  if (decision === 'login') page = <Navigate to="/" replace />;
  else if (decision === 'wait') page = <PageSpinner />;
  else page = <Outlet />;

  return (
    <div className={cx('shell', isMobile ? 'shell--mobile' : 'shell--desktop', !isMobile && collapsed && 'shell--collapsed')}>
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      {isMobile ? home && <MobileTopBar /> : <DesktopTopBar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />}
      {!isMobile && <SideDrawer collapsed={collapsed} />}
      <main id="main" className="shell__main">
        <PromoSlot />
        {lobbyMounted && (
          <div className="home-slot" hidden={!home}>
            <HomePage />
          </div>
        )}
        <ChunkBoundary key={pathname}>
          <Suspense fallback={<PageSpinner />}>{page}</Suspense>
        </ChunkBoundary>
      </main>
      {isMobile && showsBottomNav(pathname, home) && <BottomNav />}
    </div>
  );
}

/** The kept-alive lobby also keeps its scroll position; other pages start at the top. */
function useHomeScroll(home: boolean, pathname: string) {
  const saved = useRef(0);
  useEffect(() => {
    if (!home) return;
    const onScroll = () => {
      saved.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [home]);
  useLayoutEffect(() => {
    window.scrollTo(0, home ? saved.current : 0);
  }, [home, pathname]);
}
