/**
 * Sign-up, the three logins, password reset and change, logout (docs/product-rules/auth.md).
 *
 * - Every failure a stranger could probe answers alike: an unknown number and a wrong password give
 *   the same BAD_CREDENTIALS after the same argon2 work; an unknown number on code login gives the
 *   same error as a wrong code; MOBILE_TAKEN on sign-up only after the SMS code proved the phone
 *   (when the operator switched the code off, sign-up cannot hide which numbers are taken).
 * - Cheap checks that do not need a secret (confirmation, common password) run before a code is
 *   consumed or a hash computed, so a typo does not burn the player's SMS code.
 * - The self-exclusion check runs only after the credentials are proven, and no session is issued
 *   while it refuses.
 * - A password reset needs a session from a code login at most RESET_WINDOW_MINUTES old: a stolen
 *   or long-lived session alone cannot take the account over.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { MarketPreset } from '@nyota/contract/markets';
import type { LoginData, MemberInfo } from '@nyota/contract/api/member';
import { checkConfirm, checkOtp, toE164, toLocal } from '@nyota/contract/rules';
import type { Clock } from '../../platform/clock.js';
import { AppError, sessionGone } from '../../platform/http/app-error.js';
import type { AuthContext } from '../../platform/http/request-context.js';
import type { AuthMethod, SessionClient, SessionsService } from '../sessions/index.js';
import type { ConfigService } from '../config/index.js';
import { mobileTaken, type MemberLocksService, type MembersService } from '../members/index.js';
import type { SelfExclusionService } from '../self-exclusion/index.js';
import type { LoginSource, LoginThrottle } from './login-throttle.js';
import { otpInvalid, type OtpService } from './otp.service.js';
import type { PasswordHasher } from './password-hasher.js';
import { assertPasswordAllowed } from './password-policy.js';

export const RESET_WINDOW_MINUTES = 15;

/** Who is asking: the fields of the request context a login records. */
export interface AuthClient extends SessionClient {
  lang: string;
}

export interface RegInput {
  mobile: string;
  password: string;
  code: string;
  shareChannel: string;
  smsCode: string;
}

/** Told of each account just created, before sign-up answers; it must not throw (a sign-up never fails for it). */
export type SignUpListener = (memberId: string, client: AuthClient) => Promise<void>;

export interface PasswordChange {
  newPassword: string;
  confirmPassword: string;
}

export interface AuthServiceDeps {
  market: MarketPreset;
  clock: Clock;
  members: MembersService;
  /** A staff lock refuses every login once the credentials are proven. */
  locks: MemberLocksService;
  selfExclusion: SelfExclusionService;
  sessions: SessionsService;
  config: ConfigService;
  otp: OtpService;
  throttle: LoginThrottle;
  hasher: PasswordHasher;
}

export class AuthService {
  private readonly signUpListeners: SignUpListener[] = [];

  constructor(private readonly d: AuthServiceDeps) {}

  /** Modules built after auth act on a new account here (the registration wheel pays its prize). */
  onSignUp(listener: SignUpListener): void {
    this.signUpListeners.push(listener);
  }

  async sendSms(mobile: string, client: AuthClient): Promise<{ resendAfterSeconds: number }> {
    return this.d.otp.send(this.e164(mobile), client.ip, client.lang);
  }

  async register(input: RegInput, client: AuthClient): Promise<LoginData> {
    const mobile = this.e164(input.mobile);
    assertPasswordAllowed(input.password, [input.mobile, mobile]);
    if (await this.d.config.isSignupCodeRequired()) {
      if (checkOtp(input.smsCode)) throw new AppError(ErrorCode.OTP_INVALID, 'base.invidate_otp_code');
      await this.d.otp.verify(mobile, input.smsCode, client.ip);
    }
    if (await this.d.members.credentialsByMobile(mobile)) throw mobileTaken();
    const memberId = await this.d.members.create({
      mobileE164: mobile,
      passwordHash: await this.d.hasher.hash(input.password),
      referrerCode: input.code,
      shareChannel: input.shareChannel,
      language: client.lang,
    });
    // Before the session starts, so the sign-up's answer already shows what a listener credited.
    for (const listener of this.signUpListeners) await listener(memberId, client);
    return this.startSession(memberId, client, 'signup');
  }

  async login(input: { mobile: string; password: string; selfInclusion: '0' | '1' }, client: AuthClient): Promise<LoginData> {
    const mobile = this.e164(input.mobile);
    const member = await this.d.members.credentialsByMobile(mobile);
    const source = await this.sourceOf(member?.id ?? null, client);
    await this.d.throttle.assertMayTry(mobile, source);
    const ok = await this.d.hasher.verifyOrDummy(member?.passwordHash ?? null, input.password);
    if (!member || !ok) {
      await this.d.throttle.recordFailure(mobile, input.mobile, source);
      throw new AppError(ErrorCode.BAD_CREDENTIALS, 'errors.bad_credentials');
    }
    await this.d.throttle.succeeded(mobile, source);
    await this.admit(member.id, input.selfInclusion);
    return this.startSession(member.id, client, 'password');
  }

  /** Resumes a live session: the same token, the member's current info. */
  async loginWithToken(auth: AuthContext, token: string, selfInclusion: '0' | '1'): Promise<LoginData> {
    await this.admit(auth.memberId, selfInclusion);
    return { token, memberInfo: await this.d.members.memberInfo(auth.memberId) };
  }

  async loginWithSmsCode(
    input: { mobile: string; smsCode: string; selfInclusion: '0' | '1' },
    client: AuthClient,
  ): Promise<LoginData> {
    const mobile = this.e164(input.mobile);
    await this.d.otp.verify(mobile, input.smsCode, client.ip);
    const member = await this.d.members.credentialsByMobile(mobile);
    if (!member) throw otpInvalid();
    await this.admit(member.id, input.selfInclusion);
    return this.startSession(member.id, client, 'sms');
  }

  /** Forgot password: sendSms, loginWithSmsCode, then this with the token that login returned. */
  async resetPassword(input: PasswordChange & { token: string }): Promise<null> {
    const session = await this.d.sessions.inspect(input.token);
    if (!session) throw sessionGone();
    const ageMs = this.d.clock.now().getTime() - session.createdAt.getTime();
    if (session.method !== 'sms' || ageMs > RESET_WINDOW_MINUTES * 60_000) {
      throw new AppError(ErrorCode.VALIDATION, 'errors.reset_needs_code');
    }
    this.checkNewPassword(input, session.auth.mobile);
    await this.replacePassword(session.auth, input.newPassword);
    return null;
  }

  async modifyPassword(auth: AuthContext, input: PasswordChange & { originPassword: string }, client: AuthClient): Promise<null> {
    this.checkNewPassword(input, auth.mobile);
    const source = await this.sourceOf(auth.memberId, client);
    await this.d.throttle.assertMayTry(auth.mobile, source);
    const member = await this.d.members.credentialsById(auth.memberId);
    if (!member) throw sessionGone();
    if (!(await this.d.hasher.verify(member.passwordHash, input.originPassword))) {
      await this.d.throttle.recordFailure(auth.mobile, toLocal(auth.mobile, this.d.market), source);
      throw new AppError(ErrorCode.BAD_CREDENTIALS, 'errors.password_wrong');
    }
    if (input.newPassword === input.originPassword) throw new AppError(ErrorCode.VALIDATION, 'errors.password_same');
    await this.replacePassword(auth, input.newPassword);
    return null;
  }

  /**
   * Staff reset (docs/staff-console.md#players): the member gets the same one-time code the
   * forgot-password screen sends, under the same caps, and sets a new password with it there.
   */
  async sendResetCode(memberId: string, staffSource: string, lang: string): Promise<{ mobile: string }> {
    const member = await this.d.members.credentialsById(memberId);
    if (!member) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    await this.d.otp.send(member.mobile, staffSource, lang);
    return { mobile: toLocal(member.mobile, this.d.market) };
  }

  async logout(auth: AuthContext): Promise<null> {
    await this.d.sessions.revoke(auth, 'logout');
    return null;
  }

  /** A staff lock first: a locked member is not asked about reactivating an exclusion. */
  private async admit(memberId: string, selfInclusion: '0' | '1'): Promise<void> {
    await this.d.locks.assertNotLocked(memberId);
    await this.d.selfExclusion.admitLogin(memberId, selfInclusion === '1');
  }

  private checkNewPassword(input: PasswordChange, mobileE164: string): void {
    if (checkConfirm(input.newPassword, input.confirmPassword)) {
      throw new AppError(ErrorCode.PASSWORD_MISMATCH, 'base.dont_match');
    }
    assertPasswordAllowed(input.newPassword, [toLocal(mobileE164, this.d.market), mobileE164]);
  }

  /** New hash, lock cleared, every other session of the member ended; the current one stays. */
  private async replacePassword(auth: AuthContext, password: string): Promise<void> {
    await this.d.members.setPasswordHash(auth.memberId, await this.d.hasher.hash(password));
    await this.d.throttle.reset(auth.mobile);
    await this.d.sessions.revokeAllForMember(auth.memberId, 'password_changed', auth.sessionId);
  }

  /** Who tries a password: the device is known when this member signed in from it before. */
  private async sourceOf(memberId: string | null, client: AuthClient): Promise<LoginSource> {
    const knownDevice = memberId !== null && (await this.d.sessions.isKnownDevice(memberId, client.deviceId));
    return { deviceId: client.deviceId, ip: client.ip, knownDevice };
  }

  private async startSession(memberId: string, client: AuthClient, method: AuthMethod): Promise<LoginData> {
    const { token, sessionId } = await this.d.sessions.issue(
      memberId,
      { deviceId: client.deviceId, ip: client.ip, userAgent: client.userAgent },
      method,
    );
    // A staff lock committed while this login was in flight ended the sessions before this one
    // existed; checking again after issuing closes that gap.
    try {
      await this.d.locks.assertNotLocked(memberId);
    } catch (err) {
      await this.d.sessions.revoke({ memberId, sessionId, mobile: '' }, 'account_locked');
      throw err;
    }
    const memberInfo: MemberInfo = await this.d.members.recordLogin(memberId, method);
    return { token, memberInfo };
  }

  /** The contract already validated the national form; this only converts it. */
  private e164(local: string): string {
    const e164 = toE164(local, this.d.market);
    if (!e164) throw new AppError(ErrorCode.VALIDATION, 'base.invidate_mobile');
    return e164;
  }
}
