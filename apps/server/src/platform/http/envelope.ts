/**
 * Turns every outcome into the `{ code, msg, data }` envelope: AppErrors keep their code and
 * localised text, transport faults keep their HTTP status, and anything unexpected is logged in
 * full and answered with a generic message (never a stack trace). With answer checks on, a refusal
 * is checked against the contract's error envelope first (answer-check.ts).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Envelope } from '@nyota/contract/envelope';
import { AppError } from './app-error.js';
import { AnswerDriftError, refusalDrift, reportDrift } from './answer-check.js';
import { translate } from './i18n.js';
import { languageOf } from './request-context.js';

export function errorEnvelope(req: FastifyRequest, err: AppError): Envelope<null> {
  return { code: err.code, msg: translate(languageOf(req), err.key, err.params), data: null };
}

export interface EnvelopeOptions {
  /** Check answers and refusals against the contract (config ANSWER_CHECKS; on unless told otherwise). */
  answerChecks: boolean;
}

/** The refusal a fault becomes, with its HTTP status; null for a transport fault or a bug. */
function refusalOf(error: FastifyError | AppError): { status: number; err: AppError } | null {
  if (error instanceof AppError) return { status: 200, err: error };
  if (error.statusCode === 413)
    return { status: 413, err: new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'errors.payload_too_large') };
  if (error.statusCode === 429) return { status: 200, err: new AppError(ErrorCode.RATE_LIMITED, 'errors.rate_limited') };
  return null;
}

function internalError(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(500).send({ code: ErrorCode.INTERNAL, msg: translate(languageOf(req), 'errors.internal'), data: null });
}

export function installEnvelopeHandlers(app: FastifyInstance, opts: EnvelopeOptions = { answerChecks: true }): void {
  app.decorate('answerChecks', opts.answerChecks);

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const err = new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    return reply.code(404).send(errorEnvelope(req, err));
  });

  app.setErrorHandler((error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    const refusal = refusalOf(error);
    if (refusal) {
      const envelope = errorEnvelope(req, refusal.err);
      const drift = opts.answerChecks ? refusalDrift(`${req.method} ${req.routeOptions.url ?? req.url}`, envelope) : null;
      if (!drift) return reply.code(refusal.status).send(envelope);
      reportDrift(req.log, drift);
      return internalError(req, reply);
    }
    if (error instanceof AnswerDriftError) {
      reportDrift(req.log, error);
      return internalError(req, reply);
    }
    const status = error instanceof AppError ? 500 : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      // Malformed transport (bad JSON, unsupported media type): a transport fault, told plainly.
      req.log.info({ err: error }, 'client error');
      return reply.code(status).send({ code: status, msg: translate(languageOf(req), 'errors.bad_request'), data: null });
    }
    req.log.error({ err: error }, 'unhandled error');
    return internalError(req, reply);
  });
}
