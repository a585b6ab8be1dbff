/** SMS: the configured sender (or one a test injects) and, in development, the outbox page. */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../platform/db/database.js';
import { registerDevSmsPage } from './dev-sms.routes.js';
import type { SmsSender } from './sms-sender.js';
import { createSmsSender, type SmsLogger } from './sms.service.js';

export type { SmsSender } from './sms-sender.js';
export { RecordingSmsSender, type RecordedSms } from './recording-sms-sender.js';

export interface SmsModuleDeps {
  db: Db;
  log: SmsLogger;
  settings: AppConfig['sms'];
  env: AppConfig['env'];
  /** Replaces the configured sender (tests capture codes this way). */
  sender?: SmsSender;
}

export interface SmsModule {
  sender: SmsSender;
  register(app: FastifyInstance): void;
}

export function createSmsModule(deps: SmsModuleDeps): SmsModule {
  const sender = deps.sender ?? createSmsSender(deps.settings, deps.db, deps.log);
  return {
    sender,
    register(app) {
      // The outbox shows one-time codes in full: a development tool, never served in production.
      if (deps.settings.provider === 'outbox' && deps.env !== 'production') registerDevSmsPage(app, { db: deps.db });
    },
  };
}
