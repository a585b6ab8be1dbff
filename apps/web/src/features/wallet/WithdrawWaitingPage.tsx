import { Link, useLocation, useNavigate } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import { buttonClass } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import * as ic from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import { PageSpinner } from '../../shared/ui/Spinner';
import { VisitorPrompt } from './VisitorPrompt';
import { WithdrawResultView } from './WithdrawResultView';
import { asWithdrawRecord } from './withdraw-view';
import './wallet.css';

/** Route `withdraw-waiting` (mobile): the submitted withdrawal's result, then home after 5 s. */
export function WithdrawWaitingPage() {
  const { t } = useI18n();
  const state = useSession((s) => s.state);
  const navigate = useNavigate();
  const location = useLocation();
  const record = asWithdrawRecord((location.state as { withdrawal?: unknown } | null)?.withdrawal);

  let body;
  if (state === SessionState.LOGGING_IN) body = <PageSpinner />;
  else if (state !== SessionState.LOGGED_IN)
    body = <VisitorPrompt title="wallet.visitor_withdraw_title" body="wallet.visitor_withdraw_body" />;
  else if (record) body = <WithdrawResultView record={record} onHome={() => void navigate('/', { replace: true })} />;
  else {
    body = (
      <EmptyState
        icon={ic.withdraw}
        title={t('wallet.no_withdrawal_title')}
        action={
          <Link to="/withdraw" className={buttonClass('secondary')}>
            {t('menu.withdraw')}
          </Link>
        }
      >
        <p>{t('wallet.no_withdrawal_body')}</p>
      </EmptyState>
    );
  }

  return (
    <PageFrame title={t('wallet.withdraw_result_title')} data-testid="page-withdraw-waiting">
      <div className="wallet">{body}</div>
    </PageFrame>
  );
}
