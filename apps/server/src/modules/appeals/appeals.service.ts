/**
 * The player's side of appeals (docs/product-rules/records-and-appeals.md#appeal-form): appeal a
 * deposit that did not arrive or a withdrawal still waiting, appeal again after a rejection, list
 * one's appeals and read a timeline.
 *
 * A submit runs in one transaction: the record is read, the appeal opened (or moved back to
 * review), the images claimed and the log written, or nothing is. One appeal per record is the
 * database's unique key, so two submits at once open one appeal; the loser sees it pending.
 */
import type { Appeal, AppealLog, DepositAppealBody } from '@nyota/contract/api/appeals';
import { AppealKind, AppealLogType, AppealStatus, type AppealKindValue } from '@nyota/contract/appeals-constants';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { AppealLogParamsJson } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RecordsService } from '../records/index.js';
import type { UploadsService } from '../uploads/index.js';
import { APPEAL_MOVES, statusAfter } from './appeal-transitions.js';
import { appealLogView, appealView } from './appeal-view.js';
import type { AppealRow, AppealsRepo } from './appeals.repo.js';

export interface AppealsDeps {
  db: Db;
  repo: AppealsRepo;
  records: Pick<RecordsService, 'appealTarget' | 'amountsOf'>;
  uploads: Pick<UploadsService, 'claimForAppeal'>;
  clock: Clock;
}

export interface AppealWorkQuery {
  id?: number | undefined;
  startId?: number | undefined;
  quantity: number;
}

/** What a deposit appeal carries; a withdrawal appeal carries nothing. */
interface Evidence {
  images: string[];
  receipt: string;
}

const KIND_OF: Record<AppealKindValue, 'deposit' | 'withdraw'> = {
  [AppealKind.DEPOSIT]: 'deposit',
  [AppealKind.WITHDRAW]: 'withdraw',
};

/** Why an existing appeal cannot be submitted again: only a rejected one can. */
function refuseUnlessRejected(a: AppealRow): void {
  if (a.status === AppealStatus.CLOSED) throw new AppError(ErrorCode.APPEAL_CLOSED, 'errors.appeal_closed');
  if (a.status !== AppealStatus.REJECTED) throw new AppError(ErrorCode.APPEAL_PENDING, 'errors.appeal_pending');
}

const pending = () => new AppError(ErrorCode.APPEAL_PENDING, 'errors.appeal_pending');

export class AppealsService {
  constructor(private readonly deps: AppealsDeps) {}

  submitDeposit(memberId: string, lang: string, body: DepositAppealBody): Promise<Appeal> {
    return this.submit(memberId, lang, AppealKind.DEPOSIT, body.id, { images: body.images, receipt: body.receiptNumber });
  }

  submitWithdraw(memberId: string, lang: string, id: string): Promise<Appeal> {
    return this.submit(memberId, lang, AppealKind.WITHDRAW, id, null);
  }

  /** The member's appeals newest first (older than startId), or just the one with id if it is theirs. */
  async work(memberId: string, lang: string, q: AppealWorkQuery): Promise<Appeal[]> {
    const { db, repo, records } = this.deps;
    let rows: AppealRow[];
    if (q.id !== undefined) {
      const one = await repo.findForMember(db, String(q.id), memberId);
      rows = one ? [one] : [];
    } else {
      rows = await repo.listForMember(db, memberId, q.startId !== undefined ? String(q.startId) : null, q.quantity);
    }
    const amounts = await records.amountsOf(
      memberId,
      rows.map((r) => r.intentId),
    );
    return rows.map((r) => appealView(r, amounts.get(r.intentId) ?? 0, lang));
  }

  /** The appeal's timeline, oldest first; only its owner may read it. */
  async logs(memberId: string, id: number): Promise<AppealLog[]> {
    const { db, repo } = this.deps;
    const appeal = await repo.findForMember(db, String(id), memberId);
    if (!appeal) throw new AppError(ErrorCode.NOT_FOUND, 'errors.appeal_not_found');
    return (await repo.logs(db, appeal.id)).map(appealLogView);
  }

  private async submit(
    memberId: string,
    lang: string,
    kind: AppealKindValue,
    intentId: string,
    evidence: Evidence | null,
  ): Promise<Appeal> {
    const { db, repo, records, uploads, clock } = this.deps;
    const now = clock.now();
    const receipt = evidence?.receipt ?? null;
    const { appeal, money } = await db.transaction().execute(async (trx) => {
      const record = await records.appealTarget(memberId, KIND_OF[kind], intentId, trx);
      if (!record) throw new AppError(ErrorCode.NOT_FOUND, 'errors.payment_not_found');

      let existing = await repo.findByIntent(trx, intentId);
      let opened: AppealRow | undefined;
      if (!existing) {
        // docs/product-rules/records-and-appeals.md#appeal-eligibility: only the first appeal
        // depends on the record's state; afterwards the appeal decides.
        if (!record.mayAppeal) throw new AppError(ErrorCode.APPEAL_NOT_ALLOWED, 'errors.appeal_not_allowed');
        opened = await repo.insertIfAbsent(trx, {
          memberId,
          kind,
          intentId,
          status: statusAfter('submit'),
          logType: APPEAL_MOVES.submit.logType,
          receiptNumber: receipt,
          now,
        });
        // A concurrent submit opened it first: it is under review now.
        if (!opened) existing = await repo.findByIntent(trx, intentId);
      }

      let current: AppealRow;
      let logType: number;
      if (opened) {
        current = opened;
        logType = AppealLogType.SUBMITTED;
      } else {
        if (!existing) throw new Error(`appeal of ${intentId} neither inserted nor found`);
        refuseUnlessRejected(existing);
        const moved = await repo.move(trx, existing.id, {
          from: APPEAL_MOVES.resubmit.after,
          logType: APPEAL_MOVES.resubmit.logType,
          status: statusAfter('resubmit'),
          receiptNumber: receipt,
          now,
        });
        // Another resubmission won the race.
        if (!moved) throw pending();
        current = moved;
        logType = AppealLogType.RESUBMITTED;
      }

      const params: AppealLogParamsJson = {};
      if (evidence) {
        if (!(await uploads.claimForAppeal(trx, memberId, evidence.images, current.id))) {
          throw new AppError(ErrorCode.VALIDATION, 'errors.appeal_image_unknown');
        }
        params.images = evidence.images;
        params.receipt = evidence.receipt;
      }
      await repo.addLog(trx, { appealId: current.id, logType, params, staffId: null, now });
      return { appeal: current, money: record.amount };
    });
    return appealView(appeal, money, lang);
  }
}
