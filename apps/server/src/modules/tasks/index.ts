/**
 * Tasks (docs/product-rules/tasks.md): the task centre and the diamond tasks, defined by the `tasks`
 * staff setting; the `tasks` stream consumer keeps each member's progress and pushes the task
 * centre's moves (TaskCenter/Change); a finished task's prize is collected through the reward path
 * after the eligibility check. Staff read a player's tasks on the player page.
 */
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../platform/bus/event-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import type { StaffSessionResolver } from '../../platform/http/define-staff-route.js';
import type { ActivityConsumers } from '../activity/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { RewardsService } from '../rewards/index.js';
import { taskAnnouncer } from './task-push.js';
import { taskSettingStore, type TaskSettingStore } from './task-settings.js';
import { tasksConsumer } from './tasks.consumer.js';
import { registerTaskRoutes, registerTaskStaffRoutes } from './tasks.routes.js';
import { TasksService } from './tasks.service.js';

export { TASKS_CONSUMER, tasksConsumer } from './tasks.consumer.js';
export { DIAMOND_TASKS_CAMPAIGN, TASK_CENTER_CAMPAIGN, TasksService } from './tasks.service.js';
export { readTaskSettings } from './task-settings.js';

export interface TasksModule {
  tasks: TasksService;
  /** The `tasks` setting, handed to the config module's settings (composition). */
  settingStore: TaskSettingStore;
  register(app: FastifyInstance): void;
}

export function createTasksModule(d: {
  db: Db;
  bus: EventBus;
  clock: Clock;
  timeZone: string;
  sessions: SessionResolver;
  staffSessions: StaffSessionResolver;
  activity: ActivityConsumers;
  rewards: RewardsService;
  eligibility: EligibilityService;
  vipLevel(memberId: string): Promise<number>;
}): TasksModule {
  const tasks = new TasksService(d);
  const announce = taskAnnouncer(d.bus, (memberId, bonus) => tasks.bonusOf(memberId, bonus));
  d.activity.register(tasksConsumer({ clock: d.clock, timeZone: d.timeZone, announce }));
  return {
    tasks,
    settingStore: taskSettingStore(() => d.clock.now()),
    register: (app) => {
      registerTaskRoutes(app, tasks, d.sessions);
      registerTaskStaffRoutes(app, tasks, d.staffSessions);
    },
  };
}
