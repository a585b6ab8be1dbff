/**
 * Paths of the task centre's and the diamond tasks' calls (docs/product-rules/tasks.md). The seeds
 * name the diamond tasks' account-service paths; the task centre's are ours, beside the other
 * activities under `/activity-service/`. Kept out of `apiPaths` (paths.ts), which ships in the web
 * app's first screen: only the lazy task centre page calls them.
 */
export const taskPaths = {
  taskCenter: { method: 'GET', path: '/activity-service/task-center' },
  taskCenterCollect: { method: 'POST', path: '/activity-service/task-center/collect' },
  diamondTasks: { method: 'GET', path: '/account-service/diamond-task/tasks' },
  diamondTaskCollect: { method: 'POST', path: '/account-service/diamond-task/collect' },
  diamondTaskRecords: { method: 'GET', path: '/account-service/diamond-task/records' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;
