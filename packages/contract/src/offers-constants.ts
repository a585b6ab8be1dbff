/**
 * The offers' status values, apart from their zod schemas (api/bonuses.ts) so the web app reads
 * them without loading zod.
 */

/** A 7-day bonus day: -2 locked (its day has not come), 0 claimable, 1 claimed (the seeds' values). */
export const SevenDayStatus = { LOCKED: -2, CLAIMABLE: 0, CLAIMED: 1 } as const;
/** The whole offer: 0 not started (a guest, or a member who has not opened it), 1 running, -1 expired or off. */
export const SevenDayRunStatus = { NOT_STARTED: 0, RUNNING: 1, ENDED: -1 } as const;
