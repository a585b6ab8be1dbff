/**
 * pawaPay Merchant API v2 over HTTP, mounted at <prefix>/pawapay so an adapter's base URL is
 * http://host/sandbox/pawapay. `Authorization: Bearer <token>` on every call except the public key
 * (401 NO_AUTHENTICATION without it, 403 AUTHENTICATION_ERROR for a token no merchant has), and a
 * valid request signature on financial calls of a merchant that accepts only signed requests
 * (403 HTTP_SIGNATURE_ERROR, see pawapay.merchants.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimClock } from '../core/clock.js';
import { header, htmlError, send, runWithFaults, type FaultContext, type WireHandler, type WireReply } from '../core/http.js';
import type { FaultBook } from '../core/faults.js';
import type { Fault, FaultOp } from '../core/types.js';
import { rejected, type PawapayEngine } from './pawapay.engine.js';
import { activeConf, availability, predictProvider, publicKeys, walletBalances, type ToolkitDeps } from './pawapay.toolkit.js';
import { failureReason, type PawapayKind } from './pawapay.wire.js';
import { merchantOf, signedRequestRefusal } from './pawapay.merchants.js';
import { assetSvg } from './pawapay.assets.js';

export interface PawapayRouteDeps extends ToolkitDeps {
  engine: PawapayEngine;
  faults: FaultBook;
  flush(): Promise<void>;
  clock: SimClock;
}

type Params = Record<string, string>;
type Query = Record<string, string | undefined>;

export function registerPawapayRoutes(app: FastifyInstance, d: PawapayRouteDeps): void {
  guardPawapayApi(app, d);

  const ctx: FaultContext = { faults: d.faults, provider: 'pawapay', errorFor, flush: d.flush };
  const wire = (op: FaultOp, handler: (req: FastifyRequest) => WireHandler) => (req: FastifyRequest, reply: FastifyReply) =>
    runWithFaults(ctx, op, req, reply, handler(req));
  // Signature time is transport time: compared with the signer's clock, which knows no fast-forward.
  const signedOnly = (kind: PawapayKind) => ({
    preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
      const refusal = signedRequestRefusal(d.store, req, kind, d.clock.wallNow());
      return refusal ? send(reply, refusal) : undefined;
    },
  });
  const p = (req: FastifyRequest): Params => req.params as Params;
  const q = (req: FastifyRequest): Query => req.query as Query;

  for (const kind of ['deposit', 'payout', 'refund'] as const) {
    const base = `/v2/${kind}s`;
    const idParam = `${kind}Id`;
    app.post(
      base,
      signedOnly(kind),
      wire('initiate', (req) => (o) => (kind === 'refund' ? d.engine.refund(req.body, o) : d.engine.initiate(kind, req.body, o))),
    );
    app.get(
      `${base}/:${idParam}`,
      wire('status', (req) => () => d.engine.status(kind, p(req)[idParam] ?? '')),
    );
    app.post(
      `${base}/resend-callback/:${idParam}`,
      wire('status', (req) => () => d.engine.resendCallback(kind, p(req)[idParam] ?? '')),
    );
    if (kind !== 'deposit') {
      app.post(
        `${base}/fail-enqueued/:${idParam}`,
        wire('status', (req) => () => d.engine.failEnqueued(kind, p(req)[idParam] ?? '')),
      );
    }
  }
  app.post(
    '/v2/payouts/bulk',
    signedOnly('payout'),
    wire('initiate', (req) => (o) => {
      if (!Array.isArray(req.body))
        return { status: 400, body: { failureReason: failureReason('INVALID_INPUT', 'Expected a list of payouts.') } };
      return { status: 200, body: req.body.map((item: unknown) => d.engine.initiate('payout', item, o).body) };
    }),
  );
  app.post(
    '/v2/predict-provider',
    wire('status', (req) => () => predictProvider(req.body)),
  );
  app.get(
    '/v2/active-conf',
    wire('status', (req) => () => activeConf(d, q(req), merchantOf(d.store, req), assetBase(app, req))),
  );
  app.get(
    '/v2/availability',
    wire('status', (req) => () => availability(d, q(req))),
  );
  app.get(
    '/v2/wallet-balances',
    wire('status', (req) => () => walletBalances(d, q(req))),
  );
  registerKeyAndAssetRoutes(app, d);
}

/** pawaPay's answers to a malformed body, an unknown path and a missing or unknown API token. */
function guardPawapayApi(app: FastifyInstance, d: PawapayRouteDeps): void {
  app.setErrorHandler((err: { statusCode?: number }, _req, reply) => {
    if ((err.statusCode ?? 500) < 500) {
      return reply.code(400).send({
        status: 'REJECTED',
        failureReason: failureReason('INVALID_INPUT', 'We were unable to parse the payload of the request.'),
      });
    }
    return reply.code(500).send({ failureReason: failureReason('UNKNOWN_ERROR', 'An unexpected error occurred.') });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ failureReason: failureReason('NOT_FOUND', `No such endpoint: ${req.method} ${req.url}`) }),
  );
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.includes('/public-key/') || req.url.includes('/assets/')) return;
    const auth = header(req, 'authorization');
    if (!auth) {
      return reply
        .code(401)
        .send({ failureReason: failureReason('NO_AUTHENTICATION', 'We did not find the API token in the request headers.') });
    }
    if (!merchantOf(d.store, req)) {
      return reply.code(403).send({
        failureReason: failureReason('AUTHENTICATION_ERROR', 'The API token specified for authentication is not valid.'),
      });
    }
    return undefined;
  });
}

/** Where the sandbox serves the flags and logos active-conf points at. */
function assetBase(app: FastifyInstance, req: FastifyRequest): string {
  return `${req.protocol}://${header(req, 'host') ?? 'localhost'}${app.prefix}`;
}

function registerKeyAndAssetRoutes(app: FastifyInstance, d: PawapayRouteDeps): void {
  // Flags and logos active-conf points at (pawaPay's are on its CDN, outside the API's auth).
  app.get<{ Params: { kind: string; file: string } }>('/assets/:kind/:file', async (req, reply) => {
    const svg = assetSvg(req.params.kind, req.params.file);
    if (!svg) return reply.code(404).send({ failureReason: failureReason('NOT_FOUND', 'No such image.') });
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
  // v2 path as documented, and the v1 path pawaPay's own signing sample fetches.
  app.get('/v2/public-key/http', async () => publicKeys(d.key).body);
  app.get('/public-key/http', async () => publicKeys(d.key).body);
}

function kindFromUrl(url: string): PawapayKind {
  if (url.includes('/payouts')) return 'payout';
  if (url.includes('/refunds')) return 'refund';
  return 'deposit';
}

function errorFor(fault: Fault, op: FaultOp, req: FastifyRequest): WireReply {
  switch (fault.mode) {
    case 'unavailable':
      if (op === 'initiate') {
        return rejected(kindFromUrl(req.url), req.body, {
          http: 200,
          code: 'PROVIDER_TEMPORARILY_UNAVAILABLE',
          message: 'The provider is temporarily not processing payments.',
        });
      }
      return htmlError(503, 'Service Temporarily Unavailable');
    case 'http_429':
      return {
        status: 429,
        headers: { 'retry-after': '1' },
        body: { failureReason: failureReason('TOO_MANY_REQUESTS', 'Rate limit exceeded.') },
      };
    case 'http_502':
      return htmlError(502, 'Bad Gateway');
    case 'http_503':
      return htmlError(503, 'Service Temporarily Unavailable');
    default:
      return { status: 500, body: { failureReason: failureReason('UNKNOWN_ERROR', 'An unexpected error occurred.') } };
  }
}
