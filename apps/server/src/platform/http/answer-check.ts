/**
 * Answers checked against the contract before they are sent (on under test and in development,
 * off in production: `ANSWER_CHECKS`). The OpenAPI document is generated from the contract, so an
 * answer the contract does not describe is a document that lies; under test it fails the call with
 * a 500 and an error log naming the route and every difference, instead of reaching a client.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorEnvelopeSchema } from '@nyota/contract/api/error-envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether answers are checked against the contract (installEnvelopeHandlers sets it). */
    answerChecks: boolean;
  }
}

/** An answer that differs from its route's contract: a bug of the code or of the contract, never the client's. */
export class AnswerDriftError extends Error {
  constructor(
    readonly route: string,
    readonly issues: readonly string[],
  ) {
    super(`${route} answered outside its contract: ${issues.join('; ')}`);
    this.name = 'AnswerDriftError';
  }
}

/** Off unless installEnvelopeHandlers turned it on: an app without those handlers cannot answer a drift anyway. */
export function answerChecksOn(app: FastifyInstance): boolean {
  return app.hasDecorator('answerChecks') && app.answerChecks;
}

/** Throws AnswerDriftError when `data` is not what the route's output schema describes. */
export function checkAnswer(route: string, output: z.ZodType, data: unknown): void {
  const issues = driftFrom(output, data);
  if (issues.length > 0) throw new AnswerDriftError(route, issues);
}

/** The drift of a refusal from the contract's error envelope, or null when there is none. */
export function refusalDrift(route: string, envelope: unknown): AnswerDriftError | null {
  const issues = driftFrom(errorEnvelopeSchema, envelope);
  return issues.length > 0 ? new AnswerDriftError(route, issues) : null;
}

/** Throws AnswerDriftError when a refusal is not the contract's error envelope. */
export function checkRefusal(route: string, envelope: unknown): void {
  const drift = refusalDrift(route, envelope);
  if (drift) throw drift;
}

/** Levels at which an error line is written; a test app logs nothing (silent, or no logger at all). */
const ERROR_SHOWN_AT = new Set(['error', 'warn', 'info', 'debug', 'trace']);

/** The drift, logged where it cannot be missed: a test that only sees a 500 would not say why. */
export function reportDrift(log: FastifyBaseLogger, err: AnswerDriftError): void {
  log.error({ route: err.route, issues: err.issues }, 'answer does not match the contract');
  if (!ERROR_SHOWN_AT.has(String(log.level))) process.stderr.write(`[answer check] ${err.message}\n`);
}

/**
 * Every difference between the answer as the client reads it (JSON: a Date is checked as the string
 * it becomes) and the schema: what the schema refuses, and keys it does not declare, which zod
 * would quietly drop and the document (additionalProperties: false) says never come.
 */
export function driftFrom(schema: z.ZodType, data: unknown): string[] {
  const wire: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data));
  const parsed = schema.safeParse(wire);
  if (!parsed.success) return parsed.error.issues.map((i) => `${pathText(i.path)}: ${i.message}`);
  return undeclaredKeys(wire, parsed.data, []);
}

function undeclaredKeys(wire: unknown, parsed: unknown, path: PropertyKey[]): string[] {
  if (Array.isArray(wire) && Array.isArray(parsed)) {
    return wire.flatMap((item: unknown, i) => undeclaredKeys(item, parsed[i], [...path, i]));
  }
  if (!isRecord(wire) || !isRecord(parsed)) return [];
  return Object.keys(wire).flatMap((key) =>
    Object.hasOwn(parsed, key)
      ? undeclaredKeys(wire[key], parsed[key], [...path, key])
      : [`${pathText([...path, key])}: not declared in the contract`],
  );
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function pathText(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(answer)' : path.map(String).join('.');
}
