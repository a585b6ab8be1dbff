/**
 * Paths of the VIP club's calls (the seeds' account-service `/vip/...`). Kept out of `apiPaths`
 * (paths.ts), which ships in the web app's first screen: only the lazy VIP page and the profile's
 * lazy VIP card call them (through `api.request`). The benefit claims come with a later piece of work.
 */
export const vipPaths = {
  vipPersonalLevel: { method: 'GET', path: '/account-service/vip/personal-level' },
  vipLevels: { method: 'GET', path: '/account-service/vip/levels' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;
