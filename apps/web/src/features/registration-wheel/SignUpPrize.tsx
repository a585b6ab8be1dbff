/** The wheel's prize on the sign-up dialog: what the new account will receive, and that the spin checked out. */
import { useI18n } from '../../shared/i18n/i18n';
import type { DialogProps } from '../../shared/lib/dialogs';
import { prizeText } from './prize-text';
import './registration-wheel.css';

export function SignUpPrize({ prize }: { prize: NonNullable<DialogProps['prize']> }) {
  const { t } = useI18n();
  return (
    <p className="signup-prize" data-testid="signup-prize">
      {t('regWheel.signup_prize', { prize: prizeText(t, prize) })}
      {prize.verified && <small data-testid="signup-prize-verified">{t('regWheel.verified')}</small>}
    </p>
  );
}
