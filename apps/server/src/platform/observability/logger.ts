/**
 * pino options: request ids on every line, and secrets never written. Passwords, tokens and
 * one-time codes are redacted wherever they appear in a logged object.
 */
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../../config.js';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.originPassword',
  '*.confirmPassword',
  '*.smsCode',
  '*.code',
  '*.token',
];

export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'env'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
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
