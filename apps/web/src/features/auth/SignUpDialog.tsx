import { Link } from 'react-router';
import { AGE_LIMIT } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { closeDialog, openDialog, type DialogProps } from '../../shared/lib/dialogs';
import { MobileField, PasswordField } from '../../shared/ui/AuthFields';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { Dialog } from '../../shared/ui/Dialog';
import { TextField } from '../../shared/ui/TextField';
import { SignUpPrize } from '../registration-wheel/index';
import { OtpField } from './OtpField';
import { useSignUp } from './use-sign-up';

export { SignUpForm } from './SignUpForm';

/**
 * Sign-up (docs/product-rules/auth.md#sign-up): mobile, password, a one-time code when config 160 is on, the invite code
 * (prefilled from /CODE links or the referral cookie), terms (default checked) and the 18+ check.
 */
export function SignUpDialog(props: DialogProps) {
  const { t } = useI18n();
  const form = useSignUp(props);
  const { mobile, invite } = form;

  return (
    <Dialog title={t('auth.signup_title')} onClose={closeDialog} data-testid="signup-dialog">
      <form className="form" noValidate onSubmit={form.onSubmit}>
        {props.prize && <SignUpPrize prize={props.prize} />}
        <MobileField field={mobile} autoFocus />
        <PasswordField field={form.password} autoComplete="new-password" />
        {form.codeRequired && (
          <OtpField field={form.otp} timer={form.timer} mobile={mobile.value} mobileValid={!mobile.invalid} />
        )}
        <TextField
          label={t('auth.invite_label')}
          value={invite.value}
          onValueChange={invite.setValue}
          onBlur={invite.onBlur}
          error={invite.error ? t(invite.error) : null}
          maxLength={16}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t('auth.invite_placeholder')}
          data-testid="invite-input"
        />
        <TermsCheckbox checked={form.terms} onChange={form.setTerms} />
        <Checkbox checked={form.adult} onChange={form.setAdult} data-testid="adult-checkbox">
          {t('auth.adult_confirm', { age: AGE_LIMIT })}
        </Checkbox>
        <Button type="submit" block disabled={!form.valid} loading={form.pending} data-testid="signup-submit">
          {t('auth.signup')}
        </Button>
        <p className="form__switch">
          {t('auth.have_account')}{' '}
          <button
            type="button"
            className="link-btn"
            onClick={() => openDialog('login', { mobile: mobile.value })}
            data-testid="login-link"
          >
            {t('auth.login')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}

function TermsCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const { t } = useI18n();
  return (
    <Checkbox
      checked={checked}
      onChange={onChange}
      error={checked ? null : t('auth.terms_required')}
      data-testid="terms-checkbox"
    >
      {t('auth.terms_prefix')}{' '}
      <Link to="/links/4" onClick={closeDialog}>
        {t('footer.terms')}
      </Link>
    </Checkbox>
  );
}
