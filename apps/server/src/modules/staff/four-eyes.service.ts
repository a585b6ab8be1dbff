/**
 * Four eyes: an action that needs a second person becomes a request, decided by another staff
 * member holding `four_eyes.approve`. The maker is refused as checker here, with a clear error, and
 * by the table's `CHECK (decided_by <> requested_by)` should any path miss it. The concrete actions
 * (money adjustments, large withdrawals and grants) create their requests in later slices.
 */
import type { Kysely } from 'kysely';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { FourEyesRequest } from '@nyota/contract/staff/schemas';
import type { Database } from '../../platform/db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuditService } from './audit.service.js';
import { FourEyesRepo, type FourEyesRow } from './four-eyes.repo.js';
import type { Actor } from './staff.service.js';

function toRequest(r: FourEyesRow): FourEyesRequest {
  return {
    id: r.id,
    kind: r.kind,
    payload: r.payload,
    requestedBy: r.requested_by_name,
    requestedAt: r.requested_at.toISOString(),
    reason: r.reason,
    status: r.decision ?? 'pending',
    decidedBy: r.decided_by_name,
    decidedAt: r.decided_at?.toISOString() ?? null,
    decisionReason: r.decision_reason,
  };
}

export class FourEyesService {
  private readonly repo = new FourEyesRepo();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async list(status?: 'pending' | 'approved' | 'rejected'): Promise<FourEyesRequest[]> {
    return (await this.repo.list(this.db, status)).map(toRequest);
  }

  async request(maker: Actor, r: { kind: string; payload: unknown; reason: string }): Promise<FourEyesRequest> {
    const id = await this.db.transaction().execute(async (trx) => {
      const created = await this.repo.insert(trx, { ...r, requestedBy: maker.id, now: this.clock.now() });
      await this.audit.append(trx, {
        actorId: maker.id,
        actor: maker.username,
        action: 'four_eyes.request',
        target: `four_eyes:${created}`,
        after: { kind: r.kind, payload: r.payload },
        reason: r.reason,
      });
      return created;
    });
    return this.get(id);
  }

  async decide(checker: Actor, id: string, decision: 'approved' | 'rejected', reason: string): Promise<FourEyesRequest> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.repo.lock(trx, id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
      if (row.decision !== null) throw new AppError(ErrorCode.FOUR_EYES_DECIDED, 'errors.four_eyes_decided');
      if (row.requested_by === checker.id) throw new AppError(ErrorCode.FOUR_EYES_SAME_PERSON, 'errors.four_eyes_same_person');
      await this.repo.decide(trx, { id, by: checker.id, decision, reason, now: this.clock.now() });
      await this.audit.append(trx, {
        actorId: checker.id,
        actor: checker.username,
        action: `four_eyes.${decision === 'approved' ? 'approve' : 'reject'}`,
        target: `four_eyes:${id}`,
        before: { status: 'pending' },
        after: { status: decision },
        reason,
      });
    });
    return this.get(id);
  }

  private async get(id: string): Promise<FourEyesRequest> {
    const row = await this.repo.get(this.db, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    return toRequest(row);
  }
}
