import { useState } from 'react';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { closeDialog, type DialogProps } from '../../shared/lib/dialogs';
import { navigateTo } from '../../shared/lib/navigation';
import { useSession } from '../../shared/session/session-store';
import { Dialog } from '../../shared/ui/Dialog';
import { PageSpinner } from '../../shared/ui/Spinner';
import { DepositForm } from './DepositForm';
import { DepositTabs } from './DepositTabs';
import { DepositWaiting } from './DepositWaiting';
import { VisitorPrompt } from './VisitorPrompt';
import './wallet.css';

/**
 * The desktop wallet dialog (docs/product-rules/shell.md#dialogs, the wallet dialog): the deposit form, then
 * its waiting view and result in place. The result's countdown goes home and closes it.
 */
export function WalletDialog(_props: DialogProps) {
  const { t } = useI18n();
  const state = useSession((s) => s.state);
  const [transNo, setTransNo] = useState<string | null>(null);
  const home = () => {
    closeDialog();
    navigateTo('/');
  };

  let body;
  if (state === SessionState.LOGGING_IN) body = <PageSpinner />;
  else if (state !== SessionState.LOGGED_IN)
    body = <VisitorPrompt title="wallet.visitor_deposit_title" body="wallet.visitor_deposit_body" />;
  else if (transNo) {
    body = (
      <DepositWaiting key={transNo} transNo={transNo} onAgain={() => setTransNo(null)} onHome={home} onLeave={closeDialog} />
    );
  } else {
    body = (
      <DepositTabs onLeave={closeDialog}>
        <DepositForm onStarted={setTransNo} onLeave={closeDialog} />
      </DepositTabs>
    );
  }

  return (
    <Dialog title={t('wallet.dialog_title')} onClose={closeDialog} className="dialog--wallet" data-testid="wallet-dialog">
      <div className="wallet">{body}</div>
    </Dialog>
  );
}
