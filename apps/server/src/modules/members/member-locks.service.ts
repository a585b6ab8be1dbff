/**
 * A staff lock on a member's account (docs/staff-console.md#players): while it exists the member
 * cannot log in (every login asks `assertNotLocked` once the credentials are proven) nor stake (a
 * play-gate source). Locking and unlocking run in the caller's transaction, so the staff audit row
 * commits with the change; ending the sessions is the caller's step after commit.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { PlayBar, PlayBarSource, PlayGate } from '../play-gate/index.js';
import { MemberLocksRepo, type MemberLock } from './member-locks.repo.js';

export type { MemberLock } from './member-locks.repo.js';

const LOCKED: PlayBar = { code: ErrorCode.ACCOUNT_LOCKED, key: 'errors.account_locked_by_staff' };

export class MemberLocksService implements PlayBarSource {
  private readonly repo = new MemberLocksRepo();

  constructor(
    private readonly db: Db,
    private readonly gate?: PlayGate,
  ) {
    gate?.addSource(this);
  }

  async find(memberId: string, trx: Db = this.db): Promise<MemberLock | null> {
    return (await this.repo.find(trx, memberId)) ?? null;
  }

  /** True when this call locked the account (false: it was locked already). */
  async lock(trx: Db, lock: MemberLock): Promise<boolean> {
    return this.repo.insert(trx, lock);
  }

  /** True when a lock was removed. */
  async unlock(trx: Db, memberId: string): Promise<boolean> {
    return this.repo.remove(trx, memberId);
  }

  /** After a lock commits: games holding play for later (queued crash bets) drop it now. */
  async lockCommitted(memberId: string): Promise<void> {
    await this.gate?.barStarted(memberId, LOCKED);
  }

  async assertNotLocked(memberId: string): Promise<void> {
    if (await this.repo.find(this.db, memberId)) throw new AppError(LOCKED.code, LOCKED.key);
  }

  async barredAmong(memberIds: readonly string[]): Promise<Map<string, PlayBar>> {
    return new Map((await this.repo.lockedAmong(this.db, memberIds)).map((id) => [id, LOCKED]));
  }
}
