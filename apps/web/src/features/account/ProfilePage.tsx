import { Suspense } from 'react';
import { Link } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import type { MemberInfo } from '@nyota/contract/api/member';
import { toLocal } from '@nyota/contract/rules';
import { useI18n } from '../../shared/i18n/i18n';
import { openDialog } from '../../shared/lib/dialogs';
import { useIsMobile } from '../../shared/lib/layout';
import { market } from '../../shared/lib/market';
import { formatMinor, formatMoney } from '@nyota/contract/money/format';
import { useMemberInfo } from '../../shared/session/member-queries';
import { logout } from '../../shared/session/session-actions';
import { useSession } from '../../shared/session/session-store';
import { Button, buttonClass } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';
import { ListButton, ListLink } from '../../shared/ui/ListRow';
import { PageFrame } from '../../shared/ui/PageFrame';
import { PageSpinner } from '../../shared/ui/Spinner';
import { TrialAlert } from '../bonus-center/index';
import { VipProgress } from '../vip/index';

/**
 * Profile (docs/product-rules/shell.md#profile): who, VIP level, wallet, shortcuts and the account menu. Gifts is the
 * trial (gift) balance in minor units; coins and diamonds are whole counts.
 * Records links: /records/1 is the deposit tab, /records/2 the withdraw tab.
 */
export function ProfilePage() {
  const { t } = useI18n();
  const state = useSession((s) => s.state);
  const info = useMemberInfo();
  const isMobile = useIsMobile();

  if (state !== SessionState.LOGGED_IN) {
    return (
      <PageFrame title={t('profile.title')} back={!isMobile}>
        {state === SessionState.LOGGING_IN ? <PageSpinner /> : <VisitorProfile />}
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('profile.title')} back={!isMobile} data-testid="profile-page">
      {!info ? (
        <PageSpinner />
      ) : (
        <div className="stack">
          <WalletCard info={info} />
          <OtherBalances info={info} />
          <TrialAlert trial={info.trial} />
          <AccountMenu isMobile={isMobile} />
        </div>
      )}
    </PageFrame>
  );
}

function VisitorProfile() {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={ic.profile}
      title={t('profile.visitor_title')}
      action={
        <div className="btn-row">
          <Button variant="secondary" onClick={() => openDialog('login')} data-testid="profile-login">
            {t('auth.login')}
          </Button>
          <Button onClick={() => openDialog('signup')} data-testid="profile-signup">
            {t('auth.signup')}
          </Button>
        </div>
      }
    >
      <p>{t('profile.visitor_body')}</p>
    </EmptyState>
  );
}

function WalletCard({ info }: { info: MemberInfo }) {
  const { t } = useI18n();
  return (
    <section className="card profile-card" aria-label={t('profile.wallet')}>
      <div className="profile-card__who">
        <span className="avatar">
          <Icon d={ic.profile} size={28} />
        </span>
        <div>
          <p className="profile-card__mobile" data-testid="profile-mobile">
            {toLocal(info.mobile, market)}
          </p>
          <span className="badge" data-testid="profile-level">
            {t('profile.vip_level', { level: info.level })}
          </span>
        </div>
      </div>
      <div className="profile-card__balance">
        <span className="muted">{t('profile.balance')}</span>
        <strong className="money" data-testid="profile-balance">
          {formatMoney(info.money, market.currencySymbol)}
        </strong>
      </div>
      <div className="btn-row">
        <Link to="/withdraw" className={buttonClass('secondary')} data-testid="profile-withdraw">
          {t('menu.withdraw')}
        </Link>
        <Link to="/deposit" className={buttonClass('primary')} data-testid="profile-deposit">
          {t('menu.deposit')}
        </Link>
      </div>
      <Link to="/vip" className="vip-link" data-testid="profile-vip">
        <Icon d={ic.vip} size={20} />
        <span>{t('profile.vip_club')}</span>
        <Icon d={ic.chevron} size={18} />
      </Link>
      <Suspense fallback={null}>
        <VipProgress compact />
      </Suspense>
    </section>
  );
}

function OtherBalances({ info }: { info: MemberInfo }) {
  const { t } = useI18n();
  return (
    <section className="stats" aria-label={t('profile.other_balances')}>
      <div className="stat">
        <Icon d={ic.gifts} size={20} />
        <span className="muted">{t('profile.gifts')}</span>
        <strong data-testid="profile-gifts">{formatMoney(info.trial, market.currencySymbol)}</strong>
      </div>
      <div className="stat">
        <Icon d={ic.cashGiving} size={20} />
        <span className="muted">{t('profile.coins')}</span>
        <strong data-testid="profile-coins">{formatMinor(info.coin)}</strong>
      </div>
      <div className="stat">
        <Icon d={ic.vipRewards} size={20} />
        <span className="muted">{t('profile.diamonds')}</span>
        <strong data-testid="profile-diamonds">{formatMinor(info.diamond)}</strong>
      </div>
    </section>
  );
}

function AccountMenu({ isMobile }: { isMobile: boolean }) {
  const { t } = useI18n();
  return (
    <nav className="card list" aria-label={t('profile.menu')}>
      <ListLink to="/complain-records" icon={ic.contact} label={t('profile.complain_records')} />
      <ListLink to="/game-records" icon={ic.games} label={t('profile.game_records')} />
      <ListLink to="/records/1" icon={ic.deposit} label={t('profile.deposit_records')} />
      <ListLink to="/records/2" icon={ic.withdraw} label={t('profile.withdraw_records')} />
      <ListLink
        to={isMobile ? '/settings' : '/settingspc'}
        icon={ic.settings}
        label={t('settings.title')}
        data-testid="profile-settings"
      />
      <ListLink to="/safer-play" icon={ic.pause} label={t('rg.title')} data-testid="profile-safer-play" />
      <ListLink to="/contactus" icon={ic.contact} label={t('footer.contact')} />
      <ListLink to="/privacy" icon={ic.privacy} label={t('footer.privacy')} />
      <ListButton onClick={() => void logout()} icon={ic.logout} label={t('auth.logout')} data-testid="logout" />
    </nav>
  );
}
