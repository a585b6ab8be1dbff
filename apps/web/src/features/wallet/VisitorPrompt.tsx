import { useI18n, type MessageKey } from '../../shared/i18n/i18n';
import { openDialog } from '../../shared/lib/dialogs';
import { Button } from '../../shared/ui/Button';
import { EmptyState } from '../../shared/ui/EmptyState';
import * as ic from '../../shared/ui/icons';

/** docs/product-rules/wallet.md#who-sees-the-wallet: wallet screens show visitors a login prompt instead of the form. */
export function VisitorPrompt({ title, body }: { title: MessageKey; body: MessageKey }) {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={ic.lock}
      title={t(title)}
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
    >
      <p>{t(body)}</p>
    </EmptyState>
  );
}

/** A read that failed (offline): say so and offer a retry instead of an empty form. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={ic.info}
      title={t('wallet.load_failed')}
      action={
        <Button variant="secondary" onClick={onRetry} data-testid="wallet-retry">
          {t('wallet.retry')}
        </Button>
      }
    />
  );
}
