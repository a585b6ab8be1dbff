/**
 * Paths of the giveaway calls (the seeds' account-service `/giveaway/...`). Kept out of `apiPaths`
 * (paths.ts), which ships in the web app's first screen: only the lazy giveaway page calls them.
 */
export const giveawayPaths = {
  giveawayBasic: { method: 'GET', path: '/account-service/giveaway/basic' },
  giveawayGifts: { method: 'POST', path: '/account-service/giveaway/gifts' },
  giveawayRegister: { method: 'POST', path: '/account-service/giveaway/register' },
  giveawayAutoGifts: { method: 'GET', path: '/account-service/giveaway/auto-gifts' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;
