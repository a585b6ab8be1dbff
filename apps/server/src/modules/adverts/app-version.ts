/**
 * The static version file (core seed: "a static version file with a timestamp, read for apkUrl and
 * imgUrl"), at /version.json. Composed once at start from APP_APK_URL and APP_IMAGE_URL, so it is as
 * static as a file; served like the web app's other root files: `no-cache` with an ETag, so a
 * revalidation costs a 304 (the app adds `?t=` anyway, as the seed's client does).
 */
import type { FastifyInstance } from 'fastify';
import { APP_VERSION_PATH, type AppVersionFile } from '@nyota/contract/adverts';
import { etagOf, matchesIfNoneMatch } from '../../platform/http/public-caching.js';

export function registerAppVersionFile(app: FastifyInstance, file: AppVersionFile): void {
  const body = JSON.stringify(file);
  const etag = etagOf(body);
  app.get(APP_VERSION_PATH, async (req, reply) => {
    reply.header('cache-control', 'no-cache').header('etag', etag).type('application/json; charset=utf-8');
    if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return body;
  });
}
