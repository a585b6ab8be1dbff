/**
 * Accounts: registration, login (password or one-time code), password changes. Members and
 * self-exclusion are their own modules; auth is given their services.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionsService } from '../sessions/index.js';
import type { SmsSender } from '../sms/index.js';
import { ConfigService } from '../config/index.js';
import type { MemberLocksService, MembersService } from '../members/index.js';
import type { SelfExclusionService } from '../self-exclusion/index.js';
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
  members: MembersService;
  locks: MemberLocksService;
  /** Login and sign-up answer a self-excluded member with the period's end. */
  selfExclusion: SelfExclusionService;
  /** Password failure limits (config LOGIN_*); defaults when absent. */
  loginLimits?: LoginThrottleLimits;
  /** Daily caps on wrong one-time codes (config OTP_WRONG_*); defaults when absent. */
  otpLimits?: OtpLimits;
}

export interface AuthModule {
  auth: AuthService;
  register(app: FastifyInstance): void;
}

export function createAuthModule(deps: AuthModuleDeps): AuthModule {
  const { db, market, clock, sessions, members, locks, selfExclusion } = deps;
  const auth = new AuthService({
    market,
    clock,
    members,
    locks,
    selfExclusion,
    sessions,
    config: new ConfigService(db),
    otp: new OtpService(db, deps.sms, clock, deps.otpLimits),
    throttle: new LoginThrottle(db, clock, deps.log, deps.loginLimits),
    hasher: new PasswordHasher(),
  });
  return {
    auth,
    register(app) {
      registerAuthRoutes(app, auth, sessions);
    },
  };
}
