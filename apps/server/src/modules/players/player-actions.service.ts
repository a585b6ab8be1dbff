/**
 * Staff actions on a player (docs/staff-console.md#players). Each change and its audit row (who,
 * before, after, reason) commit in one transaction; ending sessions and telling the games follow
 * the commit, so a lock that did not commit never ends anyone's session.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuthModule } from '../auth/index.js';
import type { MemberLocksService } from '../members/index.js';
import type { SessionsService } from '../sessions/index.js';
import type { Actor, AuditService } from '../staff/index.js';
import type { PlayerReadsService } from './player-reads.service.js';
import { PlayersRepo } from './players.repo.js';

export interface PlayerActionsDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  locks: MemberLocksService;
  sessions: SessionsService;
  auth: AuthModule['auth'];
  reads: PlayerReadsService;
}

export class PlayerActionsService {
  private readonly repo = new PlayersRepo();

  constructor(private readonly d: PlayerActionsDeps) {}

  private async inTrx(
    who: Actor,
    memberId: string,
    step: (trx: Db) => Promise<{ action: string; before: unknown; after: unknown; reason: string }>,
  ): Promise<void> {
    await this.d.reads.profile(memberId);
    await this.d.db.transaction().execute(async (trx) => {
      const e = await step(trx);
      await this.d.audit.append(trx, { actorId: who.id, actor: who.username, target: `member:${memberId}`, ...e });
    });
  }

  async lock(who: Actor, memberId: string, reason: string): Promise<void> {
    await this.inTrx(who, memberId, async (trx) => {
      const locked = await this.d.locks.lock(trx, { memberId, reason, lockedBy: who.username, lockedAt: this.d.clock.now() });
      if (!locked) throw new AppError(ErrorCode.VALIDATION, 'errors.player_already_locked');
      return { action: 'player.lock', before: { locked: false }, after: { locked: true }, reason };
    });
    await this.d.locks.lockCommitted(memberId);
    await this.d.sessions.revokeAllForMember(memberId, 'account_locked');
  }

  async unlock(who: Actor, memberId: string, reason: string): Promise<void> {
    await this.inTrx(who, memberId, async (trx) => {
      const before = await this.d.locks.find(memberId, trx);
      if (!before || !(await this.d.locks.unlock(trx, memberId)))
        throw new AppError(ErrorCode.VALIDATION, 'errors.player_not_locked');
      const was = { locked: true, reason: before.reason, by: before.lockedBy, at: before.lockedAt.toISOString() };
      return { action: 'player.unlock', before: was, after: { locked: false }, reason };
    });
  }

  /** Audited before the sessions end: the record says who asked even if a revocation then fails. */
  async kickOut(who: Actor, memberId: string, reason: string): Promise<void> {
    const live = (await this.d.sessions.listForMember(memberId, 50)).filter(
      (s) => !s.endedAt && s.expiresAt > this.d.clock.now(),
    );
    await this.inTrx(who, memberId, async () => ({
      action: 'player.kick_out',
      before: { liveSessions: live.map((s) => s.id) },
      after: { liveSessions: [] },
      reason,
    }));
    await this.d.sessions.revokeAllForMember(memberId, 'staff_ended');
  }

  /** The same code and caps as the player's forgot-password screen; refusals (too soon) change nothing. */
  async resetPassword(who: Actor, memberId: string, reason: string, lang: string): Promise<void> {
    await this.d.reads.profile(memberId);
    const sent = await this.d.auth.sendResetCode(memberId, `staff:${who.id}`, lang);
    await this.d.db.transaction().execute(async (trx) => {
      await this.d.audit.append(trx, {
        actorId: who.id,
        actor: who.username,
        action: 'player.reset_password',
        target: `member:${memberId}`,
        before: null,
        after: { resetCodeSentTo: sent.mobile },
        reason,
      });
    });
  }

  async addNote(who: Actor, memberId: string, text: string): Promise<void> {
    await this.inTrx(who, memberId, async (trx) => {
      const id = await this.repo.addNote(trx, this.mark(who, memberId, text));
      return { action: 'player.note', before: null, after: { noteId: id, text }, reason: text };
    });
  }

  async flagConcern(who: Actor, memberId: string, note: string): Promise<void> {
    await this.inTrx(who, memberId, async (trx) => {
      const id = await this.repo.addConcern(trx, this.mark(who, memberId, note));
      return { action: 'player.rg_concern', before: null, after: { flagId: id, note }, reason: note };
    });
  }

  /** The concern row stays, marked cleared, so the page's history shows both steps. */
  async clearConcern(who: Actor, memberId: string, flagId: string, note: string): Promise<void> {
    await this.inTrx(who, memberId, async (trx) => {
      const at = this.d.clock.now();
      const was = await this.repo.clearConcern(trx, { memberId, flagId, by: who.username, at, note });
      if (!was) throw new AppError(ErrorCode.VALIDATION, 'errors.concern_not_open');
      return {
        action: 'player.rg_concern_clear',
        before: { flagId, cleared: false, note: was.note, by: was.by, at: was.at.toISOString() },
        after: { flagId, cleared: true, note },
        reason: note,
      };
    });
  }

  private mark(who: Actor, memberId: string, text: string) {
    return { memberId, text, staffId: who.id, staffName: who.username, at: this.d.clock.now() };
  }
}
