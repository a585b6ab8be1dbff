/** Media: images staff upload for campaigns and promotions, served to everyone at /media/{name}. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { AuditService } from '../staff/index.js';
import { MediaRepo } from './media.repo.js';
import { registerMediaRoutes } from './media.routes.js';
import { MediaService } from './media.service.js';

export { MediaService } from './media.service.js';

export interface MediaModule {
  media: MediaService;
  register(app: FastifyInstance): void;
}

export function createMediaModule(d: {
  db: Db;
  clock: Clock;
  audit: Pick<AuditService, 'append'>;
  staffSessions: StaffSessionResolver;
}): MediaModule {
  const media = new MediaService({ db: d.db, clock: d.clock, repo: new MediaRepo(), audit: d.audit });
  return { media, register: (app) => registerMediaRoutes(app, media, d.staffSessions) };
}
