/**
 * Cash giving (docs/product-rules/invites.md#cash-giving), activity id 1: a member starts a task
 * (the task packet: progress begins at `startAmount`), has the claim window (24 hours, 48 in Kenya)
 * to reach `targetAmount`, and each invitee who became valid during it adds the next entry of the
 * published table when opened (the invite wheel's spin). Reaching the target pays it once through
 * the reward path, in the transaction of the opening that reached it (key: the task).
 */
import type { InviteActivityData, InviteProcessesData, InviteTaskData } from '@nyota/contract/api/invite';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { MarketPreset } from '@nyota/contract/markets';
import { maskMobile, toLocal } from '@nyota/contract/rules';
import { CASH_GIVING_ACT_ID, CASH_GIVING_CLAIM_HOURS, type InviteSettings } from '@nyota/contract/staff/invite-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EligibilityService } from '../eligibility/index.js';
import { membersForReferrals } from '../members/index.js';
import { BonusType, type RewardsService } from '../rewards/index.js';
import { CashGivingRepo, type TaskRow } from './cash-giving.repo.js';
import { increaseFor, invitesNeeded } from './cash-giving-formula.js';
import { asProcessStatus, processFilter, processStatusOf } from './invite-processes.js';
import { InviteBudgets } from './invite-budgets.js';
import { readInviteSettings } from './invite-settings.js';

export const CASH_GIVING_CAMPAIGN = 'cash-giving';
const NOTICES = 20;
const HOUR = 3_600_000;

export interface CashGivingDeps {
  db: Db;
  clock: Clock;
  market: MarketPreset;
  rewards: Pick<RewardsService, 'grant' | 'publish' | 'fund'>;
  eligibility: Pick<EligibilityService, 'check'>;
}

function live(s: InviteSettings, at: Date): boolean {
  const c = s.cashGiving;
  return c.enabled && (c.startAt === null || new Date(c.startAt) <= at) && (c.endAt === null || at < new Date(c.endAt));
}

function knownAct(actId: string): number {
  if (Number(actId) !== CASH_GIVING_ACT_ID) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
  return CASH_GIVING_ACT_ID;
}

export class CashGivingService {
  readonly repo = new CashGivingRepo();
  private readonly budgets: InviteBudgets;

  constructor(private readonly d: CashGivingDeps) {
    this.budgets = new InviteBudgets(d.rewards);
  }

  async activity(memberId: string, actId: string): Promise<InviteActivityData> {
    const id = knownAct(actId);
    const s = await readInviteSettings(this.d.db);
    const c = s.cashGiving;
    const me = (await membersForReferrals(this.d.db, [memberId])).get(memberId);
    return {
      id,
      status: live(s, this.d.clock.now()) ? 1 : -1,
      startTime: c.startAt,
      endTime: c.endAt,
      taskTargetAmount: c.targetAmount,
      startAmount: c.startAmount,
      increments: c.increments,
      needed: invitesNeeded(c.increments, 0, c.startAmount, c.targetAmount),
      claimHours: CASH_GIVING_CLAIM_HOURS[this.d.market.code],
      inviteCode: me?.inviteCode ?? '',
      referralBonus: s.referral.bonusAmount,
      referralEnabled: s.referral.enabled,
      minStake: s.referral.minStake,
      minMultiplier: s.referral.minMultiplier,
    };
  }

  async task(memberId: string, actId: string): Promise<InviteTaskData> {
    const act = knownAct(actId);
    await this.repo.expire(this.d.db, memberId, this.d.clock.now());
    const latest = await this.repo.latest(this.d.db, memberId, act);
    return this.view(latest && latest.status !== 'expired' ? latest : null);
  }

  async start(memberId: string, actId: string): Promise<InviteTaskData> {
    const act = knownAct(actId);
    const s = await readInviteSettings(this.d.db);
    const at = this.d.clock.now();
    if (!live(s, at)) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.invite_activity_off');
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    await this.repo.expire(this.d.db, memberId, at);
    const c = s.cashGiving;
    const hours = CASH_GIVING_CLAIM_HOURS[this.d.market.code];
    const started = await this.d.db.transaction().execute(async (trx) =>
      this.repo.start(trx, {
        memberId,
        actId: act,
        target: c.targetAmount,
        start: c.startAmount,
        increments: c.increments,
        at,
        expiresAt: new Date(at.getTime() + hours * HOUR),
      }),
    );
    // Already running (a double tap, two tabs): starting again answers the open task, unchanged.
    return this.view(started ?? (await this.repo.activeFor(this.d.db, memberId, act, at)));
  }

  async processes(
    memberId: string,
    q: { taskId: string; status?: number | undefined; page: number; size: number },
  ): Promise<InviteProcessesData> {
    const task = await this.ownTask(memberId, q.taskId);
    const filter = processFilter(asProcessStatus(q.status));
    const { rows, count } = await this.repo.processes(this.d.db, task.id, filter, { offset: q.page * q.size, limit: q.size });
    const members = await membersForReferrals(
      this.d.db,
      rows.map((r) => r.inviteeId),
    );
    return {
      count,
      list: rows.map((r) => ({
        id: Number(r.id),
        inviteeAvatar: `avatar-${(Number(r.inviteeId) % 8) + 1}`,
        inviteeMobile: maskMobile(toLocal(members.get(r.inviteeId)?.mobile ?? '', this.d.market)),
        status: processStatusOf(r),
        increaseAmount: r.increaseAmount,
        createdAt: r.registeredAt.toISOString(),
      })),
    };
  }

  async notices(actId: string): Promise<{ list: { mobile: string; amount: number; at: string }[] }> {
    const tasks = await this.repo.recentFinished(this.d.db, knownAct(actId), NOTICES);
    const members = await membersForReferrals(
      this.d.db,
      tasks.map((t) => t.memberId),
    );
    return {
      list: tasks.map((t) => ({
        mobile: maskMobile(toLocal(members.get(t.memberId)?.mobile ?? '', this.d.market)),
        amount: t.targetAmount,
        at: (t.finishedAt ?? t.startedAt).toISOString(),
      })),
    };
  }

  /** Opens a valid process: its amount from the task's table, and the pay-out when it reaches the target. */
  async open(memberId: string, processId: string): Promise<{ increaseAmount: number; state: 1 | 2; task: InviteTaskData }> {
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    await this.budgets.seed(CASH_GIVING_CAMPAIGN);
    const out = await this.d.db.transaction().execute(async (trx) => this.openIn(trx, memberId, processId));
    await this.d.rewards.publish({ balances: out.balances });
    const task = await this.view(await this.repo.latest(this.d.db, memberId, CASH_GIVING_ACT_ID));
    return { increaseAmount: out.increase, state: out.finished ? 2 : 1, task };
  }

  private async openIn(trx: Db, memberId: string, processId: string) {
    const at = this.d.clock.now();
    const p = await this.repo.lockProcess(trx, processId, memberId);
    if (!p || p.taskId === null) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    if (p.openedAt !== null) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.invite_process_opened');
    if (p.status !== 'paid') throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.invite_process_not_valid');
    const task = await this.repo.lockTask(trx, p.taskId);
    if (!task || task.status !== 'active' || task.expiresAt <= at) {
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.invite_task_over');
    }
    const increase = increaseFor(task.increments, task.opened, task.currentAmount, task.targetAmount);
    const current = task.currentAmount + increase;
    const finished = current >= task.targetAmount;
    const paid = finished ? await this.payTask(trx, task) : null;
    await this.repo.advance(trx, task.id, { current, finishedAt: finished ? at : null, rewardId: paid?.reward.id ?? null });
    await this.repo.markOpened(trx, p.id, increase, at);
    return { increase, finished, balances: paid?.balances ?? [] };
  }

  private async payTask(trx: Db, task: TaskRow) {
    const source = { kind: CASH_GIVING_CAMPAIGN, id: task.id, period: 'once' };
    const grant = {
      campaign: CASH_GIVING_CAMPAIGN,
      memberId: task.memberId,
      source,
      bonusType: BonusType.CASH,
      amount: task.targetAmount,
    };
    return this.d.rewards.grant(grant, { trx });
  }

  private async ownTask(memberId: string, taskId: string): Promise<TaskRow> {
    const latest = await this.repo.latest(this.d.db, memberId, CASH_GIVING_ACT_ID);
    // Only the member's current (latest) task is listed; any other id reads as unknown.
    if (!latest || latest.id !== taskId) throw new AppError(ErrorCode.NOT_FOUND, 'errors.not_found');
    return latest;
  }

  private async view(t: TaskRow | null): Promise<InviteTaskData> {
    if (!t) {
      return {
        id: 0,
        status: 0,
        state: 0,
        validProcesses: 0,
        targetAmount: 0,
        currentAmount: 0,
        increments: [],
        needed: 0,
        spins: 0,
      };
    }
    const counts = await this.repo.validCounts(this.d.db, t.id);
    const active = t.status === 'active';
    return {
      id: Number(t.id),
      status: active ? 1 : 2,
      state: active ? Math.max(0, t.expiresAt.getTime() - this.d.clock.now().getTime()) : 0,
      validProcesses: counts.valid,
      targetAmount: t.targetAmount,
      currentAmount: t.currentAmount,
      increments: t.increments,
      needed: active ? invitesNeeded(t.increments, t.opened, t.currentAmount, t.targetAmount) : 0,
      spins: active ? counts.unopened : 0,
    };
  }
}
