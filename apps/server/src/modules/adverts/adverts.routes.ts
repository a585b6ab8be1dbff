import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { PublicCachePolicy } from '../../platform/http/public-caching.js';
import type { AdvertsService } from './adverts.service.js';
import type { PopupPermission } from './popup-permission.js';

export function registerAdvertRoutes(
  app: FastifyInstance,
  deps: { adverts: AdvertsService; popups: PopupPermission; sessions: SessionResolver; cache: PublicCachePolicy },
): void {
  const { adverts, popups, sessions, cache } = deps;
  defineRoute(app, routes.advertsByType, sessions, (input) => adverts.byType(input.typeId));
  app.publicReads.cache(routes.advertsByType, cache);
  defineRoute(app, routes.advertsWithLabels, sessions, (input) => adverts.withLabels(input.typeId));
  app.publicReads.cache(routes.advertsWithLabels, cache);
  defineRoute(app, routes.advertLabels, sessions, () => adverts.labels());
  app.publicReads.cache(routes.advertLabels, cache);
  defineRoute(app, routes.popupEligibility, sessions, (_input, ctx) => popups.of(ctx.auth.memberId));
}
