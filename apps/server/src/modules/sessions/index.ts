/** Sessions: issued at login, resolved on every request; other modules ask `sessions` who is calling. */
import type { Clock } from '../../platform/clock.js';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Db } from '../../platform/db/database.js';
import { SessionsService } from './sessions.service.js';

export {
  hashToken,
  SessionsService,
  type AuthMethod,
  type IssuedSession,
  type SessionClient,
  type SessionDetails,
  type SessionSummary,
} from './sessions.service.js';

export interface SessionsModule {
  sessions: SessionsService;
}

export function createSessionsModule(deps: { db: Db; bus: EventBus; clock: Clock }): SessionsModule {
  return { sessions: new SessionsService(deps.db, deps.bus, deps.clock) };
}
