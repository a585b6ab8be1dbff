/** Builds the eligibility module for a test node over its database and clock, as the composition root does. */
import { MARKETS } from '@nyota/contract/markets';
import type { TestApp } from '../../test-support/test-app.js';
import { MembersService } from '../members/index.js';
import { IntentLookups } from '../payments/index.js';
import { OpenConcerns } from '../players/index.js';
import { ResponsibleGamblingService } from '../responsible-gambling/index.js';
import { SelfExclusionService } from '../self-exclusion/index.js';
import { SessionsService } from '../sessions/index.js';
import { TimeOutService } from '../time-out/index.js';
import { createEligibilityModule, type EligibilityService, type MemberFactReaders, type RestrictionSource } from './index.js';

/** The member facts read as the composition root reads them: members' profiles, payments' intents. */
export function memberFactsOf(t: TestApp): MemberFactReaders {
  const balances = { balancesOf: () => Promise.reject(new Error('balances are not read for member facts')) };
  const members = new MembersService(t.database.db, t.clock, MARKETS.zm, balances);
  const intents = new IntentLookups(t.database.db);
  return {
    joinedAt: async (id) => (await members.profiles([id]))[0]?.createdAt ?? null,
    hasDeposited: (id) => intents.hasDeposited(id),
  };
}

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
    memberFacts: memberFactsOf(t),
    sources,
  }).eligibility;
}
