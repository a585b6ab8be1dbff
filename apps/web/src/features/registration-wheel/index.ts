/**
 * The registration wheel (docs/product-rules/registration-wheel.md): the dialog is its own lazy
 * chunk, opened from the register pop-up; the sign-up dialog shows the prize and, after sign-up,
 * says it landed.
 */
import { lazy } from 'react';

export { SignUpPrize } from './SignUpPrize';

export const RegistrationWheelDialog = lazy(async () => ({
  default: (await import('./RegistrationWheelDialog')).RegistrationWheelDialog,
}));

/** After a sign-up that carried a prize: tells the player which prize the server credited. */
export function announceWheelPrize(): void {
  void import('./prize-landed').then((m) => m.announceWheelPrize()).catch(() => undefined);
}
