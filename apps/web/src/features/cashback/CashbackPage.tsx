import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { openDialog } from '../../shared/lib/dialogs';
import { useSession } from '../../shared/session/session-store';
import { Button } from '../../shared/ui/Button';
import { PageFrame } from '../../shared/ui/PageFrame';
import { Spinner } from '../../shared/ui/Spinner';
import { cashbackKey, fetchCashback } from './cashback-api';
import { CashbackRule } from './CashbackRule';

const CashbackMember = lazy(() => import('./CashbackMember').then((m) => ({ default: m.CashbackMember })));

/**
 * CashBack (docs/product-rules/cashback.md), open to guests: the rule for everyone; for a member,
 * this week's running figure, last week's cashback with its state (unavailable, claim now,
 * claimed) and the Claim button, and the weekly trial fund in their first 28 days. Its own chunk.
 */
export function CashbackPage() {
  const { t } = useI18n();
  const member = useSession((s) => s.state === SessionState.LOGGED_IN);
  const query = useQuery({ queryKey: cashbackKey(member), queryFn: fetchCashback });
  const data = query.data;
  return (
    <PageFrame title={t('menu.cashback')} data-testid="page-cashback">
      {!data ? (
        <Spinner size="lg" />
      ) : (
        <div className="stack narrow">
          <CashbackRule data={data} />
          {member ? (
            <Suspense fallback={<Spinner />}>
              <CashbackMember data={data} />
            </Suspense>
          ) : (
            <section className="card">
              <p>{t('cashback.guest')}</p>
              <Button variant="secondary" onClick={() => openDialog('login')} data-testid="cashback-login">
                {t('auth.login')}
              </Button>
            </section>
          )}
        </div>
      )}
    </PageFrame>
  );
}
