/**
 * Which merchant a pawaPay request comes from (by its API token), and that merchant's
 * "accept only signed requests" rule: a financial request (deposit, payout, bulk payout, refund)
 * from a merchant with the setting on must carry an RFC 9421 signature, made with one of the
 * merchant's registered keys, covering the method, authority, path and Content-Digest of the exact
 * body. Anything else is answered 403 HTTP_SIGNATURE_ERROR before the engine sees the request,
 * so a refused request creates nothing and moves nothing.
 */
import type { FastifyRequest } from 'fastify';
import { header, rawBodyOf, type WireReply } from '../core/http.js';
import type { SandboxStore } from '../core/store.js';
import type { PawapayMerchant } from '../core/types.js';
import { rejected } from './pawapay.engine.js';
import { verifySignedMessage, type VerifyPolicy } from './pawapay.verify.js';
import type { PawapayKind } from './pawapay.wire.js';

/** Without these covered, a signature would not bind the request to this call and this body. */
export const REQUEST_POLICY: VerifyPolicy = {
  requiredComponents: ['@method', '@authority', '@path', 'content-digest'],
  skewSeconds: 30,
};

const SIGNATURE_ERROR_MESSAGE =
  'You have enabled signatures for financial calls, but we are unable to verify the signature from the request.';

export function bearerToken(req: FastifyRequest): string | undefined {
  const auth = header(req, 'authorization');
  return auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1] : undefined;
}

export function merchantByToken(store: SandboxStore, token: string | undefined): PawapayMerchant | undefined {
  if (!token) return undefined;
  return Object.values(store.data.pawapay.merchants).find((m) => m.apiTokens.includes(token));
}

export function merchantOf(store: SandboxStore, req: FastifyRequest): PawapayMerchant | undefined {
  return merchantByToken(store, bearerToken(req));
}

/** The 403 to answer instead of running a financial request, or undefined when it may run. */
export function signedRequestRefusal(
  store: SandboxStore,
  req: FastifyRequest,
  kind: PawapayKind,
  now: Date,
): WireReply | undefined {
  const merchant = merchantOf(store, req);
  if (!merchant?.signedRequestsOnly) return undefined;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
  const url = `http://${header(req, 'host') ?? 'localhost'}${req.url}`;
  const result = verifySignedMessage(
    { method: req.method, url, headers, body: rawBodyOf(req) },
    merchant.publicKeys,
    now,
    REQUEST_POLICY,
  );
  if (result.ok) return undefined;
  return rejected(kind, req.body, {
    http: 403,
    code: 'HTTP_SIGNATURE_ERROR',
    message: `${SIGNATURE_ERROR_MESSAGE} (${result.reason})`,
  });
}
