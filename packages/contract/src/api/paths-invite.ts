/**
 * Paths of the invitation and cash-giving calls (docs/product-rules/invites.md), the seeds'
 * member-service `/activities/invite...` calls. Kept out of `apiPaths` (paths.ts), which ships in
 * the web app's first screen: only the lazy invite page and dialogs call them.
 */
export const invitePaths = {
  inviteActivity: { method: 'GET', path: '/member-service/activities/invite' },
  inviteTask: { method: 'GET', path: '/member-service/activities/invite/task' },
  inviteTaskStart: { method: 'POST', path: '/member-service/activities/invite/task' },
  inviteProcesses: { method: 'GET', path: '/member-service/activities/invite/processes' },
  inviteProcessOpen: { method: 'POST', path: '/member-service/activities/invite/processes' },
  inviteNotices: { method: 'GET', path: '/member-service/activities/invite/notices' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;
