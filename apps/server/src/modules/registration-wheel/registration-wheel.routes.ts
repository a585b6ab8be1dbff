/** Transport of the registration wheel (contract: api/registration-wheel.ts). */
import type { FastifyInstance } from 'fastify';
import { registrationWheelRoutes as routes } from '@nyota/contract/api/registration-wheel';
import { defineRoute, type SessionResolver } from '../../platform/http/define-route.js';
import type { RegistrationWheelService } from './registration-wheel.service.js';

export function registerRegistrationWheelRoutes(
  app: FastifyInstance,
  wheel: RegistrationWheelService,
  sessions: SessionResolver,
): void {
  defineRoute(app, routes.registerSpin, sessions, (_input, ctx, tools) => {
    // The answer is this device's (its commitment or spin), so no shared cache may keep it.
    void tools.reply.header('cache-control', 'no-store');
    return wheel.view(ctx.auth?.memberId ?? null, ctx.deviceId);
  });
  defineRoute(app, routes.registerSpinPlay, sessions, (input, ctx) =>
    wheel.spin(ctx.auth?.memberId ?? null, ctx.deviceId, input.clientSeed),
  );
}
