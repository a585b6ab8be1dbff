/**
 * Member records: creation with a unique invite code, password hash storage, login times and the
 * memberInfo the player sees. Mobiles are E.164 digits inside the server and the national form
 * (0XXXXXXXXX) in every response.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { MarketPreset } from '@nyota/contract/markets';
import type { MemberInfo } from '@nyota/contract/api/member';
import { toLocal } from '@nyota/contract/rules';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { MemberRow } from '../../platform/db/schema.js';
import { AppError, sessionGone } from '../../platform/http/app-error.js';
import type { BalanceReader } from './balance-reader.js';
import { generateInviteCode, normalizeInviteCode } from './invite-code.js';
import { MembersRepo } from './members.repo.js';
import { appendActivity } from '../activity/index.js';

export interface MemberCredentials {
  id: string;
  mobile: string;
  passwordHash: string;
}

/** A member as staff see them. */
export interface MemberProfile {
  memberId: string;
  /** National form, as players type it. */
  mobile: string;
  mobileE164: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  language: string;
}

/** The VIP level and this year's points memberInfo shows, read from the vip module (built later). */
export type VipStandingReader = (memberId: string) => Promise<{ level: number; score: number }>;

export interface NewMemberInput {
  mobileE164: string;
  passwordHash: string;
  /** The referrer's invite code as typed; kept only when it belongs to a member. */
  referrerCode: string;
  shareChannel: string;
  language: string;
}

/** 31^6 ≈ 887 million codes: a clash is rare, five in a row means something else is wrong. */
const INVITE_CODE_ATTEMPTS = 5;

export class MembersService {
  private readonly repo: MembersRepo;
  private vipStanding: VipStandingReader | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly market: MarketPreset,
    private readonly balances: BalanceReader,
  ) {
    this.repo = new MembersRepo(db);
  }

  /** The vip module is built after members (composition.ts); until it is, memberInfo shows level 0. */
  showVipFrom(reader: VipStandingReader): void {
    this.vipStanding = reader;
  }

  async credentialsByMobile(mobileE164: string): Promise<MemberCredentials | null> {
    const row = await this.repo.findByMobile(mobileE164);
    return row ? credentials(row) : null;
  }

  async credentialsById(memberId: string): Promise<MemberCredentials | null> {
    const row = await this.repo.findById(memberId);
    return row ? credentials(row) : null;
  }

  /** Staff search: members whose E.164 number starts with these digits (a whole number or its start). */
  async profilesByMobilePrefix(prefixE164: string): Promise<MemberProfile[]> {
    if (!/^[0-9]{3,15}$/.test(prefixE164)) return [];
    return (await this.repo.findByMobilePrefix(prefixE164, 20)).map((r) => this.toProfile(r));
  }

  async profiles(memberIds: readonly string[]): Promise<MemberProfile[]> {
    const ids = memberIds.filter((id) => /^[1-9][0-9]{0,18}$/.test(id));
    return (await this.repo.findMany(ids)).map((r) => this.toProfile(r));
  }

  private toProfile(r: MemberRow): MemberProfile {
    return {
      memberId: String(r.id),
      mobile: toLocal(r.mobile, this.market),
      mobileE164: r.mobile,
      createdAt: new Date(r.created_at),
      lastLoginAt: r.last_login_at ? new Date(r.last_login_at) : null,
      language: r.language,
    };
  }

  /** Creates the member; MOBILE_TAKEN when the number is already registered (also under a race). */
  async create(input: NewMemberInput): Promise<string> {
    const referrerCode = await this.knownInviteCode(input.referrerCode);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.insertWithActivity(input, referrerCode);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (await this.repo.findByMobile(input.mobileE164)) throw mobileTaken();
        if (attempt >= INVITE_CODE_ATTEMPTS) throw err;
      }
    }
  }

  /** The member and the stream's `member.registered` commit together. */
  private async insertWithActivity(input: NewMemberInput, referrerCode: string | null): Promise<string> {
    const createdAt = this.clock.now();
    const shareChannel = input.shareChannel === '' ? null : input.shareChannel;
    return this.db.transaction().execute(async (trx) => {
      const memberId = await this.repo.insert(
        {
          mobile: input.mobileE164,
          passwordHash: input.passwordHash,
          inviteCode: generateInviteCode(),
          referrerCode,
          shareChannel,
          language: input.language,
          createdAt,
        },
        trx,
      );
      const payload = { referrerCode, shareChannel };
      await appendActivity(trx, { kind: 'member.registered', memberId, at: createdAt, payload });
      return memberId;
    });
  }

  async setPasswordHash(memberId: string, hash: string): Promise<void> {
    await this.repo.setPasswordHash(memberId, hash);
  }

  /** Stamps a new login and answers with the memberInfo showing the login before it. */
  async recordLogin(memberId: string, method: string): Promise<MemberInfo> {
    const now = this.clock.now();
    const row = await this.db.transaction().execute(async (trx) => {
      const updated = await this.repo.recordLogin(memberId, now, trx);
      if (updated) await appendActivity(trx, { kind: 'member.signed_in', memberId, at: now, payload: { method } });
      return updated;
    });
    if (!row) throw sessionGone();
    return this.toInfo(row);
  }

  async memberInfo(memberId: string): Promise<MemberInfo> {
    const row = await this.repo.findById(memberId);
    if (!row) throw sessionGone();
    return this.toInfo(row);
  }

  private async knownInviteCode(typed: string): Promise<string | null> {
    const code = normalizeInviteCode(typed);
    if (code === '') return null;
    return (await this.repo.inviteCodeExists(code)) ? code : null;
  }

  private async toInfo(row: MemberRow): Promise<MemberInfo> {
    const [b, vip] = await Promise.all([
      this.balances.balancesOf(String(row.id)),
      this.vipStanding ? this.vipStanding(String(row.id)) : { level: 0, score: 0 },
    ]);
    return {
      mobile: toLocal(row.mobile, this.market),
      money: b.money,
      trial: b.trial,
      diamond: b.diamond,
      coin: b.coin,
      voucher: b.voucher,
      level: vip.level,
      score: vip.score,
      lastLoginAt: row.previous_login_at ? new Date(row.previous_login_at).toISOString() : null,
    };
  }
}

export function mobileTaken(): AppError {
  return new AppError(ErrorCode.MOBILE_TAKEN, 'errors.mobile_taken');
}

function credentials(row: MemberRow): MemberCredentials {
  return { id: String(row.id), mobile: row.mobile, passwordHash: row.password_hash };
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === '23505';
}
