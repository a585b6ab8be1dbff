import { MOBILE_LOCAL_LENGTH, PASSWORD_MAX } from '@nyota/contract/constants';
import type { RuleKey } from '@nyota/contract/rules';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { market } from '../lib/market';
import { TextField } from './TextField';
import type { Field } from './use-field';

/** Mobile number: digits only, 10 digits, placeholder 0XXXXXXXXX (docs/product-rules/auth.md#field-validation). */
export function MobileField({
  field,
  testId = 'mobile-input',
  autoFocus,
}: {
  field: Field<RuleKey>;
  testId?: string;
  autoFocus?: boolean;
}) {
  const { t } = useI18n();
  return (
    <TextField
      label={t('auth.mobile_label')}
      value={field.value}
      onValueChange={field.setValue}
      onBlur={field.onBlur}
      error={field.error ? t(field.error) : null}
      digits
      maxLength={MOBILE_LOCAL_LENGTH}
      placeholder={market.mobilePlaceholder}
      autoComplete="tel-national"
      type="tel"
      data-testid={testId}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/** Password: 6-20 characters, max length 20, with a show/hide toggle. */
export function PasswordField({
  field,
  label = 'auth.password_label',
  testId = 'password-input',
  autoComplete = 'current-password',
}: {
  field: Field<RuleKey>;
  label?: MessageKey;
  testId?: string;
  autoComplete?: 'current-password' | 'new-password';
}) {
  const { t } = useI18n();
  return (
    <TextField
      label={t(label)}
      value={field.value}
      onValueChange={field.setValue}
      onBlur={field.onBlur}
      error={field.error ? t(field.error) : null}
      type="password"
      maxLength={PASSWORD_MAX}
      autoComplete={autoComplete}
      revealable
      data-testid={testId}
    />
  );
}
