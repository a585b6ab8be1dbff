import { ErrorCode, type ErrorCodeValue } from '@nyota/contract/error-codes';
import type { ServerMessageKey } from '@nyota/contract/messages/index';

/**
 * An error a user can act on. It becomes an envelope `{ code, msg }` with HTTP 200, the message
 * localised from its key; nothing else about the failure leaves the server.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly key: ServerMessageKey,
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const sessionGone = () => new AppError(ErrorCode.SESSION_GONE, 'errors.session_gone');
export const rateLimited = () => new AppError(ErrorCode.RATE_LIMITED, 'errors.rate_limited');
