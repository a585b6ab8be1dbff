/**
 * Paths of the cash-rain calls (the seeds' `/cash-rain/cfg`, `/cash-rain/draw-status?id=`,
 * `POST /cash-rain/gifts` under account-service, and the member-status read whose path the seeds do
 * not show). Kept out of `apiPaths` (paths.ts), which ships in the web app's first screen: only the
 * lazy cash-rain strip, overlay and verifier call them.
 */
export const cashRainPaths = {
  cashRainCfg: { method: 'GET', path: '/account-service/cash-rain/cfg' },
  cashRainDrawStatus: { method: 'GET', path: '/account-service/cash-rain/draw-status' },
  cashRainGifts: { method: 'POST', path: '/account-service/cash-rain/gifts' },
  cashRainMemberStatus: { method: 'GET', path: '/account-service/cash-rain/member-status' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;
