/**
 * The route table: one entry per API call, the single source of truth for the server's
 * validation, the web client's types and the OpenAPI document. Paths are the seed's paths under
 * the service prefixes (docs/product-rules/api-conventions.md#paths).
 */
import type { z } from 'zod';
import { accountRoutes } from './routes-account.js';
import { advertRoutes } from './routes-adverts.js';
import { gameRoutes } from './routes-games.js';
import { messageRoutes } from './routes-messages.js';
import { moneyRoutes } from './routes-money.js';
import { saferPlayTimeOutRoutes } from './routes-time-out.js';
import { saferPlayRoutes } from './routes-safer-play.js';
import { bonusRoutes } from './routes-bonuses.js';
import { registrationWheelRoutes } from './registration-wheel.js';
import { voucherRoutes } from './routes-vouchers.js';
import { payBillRoutes } from './pay-bill.js';
import { vipRoutes } from './vip.js';
import { taskRoutes } from './tasks.js';
import { vipBenefitRoutes } from './routes-vip-benefits.js';
import { cashbackRoutes } from './cashback.js';
import { mallRoutes } from './routes-mall.js';
import { giveawayRoutes } from './routes-giveaway.js';
import { inviteRoutes } from './invite.js';
import { cashRainRoutes } from './cash-rain.js';

export type { HttpMethod, RouteAuth, RouteDef } from './route-def.js';

export const SERVICE_PREFIXES = [
  '/member-service',
  '/account-service',
  '/activity-service',
  '/config-service',
  '/game-center',
] as const;

export const routes = {
  ...accountRoutes,
  ...advertRoutes,
  ...moneyRoutes,
  ...gameRoutes,
  ...saferPlayRoutes,
  ...saferPlayTimeOutRoutes,
  ...bonusRoutes,
  ...payBillRoutes,
  ...messageRoutes,
  ...registrationWheelRoutes,
  ...voucherRoutes,
  ...vipRoutes,
  ...taskRoutes,
  ...vipBenefitRoutes,
  ...cashbackRoutes,
  ...mallRoutes,
  ...giveawayRoutes,
  ...inviteRoutes,
  ...cashRainRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteInput<N extends RouteName> = z.input<Routes[N]['input']>;
export type RouteOutput<N extends RouteName> = z.output<Routes[N]['output']>;
