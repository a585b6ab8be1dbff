/**
 * Accounts and sessions: builds the auth, members and self-exclusion services over one database
 * and registers their routes. Other modules get the services from here (for example
 * selfExclusion.isSelfExcluded before money moves).
 */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { SmsSender } from '../sms/sms-sender.js';
import { ConfigService } from '../config/config.service.js';
import type { BalanceReader } from '../members/balance-reader.js';
import { MembersService } from '../members/members.service.js';
import { registerMemberRoutes } from '../members/members.routes.js';
import type { PlayGate } from '../play-gate/play-gate.js';
import { SelfExclusionService } from '../self-exclusion/self-exclusion.service.js';
import { registerSelfExclusionRoutes } from '../self-exclusion/self-exclusion.routes.js';
import { AuthService } from './auth.service.js';
import { registerAuthRoutes } from './auth.routes.js';
import { LoginThrottle, type AuthLogger, type LoginThrottleLimits } from './login-throttle.js';
import { OtpService, type OtpLimits } from './otp.service.js';
import { PasswordHasher } from './password-hasher.js';

export interface AuthModuleDeps {
  db: Db;
  market: MarketPreset;
  clock: Clock;
  sms: SmsSender;
  sessions: SessionsService;
  log: AuthLogger;
  /** Balances shown in memberInfo: the ledger. */
  balances: BalanceReader;
  /** The games' stake gate; self-exclusion is one of its sources. */
  playGate?: PlayGate;
  /** Password failure limits (config LOGIN_*); defaults when absent. */
  loginLimits?: LoginThrottleLimits;
  /** Daily caps on wrong one-time codes (config OTP_WRONG_*); defaults when absent. */
  otpLimits?: OtpLimits;
}

export interface AuthModule {
  auth: AuthService;
  members: MembersService;
  selfExclusion: SelfExclusionService;
  register(app: FastifyInstance): void;
}

export function createAuthModule(deps: AuthModuleDeps): AuthModule {
  const { db, market, clock, sessions } = deps;
  const members = new MembersService(db, clock, market, deps.balances);
  const selfExclusion = new SelfExclusionService(db, sessions, clock, market, deps.playGate);
  const auth = new AuthService({
    market,
    clock,
    members,
    selfExclusion,
    sessions,
    config: new ConfigService(db),
    otp: new OtpService(db, deps.sms, clock, deps.otpLimits),
    throttle: new LoginThrottle(db, clock, deps.log, deps.loginLimits),
    hasher: new PasswordHasher(),
  });
  return {
    auth,
    members,
    selfExclusion,
    register(app) {
      registerAuthRoutes(app, auth, sessions);
      registerMemberRoutes(app, members, sessions);
      registerSelfExclusionRoutes(app, selfExclusion, sessions);
    },
  };
}
