/**
 * Turns every outcome into the `{ code, msg, data }` envelope: AppErrors keep their code and
 * localised text, transport faults keep their HTTP status, and anything unexpected is logged in
 * full and answered with a generic message (never a stack trace).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Envelope } from '@nyota/contract/envelope';
import { AppError } from './app-error.js';
import { translate } from './i18n.js';
import { languageOf } from './request-context.js';

export function errorEnvelope(req: FastifyRequest, err: AppError): Envelope<null> {
  return { code: err.code, msg: translate(languageOf(req), err.key, err.params), data: null };
}

export function installEnvelopeHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const err = new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    return reply.code(404).send(errorEnvelope(req, err));
  });

  app.setErrorHandler((error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return reply.code(200).send(errorEnvelope(req, error));
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send(errorEnvelope(req, new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'errors.payload_too_large')));
    }
    if (status === 429) {
      return reply.code(200).send(errorEnvelope(req, new AppError(ErrorCode.RATE_LIMITED, 'errors.rate_limited')));
    }
    if (status >= 400 && status < 500) {
      // Malformed transport (bad JSON, unsupported media type): a transport fault, told plainly.
      req.log.info({ err: error }, 'client error');
      return reply.code(status).send({ code: status, msg: translate(languageOf(req), 'errors.bad_request'), data: null });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: ErrorCode.INTERNAL, msg: translate(languageOf(req), 'errors.internal'), data: null });
  });
}
