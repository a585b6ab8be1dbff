/**
 * Four eyes: an action that needs a second person becomes a request, decided by another staff
 * member holding `four_eyes.approve`. The maker is refused as checker here, with a clear error, and
 * by the table's `CHECK (decided_by <> requested_by)` should any path miss it.
 *
 * The module that owns an action registers it once (`registerAction`): its payload schema, the
 * change made in the approving transaction (so approval and effect commit together or not at all)
 * and an optional step after commit (a provider call, a push). A request names a registered kind;
 * its payload is checked when it is made and again when it is approved.
 */
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
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

type Who = { maker: string; checker: Actor; requestId: string };

/** An action that needs a second person; `run` gets the maker and the approving checker. */
export interface FourEyesAction<S extends z.ZodType> {
  payload: S;
  run(
    trx: Transaction<Database>,
    payload: z.output<S>,
    who: { maker: string; checker: Actor; requestId: string },
  ): Promise<unknown>;
  /** After commit, with what `run` returned: work outside the database. */
  after?(result: unknown): Promise<void>;
  /** In the rejecting transaction: undo what making the request held (a row marked pending). */
  rejected?(trx: Transaction<Database>, payload: z.output<S>, who: Who): Promise<void>;
}

interface RegisteredAction {
  payload: z.ZodType;
  run(trx: Transaction<Database>, payload: unknown, who: Who): Promise<unknown>;
  after?(result: unknown): Promise<void>;
  rejected?(trx: Transaction<Database>, payload: unknown, who: Who): Promise<void>;
}

export class FourEyesService {
  private readonly repo = new FourEyesRepo();
  private readonly actions = new Map<string, RegisteredAction>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  registerAction<S extends z.ZodType>(kind: string, action: FourEyesAction<S>): void {
    if (this.actions.has(kind)) throw new Error(`four-eyes action ${kind} is registered twice`);
    const rejected = action.rejected;
    this.actions.set(kind, {
      payload: action.payload,
      run: (trx, payload, who) => action.run(trx, action.payload.parse(payload), who),
      ...(action.after ? { after: action.after } : {}),
      ...(rejected ? { rejected: (trx, payload, who) => rejected(trx, action.payload.parse(payload), who) } : {}),
    });
  }

  private actionOf(kind: string, payload: unknown): RegisteredAction {
    const action = this.actions.get(kind);
    if (!action || !action.payload.safeParse(payload).success)
      throw new AppError(ErrorCode.VALIDATION, 'errors.four_eyes_unknown_action');
    return action;
  }

  async list(status?: 'pending' | 'approved' | 'rejected'): Promise<FourEyesRequest[]> {
    return (await this.repo.list(this.db, status)).map(toRequest);
  }

  async request(maker: Actor, r: { kind: string; payload: unknown; reason: string }): Promise<FourEyesRequest> {
    this.actionOf(r.kind, r.payload);
    const id = await this.db.transaction().execute((trx) => this.requestIn(trx, maker, r));
    return this.get(id);
  }

  /**
   * Makes the request in the caller's transaction, so what the request holds (a payment marked
   * pending) and the request itself commit together or not at all. Answers the request's id.
   */
  async requestIn(trx: Kysely<Database>, maker: Actor, r: { kind: string; payload: unknown; reason: string }): Promise<string> {
    this.actionOf(r.kind, r.payload);
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
  }

  /**
   * Approving runs the action in the same transaction as the decision; should it fail (the
   * withdrawal was decided meanwhile, say), the request stays pending and the error is answered.
   */
  async decide(checker: Actor, id: string, decision: 'approved' | 'rejected', reason: string): Promise<FourEyesRequest> {
    const done = await this.db.transaction().execute(async (trx) => {
      const row = await this.repo.lock(trx, id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
      if (row.decision !== null) throw new AppError(ErrorCode.FOUR_EYES_DECIDED, 'errors.four_eyes_decided');
      if (row.requested_by === checker.id) throw new AppError(ErrorCode.FOUR_EYES_SAME_PERSON, 'errors.four_eyes_same_person');
      let effect: { action: RegisteredAction; result: unknown } | null = null;
      const who = { maker: row.requested_by, checker, requestId: id };
      if (decision === 'approved') {
        const action = this.actionOf(row.kind, row.payload);
        effect = { action, result: await action.run(trx, row.payload, who) };
      } else {
        await this.actions.get(row.kind)?.rejected?.(trx, row.payload, who);
      }
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
      return effect;
    });
    if (done?.action.after) await done.action.after(done.result);
    return this.get(id);
  }

  private async get(id: string): Promise<FourEyesRequest> {
    const row = await this.repo.get(this.db, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    return toRequest(row);
  }
}
