import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { checkMobile, checkOtp, checkPassword } from '@nyota/contract/rules';
import { AGE_LIMIT } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { closeDialog, openDialog, type DialogProps } from '../../shared/lib/dialogs';
import { market } from '../../shared/lib/market';
import { storedInvite } from '../../shared/session/referral';
import { register } from '../../shared/session/session-actions';
import { MobileField, PasswordField } from '../../shared/ui/AuthFields';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { Dialog } from '../../shared/ui/Dialog';
import { TextField } from '../../shared/ui/TextField';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { useField } from '../../shared/ui/use-field';
import { signupCodeRequiredQuery } from './api';
import { OtpField } from './OtpField';
import { useOtpTimer } from './use-otp-timer';

const INVITE_RE = /^[A-Za-z0-9]{0,16}$/;

/**
 * Sign-up (docs/product-rules/auth.md#sign-up): mobile, password, a one-time code when config 160 is on, the invite code
 * (prefilled from /CODE links or the referral cookie), terms (default checked) and the 18+ check.
 */
export function SignUpDialog({ code, channel, mobile: initialMobile = '' }: DialogProps) {
  const { t } = useI18n();
  const [stored] = useState(storedInvite);
  const mobile = useField(initialMobile, (v) => checkMobile(v, market));
  const password = useField('', checkPassword);
  const otp = useField('', checkOtp);
  const invite = useField(code ?? stored.code, (v) => (INVITE_RE.test(v) ? null : 'errors.invalid_invite_code'));
  const [terms, setTerms] = useState(true);
  const [adult, setAdult] = useState(false);
  const timer = useOtpTimer();
  const codeRequired = useQuery(signupCodeRequiredQuery).data === true;

  const mutation = useMutation({
    mutationFn: () =>
      register({
        mobile: mobile.value,
        password: password.value,
        code: invite.value,
        shareChannel: channel || stored.channel,
        smsCode: codeRequired ? otp.value : '',
      }),
    onSuccess: () => {
      closeDialog();
      toast('success', t('auth.signup_success'));
    },
  });

  const valid = !mobile.invalid && !password.invalid && (!codeRequired || !otp.invalid) && !invite.invalid && terms && adult;

  return (
    <Dialog title={t('auth.signup_title')} onClose={closeDialog} data-testid="signup-dialog">
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && !mutation.isPending) mutation.mutate();
        }}
      >
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
        <PasswordField field={password} autoComplete="new-password" />
        {codeRequired && <OtpField field={otp} timer={timer} mobile={mobile.value} mobileValid={!mobile.invalid} />}
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
        <Checkbox
          checked={terms}
          onChange={setTerms}
          error={terms ? null : t('auth.terms_required')}
          data-testid="terms-checkbox"
        >
          {t('auth.terms_prefix')}{' '}
          <Link to="/links/4" onClick={closeDialog}>
            {t('footer.terms')}
          </Link>
        </Checkbox>
        <Checkbox checked={adult} onChange={setAdult} data-testid="adult-checkbox">
          {t('auth.adult_confirm', { age: AGE_LIMIT })}
        </Checkbox>
        <Button type="submit" block disabled={!valid} loading={mutation.isPending} data-testid="signup-submit">
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
