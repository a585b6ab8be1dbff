/**
 * The reconciliation work queue for staff (docs/staff-console.md#reconciliation): the daily
 * reports as the console shows them, a difference marked explained (audited in the same
 * transaction), and one intent re-queried through the normal status check (PaymentProcessor.confirm,
 * the path a poll takes, so any money effect goes through the state machine and ledger once).
 */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { ReconLineView } from '@nyota/contract/staff/reconciliation-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuditService } from '../staff/index.js';
import type { IntentsRepo } from './intents.repo.js';
import type { Intent } from './intent-row.js';
import type { Reconciler } from './reconciler.js';
import { isDay } from './recon-days.js';
import type { ReconLine, ReconReport, OurSide } from './recon-types.js';

export interface StaffActor {
  id: string;
  username: string;
}

export interface ReconciliationStaffDeps {
  db: Db;
  reconciler: Reconciler;
  intents: IntentsRepo;
  confirm: (intentId: string) => Promise<Intent | undefined>;
  audit: Pick<AuditService, 'append'>;
  clock: Clock;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function reportView(r: ReconReport) {
  const { id, provider, day, source, providerLines, ourIntents, differenceCount, unexplainedCount, runCount } = r;
  return {
    id,
    provider,
    day,
    source,
    providerLines,
    ourIntents,
    differenceCount,
    unexplainedCount,
    runCount,
    updatedAt: r.updatedAt.toISOString(),
  };
}

const sideView = (s: OurSide | ReconLine['theirs']) =>
  s ? { direction: s.direction, status: s.status, amount: s.amount, currency: s.currency, createdAt: s.createdAt } : undefined;

const isOurs = (l: ReconLine) => l.ours !== undefined || (l.kind !== 'missing_locally' && UUID.test(l.intentId));

/** memberId: the payer or payee of our intent (the console links to their page), null when not ours. */
export function lineView(l: ReconLine, memberId: string | null = null): ReconLineView {
  return {
    id: l.id,
    kind: l.kind,
    intentId: l.intentId,
    ours: isOurs(l),
    memberId,
    providerTxnId: l.providerTxnId ?? null,
    ourSide: sideView(l.ours),
    theirSide: sideView(l.theirs),
    detail: l.detail ?? null,
    explanation: l.explanation
      ? { at: l.explanation.at.toISOString(), by: l.explanation.by, reason: l.explanation.reason }
      : null,
  };
}

export class ReconciliationStaffService {
  constructor(private readonly d: ReconciliationStaffDeps) {}

  /** The lines with the member of each of our intents, read in one query. */
  private async views(lines: readonly ReconLine[]): Promise<ReconLineView[]> {
    const ids = [...new Set(lines.filter(isOurs).map((l) => l.intentId))];
    const intents = ids.length > 0 ? await this.d.intents.findMany(this.d.db, ids) : [];
    const members = new Map(intents.map((i) => [i.id, i.memberId]));
    return lines.map((l) => lineView(l, members.get(l.intentId) ?? null));
  }

  async list(unexplainedOnly: boolean) {
    return (await this.d.reconciler.list({ unexplainedOnly, limit: 60 })).map(reportView);
  }

  async report(id: string) {
    const r = await this.d.reconciler.get(id);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    return { ...reportView(r), lines: await this.views(r.lines) };
  }

  async explain(actor: StaffActor, lineId: string, reason: string): Promise<ReconLineView> {
    const result = await this.d.reconciler.explain(lineId, actor.username, reason, async (trx, line) => {
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'reconciliation.explain',
        target: `recon_line:${lineId}`,
        before: { kind: line.kind, intentId: line.intentId, explained: false },
        after: { kind: line.kind, intentId: line.intentId, explained: true },
        reason,
      });
    });
    if (result.ok) return (await this.views([result.line]))[0] ?? lineView(result.line);
    if (result.error === 'already_explained') throw new AppError(ErrorCode.RECON_EXPLAINED, 'errors.recon_explained');
    if (result.error === 'not_found') throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    throw new AppError(ErrorCode.VALIDATION, 'errors.validation');
  }

  /** The daily job's work for one provider and day, now: a re-run keeps earlier explanations. */
  async run(actor: StaffActor, input: { provider: string; day: string; reason: string }) {
    if (!isDay(input.day)) throw new AppError(ErrorCode.VALIDATION, 'errors.validation');
    if (!this.d.reconciler.providers().includes(input.provider)) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    const r = await this.d.reconciler.reconcileDay(input.provider, input.day);
    await this.d.db.transaction().execute(async (trx) => {
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'reconciliation.run',
        target: `recon_report:${r.id}`,
        after: { provider: r.provider, day: r.day, differences: r.differenceCount, unexplained: r.unexplainedCount },
        reason: input.reason,
      });
    });
    return { ...reportView(r), lines: await this.views(r.lines) };
  }

  /** The provider asked again; the answer is applied by the state machine, the question is audited. */
  async requery(actor: StaffActor, intentId: string) {
    const before = await this.d.intents.find(this.d.db, intentId);
    if (!before) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    const after = (await this.d.confirm(intentId)) ?? before;
    await this.d.db.transaction().execute(async (trx) => {
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'reconciliation.requery',
        target: `payment_intent:${intentId}`,
        before: { status: before.status },
        after: { status: after.status },
      });
    });
    return { intentId, before: before.status, after: after.status };
  }
}
