import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import { ChangePasswordPage, PersonalPage, ProfilePage, SelfExclusionPage, SettingsPage } from '../features/account/index';
import { DownloadPage } from '../features/adverts/index';
import { ComplainRecordsPage } from '../features/appeals/index';
import { CategoryPage, GamePage, GameRecordsPage, WheelPage } from '../features/games/index';
import { MessagesPage } from '../features/messages/index';
import { RecordsPage } from '../features/records/index';
import { DepositPage, DepositWaitingPage, WithdrawPage, WithdrawWaitingPage } from '../features/wallet/index';
import { openDialog } from '../shared/lib/dialogs';
import { ROUTE_PATHS as P } from '../shared/nav/route-names';
import { parseRoutePrefix } from '../shared/nav/route-prefix';
import { rememberInvite } from '../shared/session/referral';
import { useSession } from '../shared/session/session-store';
import {
  BonusCenterPage,
  CashbackPage,
  ContactUsPage,
  CouponPage,
  FaqPage,
  GiveawayPage,
  InvitePage,
  LinksPage,
  MallPages,
  PrivacyPage,
  PromotionsPage,
  SaferPlayPage,
  TaskCenterPage,
  VipPage,
} from './pages';
import { AppShell } from './shell/AppShell';

/**
 * The routes, declarative React Router (the data router costs ~17 KiB more gzip). Every path comes
 * from the one route table (shared/nav/route-names.ts), which also decides which routes need a
 * login (applied by the shell). The optional invite prefix (/ABC123/deposit) is read here once for
 * every route: the routes match what follows it, and the invite is remembered.
 */
export function AppRoutes() {
  const location = useLocation();
  const { route } = parseRoutePrefix(location.pathname);
  const routed = useMemo(() => ({ ...location, pathname: route }), [location, route]);
  useInviteArrival(location.pathname);

  return (
    <Routes location={routed}>
      <Route element={<AppShell />}>
        <Route index element={null} />
        <Route path={P.home} element={<Navigate to="/" replace />} />
        <Route path={P.invitation} element={<Navigate to="/invite/1" replace />} />
        <Route path={P.invite} element={<InvitePage />} />
        <Route path={P.giveaway} element={<GiveawayPage />} />
        {[P.mall, P.mallMore, P.exchange].map((path) => (
          <Route key={path} path={path} element={<MallPages />} />
        ))}
        <Route path={P.deposit} element={<DepositPage />} />
        <Route path={P.waiting} element={<DepositWaitingPage />} />
        <Route path={P.withdraw} element={<WithdrawPage />} />
        <Route path={P.withdrawWaiting} element={<WithdrawWaitingPage />} />
        <Route path={P.records} element={<RecordsPage />} />
        <Route path={P.message} element={<MessagesPage />} />
        <Route path={P.complainRecords} element={<ComplainRecordsPage />} />
        <Route path={P.profile} element={<ProfilePage />} />
        <Route path={P.settings} element={<SettingsPage variant="mobile" />} />
        <Route path={P.settingspc} element={<SettingsPage variant="pc" />} />
        <Route path={P.settingspassword} element={<ChangePasswordPage />} />
        <Route path={P.personal} element={<PersonalPage />} />
        <Route path={P.selfExclusion} element={<SelfExclusionPage />} />
        <Route path={P.saferPlay} element={<SaferPlayPage />} />
        <Route path={P.bonusCenter} element={<BonusCenterPage />} />
        <Route path={P.vip} element={<VipPage />} />
        <Route path={P.cashback} element={<CashbackPage />} />
        <Route path={P.taskcenter} element={<TaskCenterPage />} />
        <Route path={P.coupon} element={<CouponPage />} />
        <Route path={P.promotion} element={<PromotionsPage />} />
        <Route path={P.game} element={<GamePage />} />
        <Route path={P.coinspin} element={<WheelPage wheel="coin" />} />
        <Route path={P.diamondspin} element={<WheelPage wheel="diamond" />} />
        <Route path={P.gamecategory} element={<CategoryPage by="cate" />} />
        <Route path={P.gamecollection} element={<CategoryPage by="id" />} />
        <Route path={P.gameRecords} element={<GameRecordsPage />} />
        <Route path={P.privacy} element={<PrivacyPage />} />
        <Route path={P.pcPrivacy} element={<PrivacyPage />} />
        <Route path={P.contactus} element={<ContactUsPage />} />
        <Route path={P.links} element={<LinksPage />} />
        <Route path={P.faq} element={<FaqPage />} />
        <Route path={P.download} element={<DownloadPage />} />
        {/* Unknown paths go home; an invite prefix in front of nothing else is the lobby itself. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

/**
 * On each arrival at an address: its invite (if any) is remembered, and a visitor who followed an
 * invite link to the lobby is asked to sign up with the code filled in. A member following one
 * stays where they are; an invite in front of another page leaves that page to its own rules.
 */
function useInviteArrival(pathname: string): void {
  useEffect(() => {
    // Read, not subscribed: a session change alone is not an arrival.
    const { state } = useSession.getState();
    // The page load's landing page and referrer were taken at start (main.tsx).
    const invite = rememberInvite(pathname);
    if (invite && parseRoutePrefix(pathname).route === '/' && state === SessionState.LOGGED_OUT) {
      openDialog('signup', { code: invite.code, channel: invite.channel });
    }
  }, [pathname]);
}
