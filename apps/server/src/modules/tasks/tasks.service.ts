/**
 * The task centre and the diamond tasks (docs/product-rules/tasks.md): the member's tasks this
 * period with progress (kept by the `tasks` consumer), the collect (eligibility first, then the
 * prize through the reward path from the list's campaign budget, once per task and period: the
 * reward key and the collect row's unique key, written in one transaction), the diamond records
 * and the staff view. A refused collect changes nothing.
 */
import type {
  DiamondTaskRecordsData,
  DiamondTaskRecordsQuery,
  DiamondTaskView,
  TaskCenterData,
  TaskCollectData,
  TaskRecord,
} from '@nyota/contract/api/tasks';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { PlayerTasks, TaskList } from '@nyota/contract/staff/routes-tasks';
import type { TaskSettings } from '@nyota/contract/staff/task-settings-schemas';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { BonusTypeValue, RewardsService } from '../rewards/index.js';
import { collectKey, TaskCollectsRepo, type TaskCollectRow } from './task-collects.repo.js';
import type { PlacedTask } from './task-counting.js';
import { msUntilReset, periodOf } from './task-period.js';
import { progressKey, TaskProgressRepo } from './task-progress.repo.js';
import { placedTasks, readTaskSettings } from './task-settings.js';
import { diamondTaskViewOf, raisedBonus, taskViewOf, type MemberTaskState } from './task-views.js';

/** One campaign budget per list. */
export const TASK_CENTER_CAMPAIGN = 'task-center';
export const DIAMOND_TASKS_CAMPAIGN = 'diamond-tasks';
const CAMPAIGN: Record<TaskList, string> = { center: TASK_CENTER_CAMPAIGN, diamond: DIAMOND_TASKS_CAMPAIGN };
/** What each campaign starts with, per unit, until staff fund it otherwise (as the VIP benefits do). */
const SEED_BUDGET: Record<BonusTypeValue, number> = { 1: 10_000_000, 2: 0, 3: 1_000_000_000, 4: 100_000_000, 5: 10_000_000 };

export interface TasksDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: RewardsService;
  eligibility: EligibilityService;
  /** The member's VIP level now (the vip module's standing). */
  vipLevel(memberId: string): Promise<number>;
}

export class TasksService {
  private readonly progress = new TaskProgressRepo();
  private readonly collects = new TaskCollectsRepo();
  private readonly seeded = new Set<string>();

  constructor(private readonly d: TasksDeps) {}

  async taskCenter(memberId: string): Promise<TaskCenterData> {
    const settings = await readTaskSettings(this.d.db);
    const { period, enable, vipPercentPerLevel } = settings.taskCenter;
    const now = this.d.clock.now();
    const placed = placedTasks(settings, false).filter((p) => p.list === 'center' && p.task.enable);
    const [states, level] = await Promise.all([this.statesOf(memberId, placed), this.d.vipLevel(memberId)]);
    return {
      enable: enable ? 1 : 0,
      countdown: msUntilReset(now, period, this.d.timeZone),
      act: periodOf(now, period, this.d.timeZone),
      tasks: placed.map((p, i) => taskViewOf(p, states[i] ?? NONE, raisedBonus(p.task.bonus, level, vipPercentPerLevel))),
    };
  }

  async diamondTasks(memberId: string): Promise<DiamondTaskView[]> {
    const settings = await readTaskSettings(this.d.db);
    const placed = placedTasks(settings, false).filter((p) => p.list === 'diamond');
    const states = await this.statesOf(memberId, placed);
    return placed.map((p, i) => diamondTaskViewOf(p, states[i] ?? NONE, settings.diamondTasks.enable));
  }

  /** What this member gets for a task-centre prize now. */
  async bonusOf(memberId: string, originalBonus: number): Promise<number> {
    const settings = await readTaskSettings(this.d.db);
    return raisedBonus(originalBonus, await this.d.vipLevel(memberId), settings.taskCenter.vipPercentPerLevel);
  }

  async collect(memberId: string, list: TaskList, taskId: number): Promise<TaskCollectData> {
    const settings = await readTaskSettings(this.d.db);
    const placed = findLive(settings, list, taskId);
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    const period = periodOf(this.d.clock.now(), placed.period, this.d.timeZone);
    const { task } = placed;
    const amount =
      list === 'center'
        ? raisedBonus(task.bonus, await this.d.vipLevel(memberId), settings.taskCenter.vipPercentPerLevel)
        : task.bonus;
    await this.seed(CAMPAIGN[list], task.bonusType);
    const collected = () => new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.task_collected');
    const { outcome, row } = await this.d.db.transaction().execute(async (trx) => {
      const current = (await this.progress.ofMember(trx, memberId, [period])).get(progressKey(memberId, period, task.id)) ?? 0;
      if (current < task.target) {
        throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.task_not_done', { current, target: task.target });
      }
      const source = { kind: `task-${list}`, id: String(task.id), period };
      const grant = { campaign: CAMPAIGN[list], memberId, source, bonusType: task.bonusType, amount };
      const outcome = await this.d.rewards.grant(grant, { trx });
      if (!outcome.created) throw collected();
      const row = await this.collects.insert(trx, {
        memberId,
        list,
        taskId: task.id,
        taskType: task.type,
        period,
        bonusType: task.bonusType,
        amount,
        originalAmount: task.bonus,
        rewardId: outcome.reward.id,
        status: outcome.reward.status === 'held' ? 'held' : 'paid',
        createdAt: this.d.clock.now(),
      });
      if (!row) throw collected();
      return { outcome, row };
    });
    await this.d.rewards.publish(outcome);
    const view = taskViewOf(placed, { current: task.target, collected: true }, amount);
    return { task: view, bonusType: row.bonusType, amount: row.amount, status: row.status };
  }

  async diamondRecords(memberId: string, q: DiamondTaskRecordsQuery): Promise<DiamondTaskRecordsData> {
    const [rows, total] = await Promise.all([
      this.collects.page(this.d.db, memberId, 'diamond', q),
      this.collects.count(this.d.db, memberId, 'diamond'),
    ]);
    return { page: q.page, size: q.size, total, list: rows.map(recordOf) };
  }

  /** The staff view: every task of both lists (switched off ones too) and the last 50 collects. */
  async playerTasks(memberId: string): Promise<PlayerTasks> {
    const settings = await readTaskSettings(this.d.db);
    const placed = placedTasks(settings, false);
    const states = await this.statesOf(memberId, placed);
    const rows = await this.collects.page(this.d.db, memberId, null, { page: 1, size: 50 });
    const listOn = (l: TaskList) => (l === 'center' ? settings.taskCenter.enable : settings.diamondTasks.enable);
    return {
      tasks: placed.map((p, i) => ({
        list: p.list,
        id: p.task.id,
        type: p.task.type,
        enable: p.task.enable && listOn(p.list),
        period: this.periodNow(p),
        current: states[i]?.current ?? 0,
        target: p.task.target,
        collected: states[i]?.collected ?? false,
      })),
      collects: rows.map((r) => ({ ...recordOf(r), list: r.list })),
    };
  }

  private periodNow(p: PlacedTask): string {
    return periodOf(this.d.clock.now(), p.period, this.d.timeZone);
  }

  private async statesOf(memberId: string, placed: readonly PlacedTask[]): Promise<MemberTaskState[]> {
    const periods = [...new Set(placed.map((p) => this.periodNow(p)))];
    const [progress, collected] = await Promise.all([
      this.progress.ofMember(this.d.db, memberId, periods),
      this.collects.collectedIn(this.d.db, memberId, periods),
    ]);
    return placed.map((p) => {
      const period = this.periodNow(p);
      return {
        current: progress.get(progressKey(memberId, period, p.task.id)) ?? 0,
        collected: collected.has(collectKey(p.task.id, period)),
      };
    });
  }

  /** The campaign's first budget in this unit, once (the ledger key makes it once across nodes too). */
  private async seed(campaign: string, type: BonusTypeValue): Promise<void> {
    const key = `seed:${campaign}:${type}:v1`;
    if (this.seeded.has(key) || SEED_BUDGET[type] === 0) return;
    await this.d.rewards.fund(campaign, type, SEED_BUDGET[type], key);
    this.seeded.add(key);
  }
}

const NONE: MemberTaskState = { current: 0, collected: false };

/** The task to collect, refused when its list is closed or it is unknown or switched off. */
function findLive(settings: TaskSettings, list: TaskList, taskId: number): PlacedTask {
  const listOn = list === 'center' ? settings.taskCenter.enable : settings.diamondTasks.enable;
  const placed = placedTasks(settings, false).find((p) => p.list === list && p.task.id === taskId);
  if (!placed || !placed.task.enable) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.task_unknown');
  if (!listOn) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.tasks_closed');
  return placed;
}

function recordOf(r: TaskCollectRow): TaskRecord {
  return {
    id: r.id,
    taskId: r.taskId,
    type: r.taskType,
    period: r.period,
    bonusType: r.bonusType,
    amount: r.amount,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}
