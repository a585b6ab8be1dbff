/** Adverts by placement and label (config service) and the member's pop-up permission. Composed into `routes` (routes.ts). */
import * as a from './adverts.js';
import { emptyBody } from './member.js';
import { apiPaths } from './paths.js';
import { route } from './route-def.js';

export const advertRoutes = {
  advertsByType: route({
    ...apiPaths.advertsByType,
    auth: 'none',
    input: a.advertTypeQuery,
    output: a.advertsData,
    summary: 'The adverts of a placement (1 home banner, 2 home pop-up) in display order',
  }),
  advertsWithLabels: route({
    ...apiPaths.advertsWithLabels,
    auth: 'none',
    input: a.advertTypeQuery,
    output: a.advertsWithLabelsData,
    summary: 'The adverts of a placement grouped by label',
  }),
  advertLabels: route({
    ...apiPaths.advertLabels,
    auth: 'none',
    input: a.advertLabelsQuery,
    output: a.advertLabelsData,
    summary: 'Every advert label',
  }),
  popupEligibility: route({
    ...apiPaths.popupEligibility,
    auth: 'member',
    input: emptyBody,
    output: a.popupEligibilityData,
    summary: 'Whether engagement pop-ups may be shown to the member now (none under a time-out, flag or new limit)',
  }),
} as const;
