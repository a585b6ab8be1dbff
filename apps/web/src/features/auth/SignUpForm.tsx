import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AGE_LIMIT } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import type { register } from '../../shared/session/session-actions';
import { MobileField, PasswordField } from '../../shared/ui/AuthFields';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { OtpField } from './OtpField';
import { useSignUp } from './use-sign-up';

/**
 * The sign-up form's fields and checks (useSignUp: mobile, password, the one-time code when config
 * 160 asks, terms, 18+) for a page that signs a guest up with its own call: the giveaway's
 * register-and-claim sends them with the present (`send`). `children` go above the fields.
 */
export function SignUpForm({
  send,
  submitLabel,
  children,
  'data-testid': testId,
}: {
  send: typeof register;
  submitLabel: string;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  const { t } = useI18n();
  const form = useSignUp({}, send);
  return (
    <form className="form stack" noValidate onSubmit={form.onSubmit} data-testid={testId}>
      {children}
      <MobileField field={form.mobile} />
      <PasswordField field={form.password} autoComplete="new-password" />
      {form.codeRequired && (
        <OtpField field={form.otp} timer={form.timer} mobile={form.mobile.value} mobileValid={!form.mobile.invalid} />
      )}
      <Checkbox checked={form.terms} onChange={form.setTerms} data-testid="terms-checkbox">
        {t('auth.terms_prefix')} <Link to="/links/4">{t('footer.terms')}</Link>
      </Checkbox>
      <Checkbox checked={form.adult} onChange={form.setAdult} data-testid="adult-checkbox">
        {t('auth.adult_confirm', { age: AGE_LIMIT })}
      </Checkbox>
      <Button
        type="submit"
        block
        disabled={!form.valid}
        loading={form.pending}
        data-testid={testId ? `${testId}-submit` : undefined}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
