import { checkConfirm, checkMobile, checkOtp, checkPassword } from '@nyota/contract/rules';
import { useI18n } from '../../shared/i18n/i18n';
import { closeDialog, openDialog, type DialogProps } from '../../shared/lib/dialogs';
import { market } from '../../shared/lib/market';
import { MobileField, PasswordField } from '../../shared/ui/AuthFields';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { useField } from '../../shared/ui/use-field';
import { OtpField } from './OtpField';
import { usePasswordReset } from './use-password-reset';
import { useOtpTimer } from './use-otp-timer';

/**
 * Forgot password (docs/product-rules/auth.md#password-reset): code to the phone, then
 * loginWithSmsCode gives a session (cookie) that authorises resetPassword; the player ends up
 * logged in with the new password. If the reset fails after the code login worked, the code login
 * is kept so a retry does not need a new code.
 */
export function ForgotPasswordDialog({ mobile: initialMobile = '' }: DialogProps) {
  const { t } = useI18n();
  const mobile = useField(initialMobile, (v) => checkMobile(v, market));
  const otp = useField('', checkOtp);
  const password = useField('', checkPassword);
  const confirm = useField('', (v) => checkConfirm(password.value, v));
  const timer = useOtpTimer();
  const mutation = usePasswordReset(
    { mobile: mobile.value, otp: otp.value, password: password.value, confirm: confirm.value },
    () => {
      closeDialog();
      toast('success', t('auth.reset_success'));
    },
  );

  const valid = !mobile.invalid && !otp.invalid && !password.invalid && !confirm.invalid;

  return (
    <Dialog title={t('auth.forgot_title')} onClose={closeDialog} data-testid="forgot-dialog">
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && !mutation.isPending) mutation.mutate();
        }}
      >
        <p className="form__intro">{t('auth.forgot_intro')}</p>
        <MobileField
          field={{
            ...mobile,
            setValue: (v) => {
              mobile.setValue(v);
              if (timer.failed) timer.reset();
            },
          }}
          autoFocus
        />
        <OtpField field={otp} timer={timer} mobile={mobile.value} mobileValid={!mobile.invalid} />
        <PasswordField field={password} label="auth.new_password_label" testId="new-password-input" autoComplete="new-password" />
        <PasswordField
          field={confirm}
          label="auth.confirm_password_label"
          testId="confirm-password-input"
          autoComplete="new-password"
        />
        <Button type="submit" block disabled={!valid} loading={mutation.isPending} data-testid="forgot-submit">
          {t('auth.reset_submit')}
        </Button>
        <p className="form__switch">
          <button
            type="button"
            className="link-btn"
            onClick={() => openDialog('login', { mobile: mobile.value })}
            data-testid="login-link"
          >
            {t('auth.back_to_login')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
