/**
 * Development logs a person reads: one short line per request ("GET /path 200 4 ms") instead of
 * pino's two JSON lines, printed by pino-pretty on one line each. Production keeps JSON lines for
 * the log pipeline; tests keep whatever stream they pass.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pretty from 'pino-pretty';
import type { LogStream } from './logger.js';

export function developmentLogStream(destination?: NodeJS.WritableStream): LogStream {
  return pretty({
    singleLine: true,
    colorize: destination === undefined && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    // Synchronous, so a crash's last lines are not lost in a buffer.
    sync: true,
    ...(destination ? { destination } : {}),
  });
}

/** Logs each answered request once, with its status and time, instead of "incoming" and "completed". */
export class ShortRequestLines extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const path = request.url.split('?')[0] ?? request.url;
    reply.log.info(`${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`);
  }
}
