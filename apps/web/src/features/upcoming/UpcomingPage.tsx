import * as ic from '../../shared/ui/icons';
import { Link } from 'react-router';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { openDialog } from '../../shared/lib/dialogs';
import { useSession } from '../../shared/session/session-store';
import { Button, buttonClass } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageFrame } from '../../shared/ui/PageFrame';
import { UPCOMING, type UpcomingId, type UpcomingSpec } from './upcoming-pages';

/** The frame and empty state of a page that a later feature fills. */
export function UpcomingPage({ page }: { page: UpcomingId }) {
  const { t } = useI18n();
  const loggedIn = useSession((s) => s.state === SessionState.LOGGED_IN);
  const spec: UpcomingSpec = UPCOMING[page];

  const title = t(spec.title);

  const action = spec.action ? (
    spec.action.to ? (
      <Link to={spec.action.to} className={buttonClass('ghost', false, 'sm')} data-testid={spec.action.testId}>
        {t(spec.action.label)}
      </Link>
    ) : (
      <Button variant="ghost" size="sm" disabled data-testid={spec.action.testId}>
        {t(spec.action.label)}
      </Button>
    )
  ) : undefined;

  return (
    <PageFrame title={title} back={spec.back ?? true} action={action} data-testid={`page-${page}`}>
      {spec.visitorPrompt && !loggedIn ? (
        <EmptyState
          icon={ic.lock}
          title={t(spec.visitorPrompt)}
          action={
            <div className="btn-row">
              <Button variant="secondary" onClick={() => openDialog('login')} data-testid="prompt-login">
                {t('auth.login')}
              </Button>
              <Button onClick={() => openDialog('signup')} data-testid="prompt-signup">
                {t('auth.signup')}
              </Button>
            </div>
          }
        />
      ) : (
        <EmptyState
          icon={spec.icon}
          title={t(spec.empty)}
          action={
            <Link to="/" className={buttonClass('secondary')}>
              {t('common.to_lobby')}
            </Link>
          }
        >
          <p>{t(spec.body)}</p>
        </EmptyState>
      )}
    </PageFrame>
  );
}
