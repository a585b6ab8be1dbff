import { Suspense } from 'react';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { openDialog } from '../../shared/lib/dialogs';
import { lazyPage } from '../../shared/lib/lazy-page';
import { useSession } from '../../shared/session/session-store';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { ChunkBoundary } from '../ChunkBoundary';

const MemberArea = lazyPage(
  () => import('./MemberArea'),
  (m) => m.MemberArea,
);

/** Right side of the top bars: login and sign-up for visitors, the balance for members. */
export function AccountArea({ desktop = false }: { desktop?: boolean }) {
  const { t } = useI18n();
  const state = useSession((s) => s.state);

  if (state === SessionState.LOGGED_IN) {
    return (
      <div className="account">
        <ChunkBoundary compact>
          <Suspense fallback={<Spinner size="sm" />}>
            <MemberArea desktop={desktop} />
          </Suspense>
        </ChunkBoundary>
      </div>
    );
  }
  if (state === SessionState.LOGGED_OUT) {
    return (
      <div className="account">
        <Button variant="secondary" size="sm" onClick={() => openDialog('login')} data-testid="topbar-login">
          {t('auth.login')}
        </Button>
        <Button size="sm" onClick={() => openDialog('signup')} data-testid="topbar-signup">
          {t('auth.signup')}
        </Button>
      </div>
    );
  }
  return (
    <div className="account">
      <Spinner size="sm" />
    </div>
  );
}
