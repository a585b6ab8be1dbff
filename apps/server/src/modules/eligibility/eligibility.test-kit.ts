/** Builds the eligibility module for a test node over its database and clock, as the composition root does. */
import { MARKETS } from '@nyota/contract/markets';
import type { TestApp } from '../../test-support/test-app.js';
import { OpenConcerns } from '../players/index.js';
import { ResponsibleGamblingService } from '../responsible-gambling/index.js';
import { SelfExclusionService } from '../self-exclusion/index.js';
import { SessionsService } from '../sessions/index.js';
import { TimeOutService } from '../time-out/index.js';
import { createEligibilityModule, type EligibilityService, type RestrictionSource } from './index.js';

export function eligibilityOf(t: TestApp, sources: readonly RestrictionSource[] = []): EligibilityService {
  const db = t.database.db;
  const sessions = new SessionsService(db, t.bus, t.clock);
  const market = MARKETS.zm;
  return createEligibilityModule({
    clock: t.clock,
    selfExclusion: new SelfExclusionService(db, sessions, t.clock, market),
    timeOut: new TimeOutService(db, sessions, t.clock, market),
    concerns: new OpenConcerns(db),
    limits: new ResponsibleGamblingService(db, t.clock, market),
    sources,
  }).eligibility;
}
