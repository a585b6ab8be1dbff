/**
 * Harm markers as staff and the eligibility function see them: a player's counts now, the open
 * automatic review (which holds back bonuses and marketing) and its history, the review queue, and
 * closing a review with a note, audited in the same transaction.
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { PlayerHarm } from '@nyota/contract/staff/harm-markers-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuditService } from '../staff/index.js';
import type { HarmJudge } from './harm-judge.js';
import { HarmReviewsRepo, type StoredReview } from './harm-reviews.repo.js';
import { readThresholds } from './harm-settings.js';

export interface HarmActor {
  id: string;
  username: string;
}

const HISTORY = 20;
const QUEUE = 100;

export class HarmMarkersService {
  private readonly reviews = new HarmReviewsRepo();

  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      judge: HarmJudge;
      audit: Pick<AuditService, 'append'>;
    },
  ) {}

  /** The eligibility function's question: is an automatic review open for this member? */
  async underReview(memberId: string): Promise<boolean> {
    return this.reviews.isOpen(this.d.db, memberId);
  }

  async forPlayer(memberId: string): Promise<PlayerHarm> {
    const { db } = this.d;
    const t = await readThresholds(db);
    const [markers, history] = await Promise.all([
      this.d.judge.counts(db, memberId, this.d.clock.now(), t),
      this.reviews.forMember(db, memberId, HISTORY),
    ]);
    const strip = ({ memberId: _m, ...r }: StoredReview) => r;
    const open = history.find((r) => r.reviewedAt === null);
    return { markers, open: open ? strip(open) : null, history: history.filter((r) => r.reviewedAt !== null).map(strip) };
  }

  async queue(): Promise<StoredReview[]> {
    return this.reviews.open(this.d.db, QUEUE);
  }

  async closeReview(who: HarmActor, memberId: string, note: string): Promise<void> {
    await this.d.db.transaction().execute(async (trx) => {
      const at = this.d.clock.now();
      const closed = await this.reviews.close(trx, { memberId, staffId: who.id, staffName: who.username, note, at });
      if (!closed) throw new AppError(ErrorCode.VALIDATION, 'errors.harm_review_not_open');
      await this.d.audit.append(trx, {
        actorId: who.id,
        actor: who.username,
        action: 'player.harm_review',
        target: `member:${memberId}`,
        before: { open: true, raisedAt: closed.raisedAt, markers: closed.markers },
        after: { open: false },
        reason: note,
      });
    });
  }
}
