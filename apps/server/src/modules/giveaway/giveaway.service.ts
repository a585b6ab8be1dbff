/**
 * Giveaways (docs/product-rules/giveaways.md): a round's presents for the caller (basic), a member's
 * claim of one present, automatic presents, and a guest's sign-up that claims in the same call. The
 * rules that need no transaction are checked here (round running, present open for this account,
 * own mobile number, eligibility); the claim itself is GiveawayClaims'.
 */
import type { GiveawayBasicData, GiveawayClaimView } from '@nyota/contract/api/giveaway';
import { GiveawayStatus } from '@nyota/contract/api/giveaway';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { GiveawayPresent, GiveawayRound } from '@nyota/contract/staff/giveaway-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EligibilityService } from '../eligibility/index.js';
import { GiveawayClaims, type ClaimDeps } from './giveaway-claims.js';
import { currentRound, findPresent, isLive, splitRound, stateOf, windowOf } from './giveaway-rules.js';
import { readGiveawaySettings } from './giveaway-settings.js';
import type { ClaimRow } from './giveaway.repo.js';

const MEMBER_CLAIMS = 200;

export interface GiveawayDeps extends ClaimDeps {
  db: Db;
  clock: Clock;
  eligibility: Pick<EligibilityService, 'check'>;
  /** When the member's account was made (members). */
  memberSince: (memberId: string) => Promise<Date | null>;
  /** The member's own mobile, E.164 (members). */
  mobileOf: (memberId: string) => Promise<string | null>;
  /** A national number in E.164 for the market (null when it is not one). */
  toE164: (mobile: string) => string | null;
}

export function claimView(c: ClaimRow): GiveawayClaimView {
  return {
    id: c.id,
    roundId: c.roundId,
    presentId: c.presentId,
    amount: c.amount,
    auto: c.auto,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
  };
}

const EMPTY: Omit<GiveawayBasicData, 'status' | 'profile'> = {
  id: null,
  name: '',
  startAt: null,
  endAt: null,
  presents: [],
  others: [],
  all: [],
};

export class GiveawayService {
  readonly claims: GiveawayClaims;

  constructor(private readonly d: GiveawayDeps) {
    this.claims = new GiveawayClaims(d);
  }

  async basic(memberId: string | null, roundId: number | undefined, lang: string): Promise<GiveawayBasicData> {
    const now = this.d.clock.now();
    const settings = await readGiveawaySettings(this.d.db);
    const round = roundId === undefined ? currentRound(settings, now) : settings.rounds.find((r) => r.id === roundId);
    if (roundId !== undefined && !round) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.giveaway_unknown');
    const createdAt = memberId ? await this.d.memberSince(memberId) : null;
    if (memberId) await this.grantDue(memberId);
    const profile = createdAt ? { createDate: createdAt.toISOString() } : null;
    const guestStatus = memberId ? GiveawayStatus.NEXT_ROUND : GiveawayStatus.GUEST;
    if (!round) return { ...EMPTY, status: guestStatus, profile };
    const totals = (await this.claims.repo.totals(this.d.db)).get(round.id);
    const mine = memberId ? await this.claims.repo.forMember(this.d.db, memberId, { limit: MEMBER_CLAIMS }) : [];
    const split = splitRound(round, {
      createdAt: createdAt ?? now,
      guest: memberId === null,
      claimed: new Set(mine.filter((c) => c.roundId === round.id).map((c) => c.presentId)),
      budgetLeft: round.budget - (totals?.claimed ?? 0),
      now,
    });
    return {
      id: round.id,
      name: lang === 'sw' ? round.name.sw : round.name.en,
      startAt: round.startAt,
      endAt: round.endAt,
      ...split,
      profile,
    };
  }

  /** A member's click on a present: their own number, the present open for their account, eligibility. */
  async claimByMember(
    memberId: string,
    presentId: number,
    mobile: string,
    deviceId: string,
  ): Promise<{ claim: GiveawayClaimView }> {
    const own = await this.d.mobileOf(memberId);
    if (!own || this.d.toE164(mobile) !== own) throw new AppError(ErrorCode.VALIDATION, 'errors.giveaway_mobile');
    const { round, present } = await this.openPresent(presentId);
    return { claim: claimView(await this.claimFor(memberId, round, present, deviceId)) };
  }

  /**
   * What a guest may claim at sign-up, checked before the account is made so a present the guest
   * cannot have refuses the call with nothing created: running, not automatic, open from day 0,
   * within the budget left.
   */
  async checkGuestPresent(presentId: number): Promise<{ round: GiveawayRound; present: GiveawayPresent }> {
    const { round: r, present } = await this.openPresent(presentId);
    if (present.registrationDays > 0) {
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.giveaway_guest_not_yet', { days: present.registrationDays });
    }
    const claimed = (await this.claims.repo.totals(this.d.db)).get(r.id)?.claimed ?? 0;
    if (claimed + present.amount > r.budget) throw new AppError(ErrorCode.REWARD_BUDGET_EXHAUSTED, 'errors.giveaway_budget');
    return { round: r, present };
  }

  /** The claim of a member (new or not) after the refusals that need no transaction. */
  async claimFor(memberId: string, round: GiveawayRound, present: GiveawayPresent, deviceId: string): Promise<ClaimRow> {
    const createdAt = (await this.d.memberSince(memberId)) ?? this.d.clock.now();
    const state = stateOf(windowOf(round, present, createdAt), false, this.d.clock.now());
    if (state === 'later') {
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.giveaway_not_yet', { days: present.registrationDays });
    }
    if (state === 'gone') throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.giveaway_expired');
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    return this.claims.claim({ round, present, memberId, deviceId, auto: false });
  }

  /** Grants the automatic presents now due to the member, then lists every automatic present they have. */
  async autoGifts(memberId: string): Promise<{ list: GiveawayClaimView[] }> {
    await this.grantDue(memberId);
    const rows = await this.claims.repo.forMember(this.d.db, memberId, { auto: true, limit: MEMBER_CLAIMS });
    return { list: rows.map(claimView) };
  }

  /**
   * Automatic presents are given when the member next looks (basic or auto-gifts): each open one
   * they do not have, if eligibility allows and the budget holds. Refusals are silent: the present
   * simply is not listed. Keyed like any claim, so looking twice gives nothing twice.
   */
  private async grantDue(memberId: string): Promise<void> {
    const now = this.d.clock.now();
    const rounds = (await readGiveawaySettings(this.d.db)).rounds.filter((r) => isLive(r, now) && r.presents.some((p) => p.auto));
    if (rounds.length === 0) return;
    const createdAt = await this.d.memberSince(memberId);
    if (!createdAt || !(await this.d.eligibility.check(memberId, { purpose: 'bonus' })).ok) return;
    const mine = await this.claims.repo.forMember(this.d.db, memberId, { auto: true, limit: MEMBER_CLAIMS });
    const have = new Set(mine.map((c) => c.presentId));
    for (const round of rounds) {
      for (const present of round.presents.filter((p) => p.auto && !have.has(p.id))) {
        if (stateOf(windowOf(round, present, createdAt), false, now) !== 'open') continue;
        await this.claims.claim({ round, present, memberId, deviceId: '', auto: true }).catch((err: unknown) => {
          if (!(err instanceof AppError)) throw err;
        });
      }
    }
  }

  /** A present of a running round that is claimed by a click (not automatic). */
  private async openPresent(presentId: number): Promise<{ round: GiveawayRound; present: GiveawayPresent }> {
    const found = findPresent(await readGiveawaySettings(this.d.db), presentId);
    if (!found) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.giveaway_present_unknown');
    if (!isLive(found.round, this.d.clock.now())) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.giveaway_closed');
    if (found.present.auto) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.giveaway_auto');
    return found;
  }
}
