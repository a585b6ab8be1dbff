/** Members: profiles, invite codes and the balances shown with them (read from the ledger). */
import type { FastifyInstance } from 'fastify';
import type { MarketPreset } from '@nyota/contract/markets';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { PlayGate } from '../play-gate/index.js';
import type { BalanceReader } from './balance-reader.js';
import { MemberLocksService } from './member-locks.service.js';
import { MembersRepo } from './members.repo.js';
import { registerMemberRoutes } from './members.routes.js';
import { MembersService } from './members.service.js';

export type { BalanceReader, Balances } from './balance-reader.js';
export {
  mobileTaken,
  MembersService,
  type MemberCredentials,
  type MemberProfile,
  type NewMemberInput,
  type VipStandingReader,
} from './members.service.js';
export * from './invite-code.js';
export { membersLoggedInSince } from './recent-members.repo.js';
export { MemberLocksService, type MemberLock } from './member-locks.service.js';

export interface MembersModuleDeps {
  db: Db;
  clock: Clock;
  market: MarketPreset;
  /** Balances shown in memberInfo: the ledger. */
  balances: BalanceReader;
  sessions: SessionResolver;
  /** The games' stake gate; a staff lock is one of its sources. */
  playGate?: PlayGate;
}

export interface MembersModule {
  members: MembersService;
  locks: MemberLocksService;
  register(app: FastifyInstance): void;
}

export function createMembersModule(deps: MembersModuleDeps): MembersModule {
  const members = new MembersService(deps.db, deps.clock, deps.market, deps.balances);
  const locks = new MemberLocksService(deps.db, deps.playGate);
  return { members, locks, register: (app) => registerMemberRoutes(app, members, deps.sessions) };
}
export { MemberFigures } from './member-figures.service.js';

/**
 * Each member's chosen language, read with the caller's handle (inside a transaction, e.g. a
 * stream consumer writing texts in the member's language). Unknown ids are left out.
 */
export async function memberLanguages(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await new MembersRepo(db).findMany(ids);
  return new Map(rows.map((r) => [r.id, r.language]));
}

/** Who and what the invite module needs of a member, read with the caller's handle (a stream consumer's transaction). */
export interface MemberReferralFacts {
  id: string;
  inviteCode: string;
  /** E.164 digits. */
  mobile: string;
}

const referralFacts = (r: { id: string; invite_code: string; mobile: string }): MemberReferralFacts => ({
  id: String(r.id),
  inviteCode: r.invite_code,
  mobile: r.mobile,
});

/** The member whose invite code this is (codes are unique), or null. */
export async function memberByInviteCode(db: Db, code: string): Promise<MemberReferralFacts | null> {
  const row = await new MembersRepo(db).findByInviteCode(code);
  return row ? referralFacts(row) : null;
}

/** Members by id, for the invite module; unknown ids are left out. */
export async function membersForReferrals(db: Db, ids: readonly string[]): Promise<Map<string, MemberReferralFacts>> {
  const rows = await new MembersRepo(db).findMany(ids);
  return new Map(rows.map((r) => [String(r.id), referralFacts(r)]));
}
