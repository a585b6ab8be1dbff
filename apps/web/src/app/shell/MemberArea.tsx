import { Link } from 'react-router';
import { MessagesBell } from '../../features/messages/index';
import { openDepositDialog } from '../../features/wallet/index';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { formatMoney } from '@nyota/contract/money/format';
import { useMemberInfo } from '../../shared/session/member-queries';
import { buttonClass } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';

/**
 * The member's side of the top bar: balance (opens the profile), Deposit, the messages bell with
 * its unread badge, and on desktop the profile link. A lazy chunk: it needs the API client and the market, which visitors' first screen does not.
 */
export function MemberArea({ desktop = false }: { desktop?: boolean }) {
  const { t } = useI18n();
  const info = useMemberInfo();
  return (
    <>
      <Link to="/profile" className="balance-chip" aria-label={t('topbar.balance_label')} data-testid="topbar-balance">
        <Icon d={ic.wallet} size={18} />
        <span className="money">{info ? formatMoney(info.money, market.currencySymbol) : '…'}</span>
      </Link>
      <Link
        to="/deposit"
        className={buttonClass('primary', false, 'sm')}
        onClick={openDepositDialog}
        data-testid="topbar-deposit"
      >
        {t('menu.deposit')}
      </Link>
      <MessagesBell />
      {desktop && (
        <Link to="/profile" className="icon-btn" aria-label={t('nav.profile')} data-testid="topbar-profile">
          <Icon d={ic.profile} />
        </Link>
      )}
    </>
  );
}
