import { Link, useNavigate, useSearchParams } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import { buttonClass } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import * as ic from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import { PageSpinner } from '../../shared/ui/Spinner';
import { DepositWaiting } from './DepositWaiting';
import { cleanTransNo } from './redirect';
import { VisitorPrompt } from './VisitorPrompt';
import './wallet.css';

/** Route `waiting?transNo=...` (mobile): the deposit's waiting view, then its result. */
export function DepositWaitingPage() {
  const { t } = useI18n();
  const state = useSession((s) => s.state);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const transNo = cleanTransNo(params.get('transNo'));

  let body;
  if (state === SessionState.LOGGING_IN) body = <PageSpinner />;
  else if (state !== SessionState.LOGGED_IN)
    body = <VisitorPrompt title="wallet.visitor_deposit_title" body="wallet.visitor_deposit_body" />;
  else if (!transNo) {
    body = (
      <EmptyState
        icon={ic.deposit}
        title={t('wallet.no_deposit_title')}
        action={
          <Link to="/deposit" className={buttonClass('secondary')}>
            {t('menu.deposit')}
          </Link>
        }
      >
        <p>{t('wallet.no_deposit_body')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <DepositWaiting
        key={transNo}
        transNo={transNo}
        onAgain={() => void navigate('/deposit', { replace: true })}
        onHome={() => void navigate('/', { replace: true })}
      />
    );
  }

  return (
    <PageFrame title={t('wallet.waiting_title')} data-testid="page-waiting">
      <div className="wallet">{body}</div>
    </PageFrame>
  );
}
