/**
 * Resolving a deposit appeal with money (docs/staff-console.md#appeals): the player's cash is
 * credited from the provider's clearing account (the deposit that money left the phone for), the
 * log gets its "resolved" step and the audit its row, all in one transaction. The ledger key
 * `appeal:<id>:credit` and the step check on the locked row make it happen once, however many
 * agents or approvals race. Above the threshold the agent's request goes to a second person
 * (four eyes, kind `appeal.credit`); the approving transaction does the same work.
 */
import { z } from 'zod';
import { AppealKind } from '@nyota/contract/appeals-constants';
import { ErrorCode } from '@nyota/contract/error-codes';
import { toMinor } from '@nyota/contract/money/minor';
import type { AppealCreditInput, AppealCreditOutput } from '@nyota/contract/staff/schemas-appeals';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerApi, MemberBalanceChange } from '../ledger/index.js';
import type { PaymentLookup } from '../payments/index.js';
import type { Actor, AuditService, FourEyesService } from '../staff/index.js';
import { appealCreditKey, appealNotFound, claimedBy, stepOf } from './appeal-desk.service.js';
import type { AppealDeskRepo } from './appeal-desk.repo.js';
import { pushAppealChange } from './appeal-push.js';
import type { AppealStaffService } from './appeal-staff.service.js';
import { canMove } from './appeal-transitions.js';
import type { AppealRow } from './appeals.repo.js';

export const APPEAL_CREDIT_KIND = 'appeal.credit';

const creditPayload = z.object({
  appealId: z.string(),
  amount: z.number().int().positive(),
  content: z.string().min(1),
  reason: z.string(),
});
type CreditPayload = z.output<typeof creditPayload>;

interface Credited {
  transferId: string;
  appeal: AppealRow;
  balances: MemberBalanceChange[];
}

export interface AppealCreditDeps {
  db: Db;
  bus: EventBus;
  desk: AppealDeskRepo;
  moves: AppealStaffService;
  audit: AuditService;
  fourEyes: FourEyesService;
  ledger: LedgerApi;
  payments: PaymentLookup;
  creditFourEyesAbove: number;
}

const notAllowed = () => new AppError(ErrorCode.APPEAL_MOVE_NOT_ALLOWED, 'errors.appeal_move_not_allowed');

export class AppealCreditService {
  constructor(private readonly deps: AppealCreditDeps) {
    deps.fourEyes.registerAction(APPEAL_CREDIT_KIND, {
      payload: creditPayload,
      run: async (trx, p, who) => {
        const a = await deps.desk.lock(trx, p.appealId);
        if (!a) throw appealNotFound();
        // The maker's step in the player's log; the checker's name in the audit.
        return this.creditIn(trx, a, p, { staffId: who.maker, auditor: who.checker });
      },
      after: async (result) => this.announce(result),
    });
  }

  async credit(actor: Actor, input: AppealCreditInput): Promise<AppealCreditOutput> {
    const payload: CreditPayload = { appealId: input.id, amount: input.amount, content: input.content, reason: input.reason };
    if (input.amount > this.deps.creditFourEyesAbove) {
      // Checked now so a request that cannot succeed is never made; checked again when approved.
      const a = await this.deps.db.transaction().execute((trx) => claimedBy(this.deps.desk, trx, input.id, actor));
      this.creditable(a);
      const req = await this.deps.fourEyes.request(actor, { kind: APPEAL_CREDIT_KIND, payload, reason: input.reason });
      return { status: 'four_eyes', requestId: req.id };
    }
    const done = await this.deps.db.transaction().execute(async (trx) => {
      const a = await claimedBy(this.deps.desk, trx, input.id, actor);
      return this.creditIn(trx, a, payload, { staffId: actor.id, auditor: actor });
    });
    await this.announce(done);
    return { status: 'credited', transferId: done.transferId };
  }

  private creditable(a: AppealRow): void {
    if (a.kind !== AppealKind.DEPOSIT) throw new AppError(ErrorCode.VALIDATION, 'errors.appeal_credit_deposit_only');
    if (!canMove('resolve', a.lastLogType, a.kind)) throw notAllowed();
  }

  private async creditIn(trx: Db, a: AppealRow, p: CreditPayload, who: { staffId: string; auditor: Actor }): Promise<Credited> {
    this.creditable(a);
    const intent = await this.deps.payments.intent(a.intentId, trx);
    if (!intent) throw appealNotFound();
    const t = await this.deps.ledger.transfer(
      {
        idempotencyKey: appealCreditKey(a.id),
        kind: 'appeal_credit',
        legs: [
          {
            from: { system: `clearing:${intent.provider}`, kind: 'cash' },
            to: { member: a.memberId, kind: 'cash' },
            amount: toMinor(p.amount),
          },
        ],
        metadata: { appealId: a.id, intentId: a.intentId },
      },
      { trx },
    );
    // A replay means an earlier credit committed; its resolve step did too, so canMove refused above.
    if (t.replayed) throw notAllowed();
    const m = await this.deps.moves.applyIn(trx, 'resolve', a.id, who.staffId, { content: p.content });
    await this.deps.audit.append(trx, {
      actorId: who.auditor.id,
      actor: who.auditor.username,
      action: 'appeal.credit',
      target: `appeal:${a.id}`,
      before: stepOf(m.before),
      after: { ...stepOf(m.after), amount: p.amount, transferId: t.transferId },
      reason: p.reason,
    });
    return { transferId: t.transferId, appeal: m.after, balances: t.memberBalances };
  }

  private async announce(result: unknown): Promise<void> {
    if (!isCredited(result)) return;
    await this.deps.ledger.publishBalances(result.balances);
    await pushAppealChange(this.deps.bus, result.appeal);
  }
}

function isCredited(r: unknown): r is Credited {
  return typeof r === 'object' && r !== null && 'transferId' in r && 'appeal' in r && 'balances' in r;
}
