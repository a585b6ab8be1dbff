/**
 * Paths of the mall and exchange calls (the seeds' account-service `/mall/...` and
 * `/account/cfg/exchange`). Kept out of `apiPaths` (paths.ts), which ships in the web app's first
 * screen: only the lazy mall and exchange pages call them (through `api.request`).
 */
export const mallPaths = {
  mallItems: { method: 'GET', path: '/account-service/mall/items' },
  mallRedeem: { method: 'POST', path: '/account-service/mall/redeem' },
  mallMyPrizes: { method: 'GET', path: '/account-service/mall/my-prizes' },
  mallRaffle: { method: 'GET', path: '/account-service/mall/raffle' },
  exchangeCfg: { method: 'GET', path: '/account-service/account/cfg/exchange' },
  exchange: { method: 'POST', path: '/account-service/account/exchange' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;
