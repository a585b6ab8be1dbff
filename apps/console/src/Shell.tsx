/** The signed-in frame: navigation showing only what the staff member's role permits. */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Permission } from '@nyota/contract/staff/permissions';
import type { StaffMe } from '@nyota/contract/staff/schemas';
import { call, rememberCsrf } from './api';
import { toggleLanguage, useT, type MessageKey } from './i18n';
import { AppealsPage } from './appeals/AppealsPage';
import { AuditPage } from './AuditPage';
import { FourEyesPage } from './FourEyesPage';
import { RolesPage } from './RolesPage';
import { StaffPage } from './StaffPage';
import { WithdrawalsPage } from './withdrawals/WithdrawalsPage';
import { PlayersPage } from './players/PlayersPage';
import { SettingsPage } from './settings/SettingsPage';
import { ReconciliationPage } from './reconciliation/ReconciliationPage';
import { ReportsPage } from './reports/ReportsPage';

// Campaign pages are their own chunk (console JS budget): loaded when a member opens one.
const CampaignsPage = lazy(() => import('./campaigns/CampaignsPage').then((m) => ({ default: m.CampaignsPage })));
const PromotionsPage = lazy(() => import('./campaigns/PromotionsPage').then((m) => ({ default: m.PromotionsPage })));
const HeldGrantsPage = lazy(() => import('./campaigns/CampaignsPage').then((m) => ({ default: m.HeldGrantsPage })));
const MallPage = lazy(() => import('./mall/MallPage').then((m) => ({ default: m.MallPage })));
const GiveawayPage = lazy(() => import('./giveaway/GiveawayPage').then((m) => ({ default: m.GiveawayPage })));
const InvitesPage = lazy(() => import('./invite/InvitesPage').then((m) => ({ default: m.InvitesPage })));
const CashRainPage = lazy(() => import('./cash-rain/CashRainPage').then((m) => ({ default: m.CashRainPage })));
const PayBillUnmatchedPage = lazy(() =>
  import('./reconciliation/PayBillUnmatchedPage').then((m) => ({ default: m.PayBillUnmatchedPage })),
);

interface Page {
  /** The page's own hash; deeper hashes (`#/players/42`) reach it with the rest as `sub`. */
  hash: string;
  label: MessageKey;
  needs: Permission;
  render: (me: StaffMe, sub: string[]) => ReactNode;
}

const PAGES: Page[] = [
  { hash: '#/players', label: 'nav.players', needs: 'players.read', render: (me, sub) => <PlayersPage me={me} sub={sub} /> },
  { hash: '#/staff', label: 'nav.staff', needs: 'staff.read', render: (me) => <StaffPage me={me} /> },
  { hash: '#/roles', label: 'nav.roles', needs: 'staff.read', render: (me) => <RolesPage me={me} /> },
  { hash: '#/audit', label: 'nav.audit', needs: 'audit.read', render: () => <AuditPage /> },
  { hash: '#/four-eyes', label: 'nav.fourEyes', needs: 'four_eyes.approve', render: () => <FourEyesPage /> },
  {
    hash: '#/withdrawals',
    label: 'nav.withdrawals',
    needs: 'withdrawals.review',
    render: (me, sub) => <WithdrawalsPage selected={sub[0]} canDecide={me.permissions.includes('withdrawals.approve')} />,
  },
  { hash: '#/appeals', label: 'nav.appeals', needs: 'appeals.handle', render: (_me, sub) => <AppealsPage sub={sub} /> },
  { hash: '#/settings', label: 'nav.settings', needs: 'config.edit', render: () => <SettingsPage /> },
  {
    hash: '#/reconciliation',
    label: 'nav.reconciliation',
    needs: 'withdrawals.review',
    render: (_me, sub) => <ReconciliationPage sub={sub} />,
  },
  {
    hash: '#/reconciliation/paybill',
    label: 'nav.paybillUnmatched',
    needs: 'withdrawals.review',
    render: (me) => (
      <Suspense fallback={null}>
        <PayBillUnmatchedPage canResolve={me.permissions.includes('withdrawals.approve')} />
      </Suspense>
    ),
  },
  { hash: '#/reports', label: 'nav.reports', needs: 'reports.read', render: () => <ReportsPage /> },
  {
    hash: '#/campaigns',
    label: 'nav.campaigns',
    needs: 'campaigns.manage',
    render: () => (
      <Suspense fallback={null}>
        <CampaignsPage />
      </Suspense>
    ),
  },
  {
    hash: '#/promotions',
    label: 'nav.promotions',
    needs: 'campaigns.manage',
    render: () => (
      <Suspense fallback={null}>
        <PromotionsPage />
      </Suspense>
    ),
  },
  {
    hash: '#/mall',
    label: 'nav.mall',
    needs: 'campaigns.manage',
    render: () => (
      <Suspense fallback={null}>
        <MallPage />
      </Suspense>
    ),
  },
  {
    hash: '#/giveaways',
    label: 'nav.giveaways',
    needs: 'campaigns.manage',
    render: () => (
      <Suspense fallback={null}>
        <GiveawayPage />
      </Suspense>
    ),
  },
  {
    hash: '#/invites',
    label: 'nav.invites',
    needs: 'campaigns.manage',
    render: () => (
      <Suspense fallback={null}>
        <InvitesPage />
      </Suspense>
    ),
  },
  {
    hash: '#/cash-rain',
    label: 'nav.cashRain',
    needs: 'campaigns.manage',
    render: () => (
      <Suspense fallback={null}>
        <CashRainPage />
      </Suspense>
    ),
  },
  {
    hash: '#/held-grants',
    label: 'nav.heldGrants',
    needs: 'rewards.approve',
    render: () => (
      <Suspense fallback={null}>
        <HeldGrantsPage />
      </Suspense>
    ),
  },
];

function useHash(): string {
  const [hash, setHash] = useState(window.location.hash);
  useEffect(() => {
    const on = () => setHash(window.location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return hash;
}

/** The page a hash belongs to (the longest hash that fits), and the path segments after the page's own. */
function route(pages: Page[], hash: string): { page: Page; sub: string[] } | null {
  const [path = ''] = hash.split('?');
  for (const page of [...pages].sort((a, b) => b.hash.length - a.hash.length)) {
    if (path === page.hash) return { page, sub: [] };
    if (path.startsWith(`${page.hash}/`))
      return {
        page,
        sub: path
          .slice(page.hash.length + 1)
          .split('/')
          .filter(Boolean)
          .map(decodeURIComponent),
      };
  }
  return null;
}

export function Shell({ me, onSignedOut }: { me: StaffMe; onSignedOut: () => void }) {
  const t = useT();
  const hash = useHash();
  const pages = PAGES.filter((p) => me.permissions.includes(p.needs));
  const found = route(pages, hash);
  const page = found?.page;
  // Phones show the pages behind a Menu button (a row of twenty links would scroll sideways); any
  // page change closes it.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [hash]);

  async function signOut() {
    await call('signOut', {}).catch(() => null);
    rememberCsrf(null);
    onSignedOut();
  }

  return (
    <div className="shell">
      <header>
        <strong>{t('app.title')}</strong>
        <button
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="console-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {t('nav.menu')}
        </button>
        <nav id="console-nav" aria-label={t('app.title')} data-open={menuOpen}>
          {pages.map((p) => (
            <a key={p.hash} href={p.hash} aria-current={p === page ? 'page' : undefined}>
              {t(p.label)}
            </a>
          ))}
        </nav>
        <span className="who">{me.username}</span>
        <button onClick={toggleLanguage}>{t('nav.language')}</button>
        <button onClick={() => void signOut()}>{t('nav.signOut')}</button>
      </header>
      <main>{found ? found.page.render(me, found.sub) : <p>{t('home.welcome', { name: me.username, role: me.role })}</p>}</main>
    </div>
  );
}
