import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { WithdrawRecord } from '@nyota/contract/api/payments';
import { SessionState } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { useIsMobile } from '../../shared/lib/layout';
import { useSession } from '../../shared/session/session-store';
import { EmptyState } from '../../shared/ui/EmptyState';
import * as ic from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import { PageSpinner } from '../../shared/ui/Spinner';
import { withdrawSettingsQuery } from './api';
import { ContactIcons } from './ContactIcons';
import { LoadFailed, VisitorPrompt } from './VisitorPrompt';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawResultView } from './WithdrawResultView';
import './wallet.css';

/**
 * Route `withdraw` (docs/product-rules/wallet.md#who-sees-the-wallet): visitors see a login prompt;
 * with config 6002 switched off the operator's message replaces the form
 * (docs/product-rules/wallet.md#withdraw-switched-off). A submitted withdrawal goes to
 * withdraw-waiting on mobile and shows its result in place on desktop.
 */
export function WithdrawPage() {
  const { t } = useI18n();
  const state = useSession((s) => s.state);
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const loggedIn = state === SessionState.LOGGED_IN;
  const settings = useQuery({ ...withdrawSettingsQuery, enabled: loggedIn });
  const [record, setRecord] = useState<WithdrawRecord | null>(null);

  let body;
  if (state === SessionState.LOGGING_IN) body = <PageSpinner />;
  else if (!loggedIn) body = <VisitorPrompt title="wallet.visitor_withdraw_title" body="wallet.visitor_withdraw_body" />;
  else if (record) body = <WithdrawResultView record={record} onHome={() => void navigate('/')} />;
  else if (settings.isPending) body = <PageSpinner />;
  else if (settings.isError) body = <LoadFailed onRetry={() => void settings.refetch()} />;
  else if (!settings.data || !settings.data.enable) {
    const message = settings.data ? settings.data.message : '';
    body = (
      <EmptyState icon={ic.withdraw} title={t('wallet.withdraw_paused_title')}>
        <p data-testid="withdraw-paused">
          {message || t(settings.data ? 'wallet.withdraw_paused_body' : 'wallet.withdraw_unavailable')}
        </p>
        <ContactIcons />
      </EmptyState>
    );
  } else {
    body = (
      <WithdrawForm
        settings={settings.data}
        onDone={(r) => (isMobile ? void navigate('/withdraw-waiting', { state: { withdrawal: r } }) : setRecord(r))}
      />
    );
  }

  return (
    <PageFrame title={t('menu.withdraw')} back={!isMobile} data-testid="page-withdraw">
      <div className="wallet">{body}</div>
    </PageFrame>
  );
}
