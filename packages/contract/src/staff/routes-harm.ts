/** The staff API of harm markers: a player's counts and reviews, the review queue, closing a review. */
import { memberRefInput, playerActionOutput } from './players-schemas.js';
import { emptyInput } from './schemas.js';
import { harmQueueOutput, harmReviewInput, playerHarmSchema } from './harm-markers-schemas.js';
import { staffRoute } from './route-def.js';

export const harmRoutes = {
  playerHarmMarkers: staffRoute({
    method: 'GET',
    path: '/staff-api/players/harm-markers',
    access: 'players.read',
    input: memberRefInput,
    output: playerHarmSchema,
    summary: "A player's harm markers against their thresholds, the open automatic review and past reviews.",
  }),
  harmReviewQueue: staffRoute({
    method: 'GET',
    path: '/staff-api/players/harm-reviews',
    access: 'players.read',
    input: emptyInput,
    output: harmQueueOutput,
    summary: 'Players flagged automatically by their harm markers ("no bonus, no marketing"), oldest first.',
  }),
  closeHarmReview: staffRoute({
    method: 'POST',
    path: '/staff-api/players/harm-review',
    access: 'players.act',
    input: harmReviewInput,
    output: playerActionOutput,
    summary: "Records a staff review of a player's open harm flag with a note (audited); the flag is lifted.",
  }),
};
