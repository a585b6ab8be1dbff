/**
 * The statement endpoints of the pawaPay sandbox (see statements.ts): POST /v2/statements and
 * GET /v2/statements/{statementId} inside the pawaPay routes (bearer token required), and the
 * download link outside them (a pre-signed URL carries its own token, like pawaPay's).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { iso } from '../core/clock.js';
import { MAX_STATEMENT_RANGE_MS, type PawapayStatements, type StatementRecord } from './statements.js';
import { failureReason } from './pawapay.wire.js';

export const STATEMENT_FILES_PATH = '/files/pawapay-statements';

const DAY_MS = 24 * 3600_000;
// pawaPay's examples send "2025-05-10T10:00:00" (UTC); an explicit Z or offset is accepted too.
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?$/);
const requestSchema = z.object({
  wallet: z.object({
    country: z.string().regex(/^[A-Z]{3}$/),
    currency: z.string().regex(/^[A-Z]{3}$/),
    provider: z.string().min(1).optional(),
  }),
  callbackUrl: z.string().url().optional(),
  startDate: dateTime,
  endDate: dateTime,
  compressed: z.boolean().optional(),
});

function utcMs(s: string): number {
  return Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(s) ? s : `${s}Z`);
}

export interface StatementRouteDeps {
  statements: PawapayStatements;
  /** Absolute URL of a sandbox path (the download link handed to the client). */
  absoluteUrl(path: string): string;
}

function describe(rec: StatementRecord, d: StatementRouteDeps): Record<string, unknown> {
  const done = rec.file !== undefined && rec.completedMs !== undefined;
  return {
    statementId: rec.statementId,
    status: done ? 'COMPLETED' : 'PROCESSING',
    wallet: rec.wallet,
    created: iso(rec.createdMs),
    startDate: iso(rec.startMs).replace(/Z$/, ''),
    endDate: iso(rec.endMs).replace(/Z$/, ''),
    ...(done
      ? {
          fileSize: rec.file?.length,
          downloadUrl: d.absoluteUrl(`${STATEMENT_FILES_PATH}/${rec.statementId}?token=${rec.token ?? ''}`),
          downloadUrlExpiresAt: iso((rec.completedMs ?? 0) + DAY_MS),
          completedAt: iso(rec.completedMs ?? 0),
        }
      : {}),
  };
}

/** Inside the authenticated pawaPay scope. */
export function registerPawapayStatementRoutes(app: FastifyInstance, d: StatementRouteDeps): void {
  app.post('/v2/statements', async (req, reply) => {
    const parsed = requestSchema.safeParse(req.body);
    if (!parsed.success) {
      return reply.code(400).send({
        status: 'REJECTED',
        failureReason: failureReason(
          'INVALID_INPUT',
          parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        ),
      });
    }
    const body = parsed.data;
    const startMs = utcMs(body.startDate);
    const endMs = utcMs(body.endDate);
    const rejected = (message: string) => ({ status: 'REJECTED', failureReason: failureReason('INVALID_PARAMETER', message) });
    if (!(endMs > startMs)) return rejected('endDate must be after startDate.');
    if (endMs - startMs > MAX_STATEMENT_RANGE_MS) return rejected('The date range must not exceed 31 days.');
    const rec = d.statements.create({
      wallet: body.wallet,
      startMs,
      endMs,
      compressed: body.compressed ?? false,
    });
    return { statementId: rec.statementId, status: 'ACCEPTED', created: iso(rec.createdMs) };
  });

  app.get('/v2/statements/:statementId', async (req) => {
    const { statementId } = req.params as { statementId: string };
    const rec = d.statements.check(statementId);
    return rec ? { status: 'FOUND', data: describe(rec, d) } : { status: 'NOT_FOUND' };
  });
}

/** Outside the token check: the link is the credential, valid for a day. */
export function registerStatementFileRoute(app: FastifyInstance, statements: PawapayStatements): void {
  app.get(`${STATEMENT_FILES_PATH}/:statementId`, async (req, reply) => {
    const { statementId } = req.params as { statementId: string };
    const { token } = req.query as { token?: string };
    const rec = statements.file(statementId, token ?? '');
    if (!rec?.file) return reply.code(404).type('text/plain').send('This statement link is not valid or has expired.');
    const name = `statement-${rec.statementId}.csv${rec.compressed ? '.gz' : ''}`;
    return reply
      .type(rec.compressed ? 'application/gzip' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(rec.file);
  });
}
