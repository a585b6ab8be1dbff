/** Uploads: the image store under <dataDir>/uploads, its service and its two routes. */
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@nyota/contract/api/appeals';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import { UploadStore } from './upload-store.js';
import { UploadsRepo } from './uploads.repo.js';
import { registerUploadRoutes } from './uploads.routes.js';
import { UploadsService } from './uploads.service.js';

export interface UploadsModuleDeps {
  db: Db;
  clock: Clock;
  sessions: SessionResolver;
  /** Absolute directory for the image files; never under the web root. */
  dir: string;
}

export interface UploadsModule {
  service: UploadsService;
  register(app: FastifyInstance): Promise<void>;
}

export function createUploadsModule(deps: UploadsModuleDeps): UploadsModule {
  const service = new UploadsService({
    db: deps.db,
    repo: new UploadsRepo(),
    store: new UploadStore(deps.dir, UPLOAD_MAX_BYTES),
    clock: deps.clock,
  });
  return {
    service,
    register: (app) => registerUploadRoutes(app, service, deps.sessions),
  };
}
