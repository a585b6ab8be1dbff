import { OTP_LENGTH } from '@nyota/contract/constants';
import { useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { TextField } from '../../shared/ui/TextField';
import type { Field } from '../../shared/ui/use-field';
import type { RuleKey } from '@nyota/contract/rules';
import type { useOtpTimer } from './use-otp-timer';

interface OtpFieldProps {
  field: Field<RuleKey>;
  timer: ReturnType<typeof useOtpTimer>;
  /** The number the code goes to; the button needs a valid one. */
  mobile: string;
  mobileValid: boolean;
}

/** One-time code input with its "Get code" button, countdown and fallback hint. */
export function OtpField({ field, timer, mobile, mobileValid }: OtpFieldProps) {
  const { t } = useI18n();
  const label =
    timer.status === 'counting'
      ? t('auth.resend_in', { seconds: timer.secondsLeft })
      : timer.status === 'done'
        ? t('auth.resend_code')
        : t('auth.get_code');
  // Per docs/product-rules/auth.md#get-code-button: after a failed send no countdown runs and the
  // button stays disabled until the number is
  // edited, so the hint offers the USSD code or a corrected number, never "after the countdown".
  const ussd = market.ussdCode;
  const hint = timer.failed ? (
    <span className="text-danger" role="alert" data-testid="otp-hint">
      {t('auth.code_send_failed')} {t('auth.code_failed_fallback', { ussd })}
    </span>
  ) : timer.showFallback ? (
    <span data-testid="otp-hint">{t('auth.code_fallback', { ussd })}</span>
  ) : timer.status === 'counting' ? (
    t('auth.code_sent')
  ) : undefined;
  return (
    <TextField
      label={t('auth.code_label')}
      value={field.value}
      onValueChange={field.setValue}
      onBlur={field.onBlur}
      error={field.error ? t(field.error) : null}
      digits
      maxLength={OTP_LENGTH}
      autoComplete="one-time-code"
      placeholder={t('auth.code_placeholder')}
      hint={hint}
      data-testid="otp-input"
      end={
        <button
          type="button"
          className="btn btn--secondary btn--sm field__end-btn"
          disabled={!timer.canRequest || !mobileValid}
          onClick={() => void timer.request(mobile)}
          data-testid="get-code"
          aria-live="polite"
        >
          {label}
        </button>
      }
    />
  );
}
