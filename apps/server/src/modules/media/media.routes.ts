/**
 * POST /staff-api/media/images (campaigns.manage) and GET /media/{name} for everyone: transport
 * only, rules in MediaService. A name is its bytes' hash, so the answer never changes: browsers,
 * proxies and CDNs keep it for a year without asking again (players on slow, metered data).
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@nyota/contract/error-codes';
import { staffRoutes as r } from '@nyota/contract/staff/routes';
import { MEDIA_PATH } from '@nyota/contract/staff/schemas-promotions';
import { AppError } from '../../platform/http/app-error.js';
import { defineStaffRoute, type StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import { errorEnvelope } from '../../platform/http/envelope.js';
import type { MediaService } from './media.service.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerMediaRoutes(app: FastifyInstance, media: MediaService, sessions: StaffSessionResolver): void {
  defineStaffRoute(app, r.uploadMedia, sessions, (input, ctx) =>
    media.upload({ id: ctx.staff.id, username: ctx.staff.username }, input.data),
  );

  // A wildcard rather than :name, so an overlong name also gets the envelope 404.
  app.get<{ Params: { '*': string } }>(`${MEDIA_PATH}/*`, async (req, reply) => {
    const image = await media.open(req.params['*']);
    if (!image) {
      // A name may exist later (the same bytes uploaded), so a miss is not kept.
      reply.header('cache-control', 'no-cache');
      return reply.code(404).send(errorEnvelope(req, new AppError(ErrorCode.NOT_FOUND, 'errors.not_found')));
    }
    const etag = `"${image.sha256}"`;
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'");
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.mime).header('content-length', image.size).send(image.bytes);
  });
}
