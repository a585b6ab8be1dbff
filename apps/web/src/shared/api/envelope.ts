/**
 * Reading the API's answer envelope `{code, msg, data}`
 * (docs/product-rules/api-conventions.md#envelope): data on success, else an error, toasted when
 * due.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import { ApiError, HttpError } from './api-error';

interface EnvelopeLike {
  code: number;
  msg: string;
  data: unknown;
}

function isEnvelope(v: unknown): v is EnvelopeLike {
  return typeof v === 'object' && v !== null && typeof (v as EnvelopeLike).code === 'number';
}

export interface EnvelopeHooks {
  onSessionGone(): void;
  onFailed(message: string): void;
}

export async function unwrapEnvelope<T>(res: Response, hooks: EnvelopeHooks): Promise<T> {
  let envelope: unknown;
  try {
    envelope = await res.json();
  } catch {
    // e.g. an HTML page from a proxy or a static server without the API behind it.
    throw new HttpError(res.status, 'Invalid response');
  }
  if (!isEnvelope(envelope)) throw new HttpError(res.status, 'Invalid response');
  if (envelope.code === ErrorCode.OK) return envelope.data as T;
  // 1003 self-excluded: the caller asks whether to reactivate; no toast (docs/product-rules/auth.md#reactivation-code-1003).
  if (envelope.code === ErrorCode.SELF_EXCLUDED) throw new ApiError(envelope.code, envelope.msg);
  if (envelope.code === ErrorCode.SESSION_GONE) hooks.onSessionGone();
  hooks.onFailed(envelope.msg);
  throw new ApiError(envelope.code, envelope.msg);
}
