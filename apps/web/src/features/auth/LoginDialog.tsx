import { useMutation } from '@tanstack/react-query';
import { checkMobile, checkPassword } from '@nyota/contract/rules';
import { useI18n } from '../../shared/i18n/i18n';
import { closeDialog, openDialog, type DialogProps } from '../../shared/lib/dialogs';
import { market } from '../../shared/lib/market';
import { login } from '../../shared/session/session-actions';
import { MobileField, PasswordField } from '../../shared/ui/AuthFields';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { useField } from '../../shared/ui/use-field';

/** Login with mobile and password (docs/product-rules/auth.md#login: submit disabled while invalid or in flight). */
export function LoginDialog({ mobile: initialMobile = '' }: DialogProps) {
  const { t } = useI18n();
  const mobile = useField(initialMobile, (v) => checkMobile(v, market));
  const password = useField('', checkPassword);
  const mutation = useMutation({
    mutationFn: () => login(mobile.value, password.value),
    onSuccess: (loggedIn) => {
      if (!loggedIn) return;
      closeDialog();
      toast('success', t('auth.login_success'));
    },
  });
  const valid = !mobile.invalid && !password.invalid;

  return (
    <Dialog title={t('auth.login_title')} onClose={closeDialog} data-testid="login-dialog">
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && !mutation.isPending) mutation.mutate();
        }}
      >
        <MobileField field={mobile} autoFocus />
        <PasswordField field={password} />
        <div className="form__row-end">
          <button
            type="button"
            className="link-btn"
            onClick={() => openDialog('forgot', { mobile: mobile.value })}
            data-testid="forgot-link"
          >
            {t('auth.forgot_link')}
          </button>
        </div>
        <Button type="submit" block disabled={!valid} loading={mutation.isPending} data-testid="login-submit">
          {t('auth.login')}
        </Button>
        <p className="form__switch">
          {t('auth.no_account')}{' '}
          <button type="button" className="link-btn" onClick={() => openDialog('signup')} data-testid="signup-link">
            {t('auth.signup')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
