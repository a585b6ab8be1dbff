/**
 * The registration wheel (docs/product-rules/registration-wheel.md): one provably fair free spin per
 * guest device, its prize paid once to the account that device signs up next, through the reward
 * path and eligibility. It owns `registration_spins`; its settings are a section of `offers`.
 */
import type { FastifyInstance } from 'fastify';
import type { SessionResolver } from '../../platform/http/define-route.js';
import { registerRegistrationWheelRoutes } from './registration-wheel.routes.js';
import { RegistrationWheelService, type RegistrationWheelDeps } from './registration-wheel.service.js';

export { REG_WHEEL_CAMPAIGN } from './reg-wheel-grants.js';
export { RegistrationWheelService } from './registration-wheel.service.js';

export interface RegistrationWheelModule {
  wheel: RegistrationWheelService;
  register(app: FastifyInstance): void;
}

/** `onSignUp` is auth's listener hook: the wheel pays a waiting prize to each account just created. */
export function createRegistrationWheelModule(
  d: RegistrationWheelDeps & {
    sessions: SessionResolver;
    onSignUp(listener: (memberId: string, client: { deviceId: string }) => Promise<void>): void;
  },
): RegistrationWheelModule {
  const wheel = new RegistrationWheelService(d);
  d.onSignUp((memberId, client) => wheel.onSignedUp(memberId, client.deviceId));
  return { wheel, register: (app) => registerRegistrationWheelRoutes(app, wheel, d.sessions) };
}
