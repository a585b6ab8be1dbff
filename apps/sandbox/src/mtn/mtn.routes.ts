/**
 * MTN MoMo Open API over HTTP, mounted at <prefix>/mtn so an adapter's base URL is
 * http://host/sandbox/mtn: /collection/token/, /collection/v1_0/requesttopay[/{id}],
 * /disbursement/token/, /disbursement/v1_0/transfer[/{id}], balances, the account-holder check and
 * the sandbox provisioning API /v1_0/apiuser.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FaultBook } from '../core/faults.js';
import { header, htmlError, runWithFaults, send, type FaultContext, type WireHandler, type WireReply } from '../core/http.js';
import type { Fault, FaultOp, MtnProduct } from '../core/types.js';
import { SUBSCRIPTION_DENIED, type MtnAuth } from './mtn.auth.js';
import type { MtnEngine, MtnHeaders } from './mtn.engine.js';

export interface MtnRouteDeps {
  engine: MtnEngine;
  auth: MtnAuth;
  faults: FaultBook;
  flush(): Promise<void>;
}

function headersOf(req: FastifyRequest): MtnHeaders {
  return {
    authorization: header(req, 'authorization'),
    subscriptionKey: header(req, 'ocp-apim-subscription-key'),
    referenceId: header(req, 'x-reference-id'),
    targetEnvironment: header(req, 'x-target-environment'),
    callbackUrl: header(req, 'x-callback-url'),
  };
}

export function registerMtnRoutes(app: FastifyInstance, d: MtnRouteDeps): void {
  app.setErrorHandler((err: { statusCode?: number }, _req, reply) => {
    if ((err.statusCode ?? 500) < 500)
      return reply.code(400).send({ code: 'BAD_REQUEST', message: 'Request does not follow the specification.' });
    return reply.code(500).send({ code: 'INTERNAL_PROCESSING_ERROR', message: 'An internal error occurred.' });
  });
  app.setNotFoundHandler((_req, reply) =>
    reply.code(404).send({ code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' }),
  );

  const ctx: FaultContext = { faults: d.faults, provider: 'mtn', errorFor, flush: d.flush };
  const wire = (op: FaultOp, handler: (req: FastifyRequest) => WireHandler) => (req: FastifyRequest, reply: FastifyReply) =>
    runWithFaults(ctx, op, req, reply, handler(req));
  const param = (req: FastifyRequest, name: string): string => (req.params as Record<string, string>)[name] ?? '';

  for (const product of ['collection', 'disbursement'] as const satisfies readonly MtnProduct[]) {
    const token = wire('token', (req) => () => {
      if (!d.auth.subscriptionOk(product, header(req, 'ocp-apim-subscription-key'))) return SUBSCRIPTION_DENIED;
      return d.auth.issueToken(product, header(req, 'authorization'));
    });
    app.post(`/${product}/token/`, token);
    app.post(`/${product}/token`, token);
    const resource = product === 'collection' ? 'requesttopay' : 'transfer';
    app.post(
      `/${product}/v1_0/${resource}`,
      wire('initiate', (req) => (o) => d.engine.initiate(product, headersOf(req), req.body, o)),
    );
    app.get(
      `/${product}/v1_0/${resource}/:referenceId`,
      wire('status', (req) => () => d.engine.status(product, headersOf(req), param(req, 'referenceId'))),
    );
    app.get(
      `/${product}/v1_0/account/balance`,
      wire('status', (req) => () => d.engine.balance(product, headersOf(req))),
    );
    app.get(
      `/${product}/v1_0/accountholder/msisdn/:msisdn/active`,
      wire('status', (req) => () => d.engine.accountHolderActive(product, headersOf(req), param(req, 'msisdn'))),
    );
  }

  const provisioning = (req: FastifyRequest, reply: FastifyReply, fn: () => WireReply) =>
    send(reply, d.auth.subscriptionOk('any', header(req, 'ocp-apim-subscription-key')) ? fn() : SUBSCRIPTION_DENIED);
  app.post('/v1_0/apiuser', (req, reply) =>
    provisioning(req, reply, () => d.auth.createUser(header(req, 'x-reference-id'), req.body)),
  );
  app.post('/v1_0/apiuser/:id/apikey', (req, reply) => provisioning(req, reply, () => d.auth.createKey(param(req, 'id'))));
  app.get('/v1_0/apiuser/:id', (req, reply) => provisioning(req, reply, () => d.auth.getUser(param(req, 'id'))));
}

function errorFor(fault: Fault): WireReply {
  switch (fault.mode) {
    case 'http_429':
      return {
        status: 429,
        headers: { 'retry-after': '1' },
        body: { statusCode: 429, message: 'Rate limit is exceeded. Try again in 1 seconds.' },
      };
    case 'http_502':
      return htmlError(502, 'Bad Gateway');
    case 'http_503':
    case 'unavailable':
      return { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable.' } };
    default:
      return { status: 500, body: { code: 'INTERNAL_PROCESSING_ERROR', message: 'An internal error occurred.' } };
  }
}
