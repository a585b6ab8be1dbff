/** Wheel calls: transport only, rules live in WheelsService. */
import type { FastifyInstance } from 'fastify';
import { routes } from '@nyota/contract/api/routes';
import { defineRoute, type SessionResolver } from '../../../platform/http/define-route.js';
import type { WheelsService } from './wheels.service.js';

export function registerWheelRoutes(app: FastifyInstance, wheels: WheelsService, sessions: SessionResolver): void {
  defineRoute(app, routes.wheelConfig, sessions, (input) => Promise.resolve(wheels.config(input.gameId)));
  defineRoute(app, routes.wheelSpin, sessions, (input, ctx) => wheels.spin(ctx.auth.memberId, input.gameId));
}
