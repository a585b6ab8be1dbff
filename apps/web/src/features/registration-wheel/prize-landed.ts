/**
 * After a sign-up that carried a wheel prize: the server paid it during the sign-up (to this new
 * account only); ask which prize landed and say so. Nothing is said when none was paid.
 */
import { call } from '../../shared/api/client';
import { translate } from '../../shared/i18n/i18n';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { prizeText } from './prize-text';

export async function announceWheelPrize(): Promise<void> {
  const { granted } = await call('registerSpin', {});
  if (granted) toast('success', translate('regWheel.credited', { prize: prizeText(translate, granted) }));
}
