import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { useIsMobile } from '../../shared/lib/layout';
import { useSession } from '../../shared/session/session-store';
import { buttonClass } from '../../shared/ui/Button';
import { PageFrame } from '../../shared/ui/PageFrame';
import { PageSpinner } from '../../shared/ui/Spinner';
import { DepositForm } from './DepositForm';
import { DepositTabs } from './DepositTabs';
import { DepositWaiting } from './DepositWaiting';
import { VisitorPrompt } from './VisitorPrompt';
import './wallet.css';

/**
 * Route `deposit` (docs/product-rules/wallet.md#who-sees-the-wallet: no back button, action
 * Records, bottom nav on mobile). On mobile a started deposit waits on /waiting; on desktop it
 * waits in place, as in the wallet dialog.
 */
export function DepositPage() {
  const { t } = useI18n();
  const state = useSession((s) => s.state);
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const [transNo, setTransNo] = useState<string | null>(null);

  let body;
  if (state === SessionState.LOGGING_IN) body = <PageSpinner />;
  else if (state !== SessionState.LOGGED_IN)
    body = <VisitorPrompt title="wallet.visitor_deposit_title" body="wallet.visitor_deposit_body" />;
  else if (transNo) {
    body = <DepositWaiting key={transNo} transNo={transNo} onAgain={() => setTransNo(null)} onHome={() => void navigate('/')} />;
  } else {
    body = (
      <DepositTabs>
        <DepositForm
          onStarted={(no) => (isMobile ? void navigate(`/waiting?transNo=${encodeURIComponent(no)}`) : setTransNo(no))}
        />
      </DepositTabs>
    );
  }

  return (
    <PageFrame
      title={t('menu.deposit')}
      back={false}
      action={
        <Link to="/records/1" className={buttonClass('ghost', false, 'sm')} data-testid="deposit-records">
          {t('wallet.records')}
        </Link>
      }
      data-testid="page-deposit"
    >
      <div className="wallet">{body}</div>
    </PageFrame>
  );
}
