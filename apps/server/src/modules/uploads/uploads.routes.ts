/**
 * POST /utils/images (multipart, one part `file`; under /account-service and /member-service) and
 * GET /utils/images/{name}: transport only, rules live in UploadsService. Multipart is registered in this plugin's scope alone, so no other
 * route accepts a multipart body.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type Multipart } from '@fastify/multipart';
import { routes } from '@nyota/contract/api/routes';
import { IMAGE_FILE_PATH } from '@nyota/contract/api/paths';
import { UPLOAD_MAX_BYTES } from '@nyota/contract/api/appeals';
import { ErrorCode } from '@nyota/contract/error-codes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import { AppError, sessionGone } from '../../platform/http/app-error.js';
import { errorEnvelope } from '../../platform/http/envelope.js';
import { baseContext } from '../../platform/http/request-context.js';
import type { IncomingFile, UploadsService } from './uploads.service.js';

const FILE_FIELD = 'file';

const malformed = () => new AppError(ErrorCode.VALIDATION, 'errors.upload_malformed');

/**
 * Multipart parser faults as the player's message. Whatever else the parser throws (no boundary,
 * a body cut short, a broken part header) is a body we cannot read: the client's fault, never a
 * 500, and nothing of it has been stored.
 */
function uploadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(ErrorCode.VALIDATION, 'errors.upload_missing');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(ErrorCode.VALIDATION, 'errors.upload_one_file');
  }
  return malformed();
}

/** The file's bytes; a fault of the request stream (a body cut inside the file) becomes the player's message. */
async function* fileBytes(source: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  try {
    for await (const chunk of source) yield chunk;
  } catch (err) {
    throw uploadError(err);
  }
}

/**
 * The `file` part of the body, or null when it has none. Other small fields are skipped; a second
 * file (or too many parts) is refused when the service finishes reading the body.
 */
async function filePart(req: FastifyRequest): Promise<IncomingFile | null> {
  let parts: AsyncIterator<Multipart>;
  try {
    parts = req.parts()[Symbol.asyncIterator]();
  } catch (err) {
    throw uploadError(err);
  }
  const next = async () => {
    try {
      return await parts.next();
    } catch (err) {
      throw uploadError(err);
    }
  };
  for (let r = await next(); !r.done; r = await next()) {
    const part = r.value;
    if (part.type !== 'file') continue;
    if (part.fieldname !== FILE_FIELD) {
      // Read and drop it, so the request completes.
      part.file.resume();
      return null;
    }
    return {
      bytes: fileBytes(part.file),
      finish: async () => {
        for (let rest = await next(); !rest.done; rest = await next()) {
          if (rest.value.type === 'file') {
            rest.value.file.resume();
            throw new AppError(ErrorCode.VALIDATION, 'errors.upload_one_file');
          }
        }
      },
    };
  }
  return null;
}

export async function registerUploadRoutes(
  app: FastifyInstance,
  uploads: UploadsService,
  sessions: SessionResolver,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        files: 1,
        // One byte over the maximum reaches the service, which then refuses the file as too large.
        fileSize: UPLOAD_MAX_BYTES + 1,
        // Clients may send a field or two besides the file; they are ignored.
        fields: 4,
        fieldSize: 256,
        parts: 5,
        headerPairs: 50,
      },
    });
    // The same call at the account-service path and the seed's member-service path.
    for (const def of [routes.uploadImage, routes.memberUploadImage]) {
      defineRoute(scope, def, sessions, (_input, ctx, { req }) => uploads.upload(ctx.auth.memberId, () => filePart(req)));
    }
  });

  // A wildcard rather than :name, so an overlong name also gets the envelope 404 (a parameter over
  // the router's length limit would be refused before the error handler).
  app.get<{ Params: { '*': string } }>(`${IMAGE_FILE_PATH}/*`, async (req, reply) => {
    const ctx = baseContext(req);
    const auth = ctx.token ? await sessions.resolve(ctx.token) : null;
    if (!auth) throw sessionGone();
    const image = await uploads.open(auth.memberId, req.params['*']);
    // Someone else's image, an unknown name and a malformed one all look the same.
    if (!image) return reply.code(404).send(errorEnvelope(req, new AppError(ErrorCode.NOT_FOUND, 'errors.not_found')));
    return reply
      .type(image.mime)
      .header('content-length', image.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'private, max-age=86400')
      .send(image.stream);
  });
}
