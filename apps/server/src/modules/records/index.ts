/** Records: a member's payment intents by month, and whether each may be appealed. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import { RecordsRepo } from './records.repo.js';
import { registerRecordRoutes } from './records.routes.js';
import { RecordsService } from './records.service.js';

export { RecordsService, type AppealTarget, type RecordsDeps } from './records.service.js';

export interface RecordsModuleDeps {
  db: Db;
  clock: Clock;
  /** The market's time zone: a record's month is the market's month. */
  timeZone: string;
  sessions: SessionResolver;
}

export interface RecordsModule {
  records: RecordsService;
  register(app: FastifyInstance): void;
}

export function createRecordsModule(deps: RecordsModuleDeps): RecordsModule {
  const records = new RecordsService({ db: deps.db, repo: new RecordsRepo(), clock: deps.clock, timeZone: deps.timeZone });
  return { records, register: (app) => registerRecordRoutes(app, records, deps.sessions) };
}
