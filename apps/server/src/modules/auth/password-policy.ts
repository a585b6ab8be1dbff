import { ErrorCode } from '@nyota/contract/error-codes';
import { AppError } from '../../platform/http/app-error.js';
import { isCommonPassword } from './common-passwords.js';

/**
 * Length is the contract's rule (6-20); on top of it a password must not be on the common list
 * nor be the player's own number, the first thing an attacker who knows the number tries.
 */
export function assertPasswordAllowed(password: string, mobileForms: readonly string[]): void {
  if (isCommonPassword(password) || mobileForms.includes(password)) {
    throw new AppError(ErrorCode.PASSWORD_TOO_COMMON, 'errors.password_too_common');
  }
}
