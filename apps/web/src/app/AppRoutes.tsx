import { Navigate, Route, Routes } from 'react-router';
import { ChangePasswordPage, PersonalPage, ProfilePage, SelfExclusionPage, SettingsPage } from '../features/account/index';
import { ComplainRecordsPage } from '../features/appeals/index';
import { CategoryPage, GamePage, GameRecordsPage, WheelPage } from '../features/games/index';
import { RecordsPage } from '../features/records/index';
import { UpcomingPage, type UpcomingId } from '../features/upcoming/index';
import { DepositPage, DepositWaitingPage, WithdrawPage, WithdrawWaitingPage } from '../features/wallet/index';
import { ContactUsPage, FaqPage, LinksPage, PrivacyPage } from './pages';
import { InviteRoute } from './route-elements';
import { AppShell } from './shell/AppShell';

/** Pages a later issue fills: path -> their framed empty state (seed §2). */
const UPCOMING_ROUTES: readonly (readonly [string, UpcomingId])[] = [
  ['promotion/:id?', 'promotion'],
  ['invite/:id/:action?', 'invite'],
  ['activities/giveaway/:id?', 'giveaway'],
  ['message', 'message'],
  ['exchange', 'exchange'],
  ['taskcenter', 'taskcenter'],
  ['cashback', 'cashback'],
  ['vip', 'vip'],
  ['mall/:paymentType', 'mall'],
  ['mall/more/:type/:paymentType', 'mall'],
  ['bonusCenter', 'bonusCenter'],
  ['coupon', 'coupon'],
  ['download', 'download'],
];

/**
 * Routes of seed §2, declarative React Router (the data router costs ~17 KiB more gzip). All sit
 * under the shell; static names outrank ':code/:channel?', which outranks nothing but '*'. Which
 * routes need a login is decided in one table (shared/nav/route-names.ts), applied by the shell.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={null} />
        <Route path="home" element={<Navigate to="/" replace />} />
        <Route path="invitation" element={<Navigate to="/invite/1" replace />} />
        {UPCOMING_ROUTES.map(([path, page]) => (
          <Route key={path} path={path} element={<UpcomingPage page={page} />} />
        ))}
        <Route path="deposit" element={<DepositPage />} />
        <Route path="waiting" element={<DepositWaitingPage />} />
        <Route path="withdraw" element={<WithdrawPage />} />
        <Route path="withdraw-waiting" element={<WithdrawWaitingPage />} />
        <Route path="records/:id?" element={<RecordsPage />} />
        <Route path="complain-records/:type?/:id?/:feedbackId?/:timestamp?" element={<ComplainRecordsPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="settings" element={<SettingsPage variant="mobile" />} />
        <Route path="settingspc" element={<SettingsPage variant="pc" />} />
        <Route path="settingspassword" element={<ChangePasswordPage />} />
        <Route path="personal" element={<PersonalPage />} />
        <Route path="self-excusion" element={<SelfExclusionPage />} />
        <Route path="games/:id/:mode" element={<GamePage />} />
        <Route path="coinspin/:id" element={<WheelPage wheel="coin" />} />
        <Route path="diamondspin" element={<WheelPage wheel="diamond" />} />
        <Route path="gamecategory/:cate" element={<CategoryPage by="cate" />} />
        <Route path="gamecollection/:id" element={<CategoryPage by="id" />} />
        <Route path="game-records" element={<GameRecordsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="pc/privacy" element={<PrivacyPage />} />
        <Route path="contactus" element={<ContactUsPage />} />
        <Route path="links/:link" element={<LinksPage />} />
        <Route path="faq/:link" element={<FaqPage />} />
        <Route path=":code/:channel?" element={<InviteRoute />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
