/**
 * The staff players page's reads (docs/staff-console.md#players): search, and a player's profile,
 * balances, lock, responsible-gambling state, notes, sessions, appeals, ledger, payments and bets.
 * Other modules' data comes through their services; this module's own tables through its repo.
 */
import type { MarketPreset } from '@nyota/contract/markets';
import type { PlayerSearchBy, PlayerHit, PlayerOverview, PaymentLine, BetLine } from '@nyota/contract/staff/players-schemas';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { AppealsModule } from '../appeals/index.js';
import type { GameBetsService } from '../games/bets/index.js';
import type { HistoryEntry, LedgerService, MemberAccountKind } from '../ledger/index.js';
import type { MemberLocksService, MemberProfile, MembersService } from '../members/index.js';
import type { IntentLookups } from '../payments/index.js';
import type { SelfExclusionService } from '../self-exclusion/index.js';
import type { SessionsService } from '../sessions/index.js';
import { phonePrefixE164 } from './phone-query.js';
import { PlayersRepo, type ConcernRow, type StaffMarkRow } from './players.repo.js';
import { verifierUrl } from './verifier-url.js';

export interface PlayerReadsDeps {
  db: Db;
  market: MarketPreset;
  members: MembersService;
  locks: MemberLocksService;
  sessions: SessionsService;
  ledger: LedgerService;
  selfExclusion: SelfExclusionService;
  intents: IntentLookups;
  bets: GameBetsService;
  appeals: AppealsModule['player'];
}

const PAGE = 20;
const mark = (m: StaffMarkRow) => ({ id: m.id, text: m.text, by: m.by, at: m.at.toISOString() });
const concern = (c: ConcernRow) => ({
  ...mark(c),
  cleared: c.cleared ? { by: c.cleared.by, at: c.cleared.at.toISOString(), note: c.cleared.note } : null,
});

export class PlayerReadsService {
  private readonly repo = new PlayersRepo();

  constructor(private readonly d: PlayerReadsDeps) {}

  async search(by: PlayerSearchBy, q: string): Promise<PlayerHit[]> {
    const profiles = await this.find(by, q.trim());
    const hits: PlayerHit[] = [];
    for (const p of profiles) {
      const locked = (await this.d.locks.find(p.memberId)) !== null;
      hits.push({ memberId: p.memberId, mobile: p.mobile, createdAt: p.createdAt.toISOString(), locked });
    }
    return hits;
  }

  private async find(by: PlayerSearchBy, q: string): Promise<MemberProfile[]> {
    const { members } = this.d;
    if (by === 'phone') {
      const prefix = phonePrefixE164(q, this.d.market);
      return prefix ? members.profilesByMobilePrefix(prefix) : [];
    }
    if (by === 'member') return members.profiles([q]);
    if (by === 'payment') return members.profiles(await this.d.intents.membersByReference(q));
    return members.profiles(await this.d.sessions.membersByDevice(q));
  }

  /** The profiles of these members (unknown ids left out), in one query. */
  async profiles(memberIds: readonly string[]): Promise<MemberProfile[]> {
    return this.d.members.profiles(memberIds);
  }

  /** NOT_FOUND when there is no such member. */
  async profile(memberId: string): Promise<MemberProfile> {
    const [p] = await this.d.members.profiles([memberId]);
    if (!p) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    return p;
  }

  async overview(memberId: string): Promise<PlayerOverview> {
    const p = await this.profile(memberId);
    const { db } = this.d;
    const lock = await this.d.locks.find(memberId);
    const ex = await this.d.selfExclusion.openFor(memberId);
    const appeals = await this.d.appeals.work(memberId, 'en', { quantity: PAGE });
    return {
      memberId,
      mobile: p.mobile,
      createdAt: p.createdAt.toISOString(),
      lastLoginAt: p.lastLoginAt?.toISOString() ?? null,
      language: p.language,
      balances: await this.d.ledger.balances(memberId),
      lock: lock ? { reason: lock.reason, by: lock.lockedBy, at: lock.lockedAt.toISOString() } : null,
      selfExclusion: ex ? { period: ex.period, startsAt: ex.startsAt.toISOString(), endsAt: ex.endsAt.toISOString() } : null,
      concerns: (await this.repo.concerns(db, memberId, 50)).map(concern),
      notes: (await this.repo.notes(db, memberId, 50)).map(mark),
      sessions: (await this.d.sessions.listForMember(memberId, PAGE)).map((s) => ({
        id: s.id,
        deviceId: s.deviceId,
        ip: s.ip,
        userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        endedAt: s.endedAt?.toISOString() ?? null,
        endReason: s.endReason,
      })),
      appeals: appeals.map((a) => ({ id: String(a.id), intentId: a.recordId, status: a.status, createdAt: a.createTime })),
    };
  }

  async ledgerPage(memberId: string, kind: MemberAccountKind, beforeId?: string): Promise<HistoryEntry[]> {
    await this.profile(memberId);
    return this.d.ledger.history(memberId, kind, { limit: 50, ...(beforeId ? { beforeId } : {}) });
  }

  async payments(memberId: string, page: number): Promise<{ items: PaymentLine[]; more: boolean }> {
    await this.profile(memberId);
    const rows = await this.d.intents.forMember(memberId, PAGE + 1, page * PAGE);
    const items = rows.slice(0, PAGE).map((i) => ({
      id: i.id,
      direction: i.direction,
      status: i.status,
      amount: i.amount,
      provider: i.provider,
      providerRef: i.providerRef,
      msisdn: i.msisdn,
      createdAt: i.createdAt.toISOString(),
    }));
    return { items, more: rows.length > PAGE };
  }

  async bets(memberId: string, page: number): Promise<{ items: BetLine[]; more: boolean }> {
    await this.profile(memberId);
    const rows = await this.d.bets.forMember(this.d.db, memberId, PAGE + 1, page * PAGE);
    const items = rows.slice(0, PAGE).map((b) => {
      const round = b.outcome['roundId'] ?? b.fairness['roundId'];
      return {
        id: b.id,
        game: String(b.gameId),
        stake: b.stake,
        payout: b.payout,
        status: b.payout > 0 ? 'won' : 'lost',
        roundId: typeof round === 'string' || typeof round === 'number' ? String(round) : null,
        verifyUrl: verifierUrl(b),
        at: b.settledAt.toISOString(),
      };
    });
    return { items, more: rows.length > PAGE };
  }
}
