/**
 * Adverts: the config service's advert calls (home banner adverts are the served market's home
 * slides; home pop-ups the built offers), the member's pop-up permission (asked of eligibility) and
 * the static version file for the download page. Owns no table.
 */
import type { FastifyInstance } from 'fastify';
import type { ServedMarket } from '@nyota/contract/home-slides';
import type { Clock } from '../../platform/clock.js';
import type { SessionResolver } from '../../platform/http/define-route.js';
import { MARKET_CACHE } from '../config/index.js';
import type { EligibilityService } from '../eligibility/index.js';
import { registerAdvertRoutes } from './adverts.routes.js';
import { AdvertsService } from './adverts.service.js';
import { registerAppVersionFile } from './app-version.js';
import { PopupPermission } from './popup-permission.js';

export interface AdvertsModuleDeps {
  clock: Clock;
  sessions: SessionResolver;
  /** The market with the staff's market texts over it: its home slides are the banner adverts. */
  servedMarket: { current(): Promise<ServedMarket> };
  eligibility: Pick<EligibilityService, 'check'>;
  appDownload: { apkUrl: string | null; imgUrl: string };
}

export interface AdvertsModule {
  register(app: FastifyInstance): void;
}

export function createAdvertsModule(deps: AdvertsModuleDeps): AdvertsModule {
  const adverts = new AdvertsService(deps.servedMarket);
  const popups = new PopupPermission(deps.eligibility);
  const version = { timestamp: deps.clock.now().getTime(), ...deps.appDownload };
  return {
    register(app) {
      // The banner adverts change when the market texts do: the same window as the market read.
      registerAdvertRoutes(app, { adverts, popups, sessions: deps.sessions, cache: MARKET_CACHE });
      registerAppVersionFile(app, version);
    },
  };
}
