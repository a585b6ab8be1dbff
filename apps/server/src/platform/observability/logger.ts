/**
 * pino options: request ids on every line, and secrets never written. Passwords, tokens and
 * one-time codes are redacted in logged objects (top level and two levels down); request lines
 * carry the method and path only, never headers, query strings or bodies.
 */
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../../config.js';
import { developmentLogStream } from './dev-log.js';

/** Where log lines go; stdout unless a test captures them. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Field names that hold a secret in request bodies and in objects code logs. Not `code`: that is
 * the (public) invite code in bodies and the error code in every logged error, which operators need.
 */
const SECRET_FIELDS = ['password', 'newPassword', 'originPassword', 'confirmPassword', 'smsCode', 'otp', 'token'];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
  'res.headers["set-cookie"]',
  // A redact path names a fixed depth: cover the field at the top, one and two levels down.
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'env'>, stream?: LogStream): FastifyServerOptions['logger'] {
  const out = stream ?? (config.env === 'development' ? developmentLogStream() : undefined);
  return {
    level: config.logLevel,
    ...(out ? { stream: out } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings can carry the /im token and ids: log the path only.
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
        id: req.id,
      }),
    },
  };
}
