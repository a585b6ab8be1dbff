/**
 * Paths of the VIP club's calls (the seeds' account-service `/vip/...`). Kept out of `apiPaths`
 * (paths.ts), which ships in the web app's first screen: only the lazy VIP page and the profile's
 * lazy VIP card call them (through `api.request`).
 */
export const vipPaths = {
  vipPersonalLevel: { method: 'GET', path: '/account-service/vip/personal-level' },
  vipLevels: { method: 'GET', path: '/account-service/vip/levels' },
  vipBenefitsMy: { method: 'GET', path: '/account-service/vip/benefits/my' },
  vipBenefitsStatus: { method: 'GET', path: '/account-service/vip/benefits/personal-enjoyed' },
  vipBenefitClaim: { method: 'POST', path: '/account-service/vip/benefits/personal-enjoyed' },
  vipBenefitLogs: { method: 'GET', path: '/account-service/vip/benefits/logs' },
  vipBenefitSettings: { method: 'GET', path: '/account-service/vip/benefits/settings' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;
